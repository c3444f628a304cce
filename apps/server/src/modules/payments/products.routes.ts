import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, ListingProductSchema, ProductQuerySchema, ProductSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { listListingProducts, listProducts } from './purchases.service';
import { ownerOrStaff, publicRead } from '../../lib/access';

const tags = ['payments'];

/** Spec 7 Product: the publishing plans. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/product',
    {
      config: { access: publicRead },
      schema: {
        tags,
        summary: 'The publishing plans on sale, cheapest first; ?isTest lists the test plans instead (staff)',
        querystring: ProductQuerySchema,
        response: { 200: z.array(ProductSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => listProducts(app.ctx, request.user, request.query.isTest),
  );

  app.get(
    '/v1/product/listing/:listingId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary:
          'The plans with what each would be for this listing (CURRENT, UPGRADE, DOWNGRADE of its active plan); seller or staff',
        security: [{ session: [] }],
        params: z.object({ listingId: IdSchema }),
        querystring: ProductQuerySchema,
        response: { 200: z.array(ListingProductSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listListingProducts(app.ctx, requireUser(request), request.params.listingId, request.query.isTest),
  );
};
