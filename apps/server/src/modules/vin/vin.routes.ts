import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VinEquipmentSchema, VinSchema, VinValidationSchema } from '@revy/shared';
import { consume } from '../../adapters/rate-limit';
import type { VinDecoder } from '../../adapters/vin-decoder';
import { errorResponses } from '../../lib/openapi';
import { VIN_RATE_RULE, vinRateKey } from './vin.rate-limits';
import { checkVin, getVinEquipment } from './vin.service';
import { EquipmentCache } from './equipment-cache';
import { publicRead } from '../../lib/access';

const VinParamsSchema = z.object({ vin: VinSchema });

/**
 * Spec 7 VIN lookups. Public (sellers check a VIN before they have an account), rate-limited
 * per client address; malformed VINs are a 400 on the `vin` field.
 */
export const vinRoutes: FastifyPluginAsyncZod<{ decoder?: VinDecoder }> = async (app, opts) => {
  // The app's decoder and cache (listings decode VINs on save too); tests may pass their own.
  const decoder = opts.decoder ?? app.ctx.vin.decoder;
  const cache = opts.decoder ? new EquipmentCache() : app.ctx.vin.cache;
  if (opts.decoder) app.addHook('onClose', () => decoder.close());
  // Before validation, so malformed requests count too.
  app.addHook('onRequest', async (request) => consume(app.ctx.rateLimiter, VIN_RATE_RULE, vinRateKey(request.ip)));

  app.get(
    '/v1/vin/:vin/validate',
    {
      config: { access: publicRead },
      schema: {
        tags: ['vin'],
        summary: 'Check a VIN: check digit, model year, manufacturer, country',
        description:
          '200 with valid:false and the errors when a 17-character VIN fails (a wrong check digit is an error for ' +
          'North American VINs, a warning elsewhere); 400 when it is not 17 letters and digits.',
        params: VinParamsSchema,
        response: { 200: VinValidationSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkVin(request.params.vin),
  );

  app.get(
    '/v1/vin/:vin/equipment',
    {
      config: { access: publicRead },
      schema: {
        tags: ['vin'],
        summary: 'Decode a VIN: make, model, trim, body, engine, drive, fuel (NHTSA vPIC)',
        description:
          '400 when the VIN is malformed or fails its check digit (North America); 404 when nothing is known about it.',
        params: VinParamsSchema,
        response: { 200: VinEquipmentSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getVinEquipment(decoder, cache, request.params.vin),
  );
};
