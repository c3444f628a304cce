import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingRefsRequestSchema, ListingRefsSchema, type ListingRef } from '@revy/shared';
import { staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireStaff } from '../../plugins/auth';
import { listingRefRows } from './listing-titles.repo';

/**
 * POST /v1/listing/batch/refs (staff): a page of a staff table (notifications, history) names its listings in one
 * call instead of one GET per row (issue 16). Answered in the order asked; unknown ids are left out.
 */
export const listingRefsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/listing/batch/refs',
    {
      config: { access: staffOnly },
      schema: {
        tags: ['listings'],
        summary: 'Title, seller and status of listings by ids, deleted ones marked (staff)',
        security: [{ session: [] }],
        body: ListingRefsRequestSchema,
        response: { 200: ListingRefsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ListingRef[]> => {
      requireStaff(request);
      const ids = [...new Set(request.body.ids)];
      const byId = new Map((await listingRefRows(app.ctx.db, ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [{ id, title: r.title, sellerId: r.sellerId, status: r.status, deleted: r.deletedAt !== null }] : [];
      });
    },
  );
};
