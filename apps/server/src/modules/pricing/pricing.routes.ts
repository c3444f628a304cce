import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DealBadgeSchema, IdParamsSchema, PriceEstimateSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { getDealBadge, getPriceEstimate } from './pricing.service';
import { publicRead } from '../../lib/access';

const tags = ['pricing'];

/** Issue 6: the price estimate of a listing and its deal badge (decision 012 "Pricing"). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/listing/:id/pricing',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary:
          'Market value estimate of a listing from comparable listings, computed now, with its rating, reasons and a suggested price',
        description:
          'Anyone who may read the listing (published: everyone; otherwise its seller and staff) sees the whole estimate. 422 when the listing lacks year, make or model.',
        params: IdParamsSchema,
        response: { 200: PriceEstimateSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => getPriceEstimate(app.ctx, request.user, request.params.id),
  );

  app.get(
    '/v1/listing/:id/deal',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: 'The deal badge of a listing (from its stored estimate, computed when missing), or null',
        params: IdParamsSchema,
        response: { 200: DealBadgeSchema.nullable(), ...errorResponses(400, 404) },
      },
    },
    async (request) => getDealBadge(app.ctx, request.user, request.params.id),
  );
};
