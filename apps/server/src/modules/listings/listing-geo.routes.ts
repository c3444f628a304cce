import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NearestZipQuerySchema, NearestZipSchema } from '@revy/shared';
import { consume } from '../../adapters/rate-limit';
import { publicRead } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { GEO_RATE_RULE, geoRateKey } from './listing-geo.rate-limits';
import { findNearestZip } from './listing-geo.service';

/** Positions to ZIP codes for the showroom's "Use my location" (issue 19). Public, rate-limited per address. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so malformed requests count too.
  app.addHook('onRequest', async (request) => consume(app.ctx.rateLimiter, GEO_RATE_RULE, geoRateKey(request.ip)));

  app.get(
    '/v1/geo/nearest-zip',
    {
      config: { access: publicRead },
      schema: {
        tags: ['listing'],
        summary: 'The US ZIP code nearest a position (latitude and longitude in degrees)',
        description:
          'From the bundled Census ZCTA centres; city and state from GeoNames where known. 400 when a coordinate is ' +
          'missing, not a number or out of range; 404 when no US ZIP centre is within 100 miles (outside the US); ' +
          '429 past 60 look-ups in 10 minutes from one address. Nothing is stored.',
        querystring: NearestZipQuerySchema,
        response: { 200: NearestZipSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findNearestZip(request.query),
  );
};
