import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, pageSchema, ScamFlaggedChatSchema, ScamQueueQuerySchema } from '@revy/shared';
import { staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import { dismissScamFlag, listScamFlagged } from './scam-queue.service';

const security = [{ session: [] }];
const tags = ['chat'];

/**
 * The scam shield's staff queue (issue 15, decision 026). Under /v1/concierge, next to the escalations queue, so it
 * never collides with GET /v1/chat/{id}. Staff act on a chat with PUT /v1/chat/{id} (isRestricted) or dismiss it here.
 */
export const scamQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/concierge/scam-flagged',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Conversations with scam-flagged messages, the latest flag first, with those messages (staff)',
        security,
        querystring: ScamQueueQuerySchema,
        response: { 200: pageSchema(ScamFlaggedChatSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listScamFlagged(app.ctx, requireUser(request), request.query),
  );

  app.post(
    '/v1/concierge/scam-flagged/:id/dismiss',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Staff reviewed a flagged conversation: it leaves the queue until a new message is flagged (staff)',
        description: 'The warnings stay on the messages. Dismissing a chat that is not flagged changes nothing (204).',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await dismissScamFlag(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
