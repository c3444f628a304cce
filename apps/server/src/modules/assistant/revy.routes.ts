import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EscalationSchema,
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  RevyCorrectionResultSchema,
  RevyCorrectionSchema,
  RevyExchangeSchema,
  RevySettingsSchema,
  UpdateRevySettingsSchema,
  pageSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireUser } from '../../plugins/auth';
import {
  correctAnswer,
  getRevySettings,
  listAllEscalations,
  listListingEscalations,
  listRevyConversations,
  updateRevySettings,
} from './revy.service';
import { ownerOrStaff, staffOnly } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['assistant'];

/** The buyer assistant's seller and staff side (issue 6; decision 012): /my-garage/{id}/revy and the concierge queue. */
export const revyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/listing/:id/revy',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "The assistant's switch for a listing, whether the plan includes it, and its counts (seller, staff)",
        security,
        params: IdParamsSchema,
        response: { 200: RevySettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getRevySettings(app.ctx, requireUser(request), request.params.id),
  );

  app.put(
    '/v1/listing/:id/revy',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Switch the assistant on or off for a listing (seller, staff)',
        security,
        params: IdParamsSchema,
        body: UpdateRevySettingsSchema,
        response: { 200: RevySettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateRevySettings(app.ctx, requireUser(request), request.params.id, request.body.enabled),
  );

  app.get(
    '/v1/listing/:id/revy/conversations',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary:
          "Every answer and hand-off of the assistant in a listing's chats with the buyer's message, newest first (seller, staff)",
        security,
        params: IdParamsSchema,
        querystring: PageQuerySchema.pick({ page: true, size: true }),
        response: { 200: pageSchema(RevyExchangeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listRevyConversations(app.ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/v1/chat/:id/message/:messageId/correction',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "Correct an assistant answer: the correction becomes knowledge and is posted as the seller's message",
        description:
          'The seller or staff; only assistant messages (409 otherwise, and 409 when already corrected). Knowledge type correction, question = the buyer message it answered.',
        security,
        params: z.object({ id: IdSchema, messageId: IdSchema }),
        body: RevyCorrectionSchema,
        response: { 200: RevyCorrectionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      correctAnswer(app.ctx, requireUser(request), request.params.id, request.params.messageId, request.body.content),
  );

  app.get(
    '/v1/listing/:id/escalations',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: "A listing's chats handed to a person (seller or concierge), newest first (seller, staff)",
        security,
        params: IdParamsSchema,
        response: { 200: z.array(EscalationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listListingEscalations(app.ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/v1/concierge/escalations',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Escalated chats of every listing, newest first, at most 200 (staff)',
        security,
        response: { 200: z.array(EscalationSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listAllEscalations(app.ctx, requireUser(request)),
  );
};
