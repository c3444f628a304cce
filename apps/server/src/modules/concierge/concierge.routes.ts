import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QueueCountsSchema, QueuePageSchema, QueueParamsSchema, QueueQuerySchema } from '@revy/shared';
import { staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { countQueues, listQueue } from './concierge.service';

const security = [{ session: [] }];
const tags = ['concierge'];

/** The concierge work queues (issue 16, decision 030): /concierge/{type} draws them. */
export const conciergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/concierge/queues',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'How many items wait in each concierge work queue (staff)',
        security,
        response: { 200: QueueCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => countQueues(app.ctx, requireUser(request)),
  );

  app.get(
    '/v1/concierge/queues/:type',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'One concierge work queue, the item waiting longest (or starting soonest) first (staff)',
        description:
          'escalated: chats handed to a concierge or whose buyer waited longer than the sellerSlaMinutes setting; review: published listings not reviewed; incomplete: listings of the last 30 days missing photos, price or description; activation: paid plans still PENDING; scam: scam-flagged chats; test-drives: test drives still to come today in the host timezone.',
        security,
        params: QueueParamsSchema,
        querystring: QueueQuerySchema,
        response: { 200: QueuePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listQueue(app.ctx, requireUser(request), request.params.type, request.query),
  );
};
