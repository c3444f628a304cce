import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VehicleMakeQuerySchema,
  VehicleModelPageSchema,
  VehicleModelQuerySchema,
  VehicleYearQuerySchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { seedVehicleCatalog } from './vehicles.seed';
import { listMakes, listModels, listYears } from './vehicles.service';
import { publicRead } from '../../lib/access';

const errors = errorResponses(400);

/** Spec 7 Vehicle: the year/make/model/trim catalog behind the listing form's pickers. Public. */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  // The first start of a new database loads the catalog (about 38,000 rows) before serving;
  // later starts only count rows. Off in tests, which load what they need themselves.
  if (app.ctx.config.seedVehicleCatalog) app.addHook('onReady', async () => void (await seedVehicleCatalog(app.ctx)));

  app.get(
    '/v1/vehicle/year',
    {
      config: { access: publicRead },
      schema: {
        tags: ['vehicles'],
        summary: 'Model years, newest first (of one make with ?make)',
        querystring: VehicleYearQuerySchema,
        response: { 200: z.array(z.number().int()), ...errors },
      },
    },
    async (request) => listYears(app.ctx, request.query.make),
  );

  app.get(
    '/v1/vehicle/make',
    {
      config: { access: publicRead },
      schema: {
        tags: ['vehicles'],
        summary: 'Makes, alphabetical (of one model year with ?year)',
        querystring: VehicleMakeQuerySchema,
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    async (request) => listMakes(app.ctx, request.query.year),
  );

  app.get(
    '/v1/vehicle/model',
    {
      config: { access: publicRead },
      schema: {
        tags: ['vehicles'],
        summary: 'Page of year/make/model/trim rows, ordered by model and trim (size 100 by default)',
        querystring: VehicleModelQuerySchema,
        response: { 200: VehicleModelPageSchema, ...errors },
      },
    },
    async (request) => listModels(app.ctx, request.query),
  );
};
