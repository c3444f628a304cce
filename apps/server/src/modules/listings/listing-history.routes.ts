import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HistoryPageSchema,
  HistoryQuerySchema,
  HistoryRestoreSchema,
  HistorySchema,
  IdParamsSchema,
  IdSchema,
  ListingSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireStaff, requireUser } from '../../plugins/auth';
import { findHistory, getHistory, restoreFromHistory } from './listing-history.service';
import { ownerOrStaff, staffOnly } from '../../lib/access';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ session: [] }];

/**
 * Spec 7 History: saved changes of a record (staff, or the seller of the listing). Served by listings, whose access
 * rule it is, over the history module's read functions (issue 14).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/history/target/:targetId',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags: ['history'],
        summary: "A record's history, newest first (staff, or the listing's seller); ?action= and ?field= narrow it",
        security,
        params: z.object({ targetId: IdSchema }),
        querystring: HistoryQuerySchema,
        response: { 200: HistoryPageSchema, ...errors },
      },
    },
    async (request) => findHistory(app.ctx, requireUser(request), request.params.targetId, request.query),
  );

  app.get(
    '/v1/history/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags: ['history'],
        summary: 'One history record (staff, or the seller of the listing it belongs to)',
        security,
        params: IdParamsSchema,
        response: { 200: HistorySchema, ...errors },
      },
    },
    async (request) => getHistory(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/history/:id/restore',
    {
      config: { access: staffOnly },
      schema: {
        tags: ['history'],
        summary: 'Put a listing field back to its value in this record (staff; seller-editable fields only)',
        description:
          "value: 'before' (default, the value this change replaced) or 'after'. 422 for fields the product sets (status, isReviewed, sale status, counters...) or a field this record did not change. Recorded in History as action 'restore'.",
        security,
        params: IdParamsSchema,
        body: HistoryRestoreSchema,
        response: { 200: ListingSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => restoreFromHistory(app.ctx, requireStaff(request), request.params.id, request.body),
  );
};
