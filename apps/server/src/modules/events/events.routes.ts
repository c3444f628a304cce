import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChatSchema, CreateEventSchema, EventSchema, IdParamsSchema, UpdateEventSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireRegistered, requireUser } from '../../plugins/auth';
import { bookEvent } from './booking.service';
import { cancelTestDriveRequest } from './test-drive-request.service';
import {
  cancelEvent,
  getEvent,
  listChatEvents,
  listListingEvents,
  listUserEvents,
  updateEvent,
} from './events.service';
import { buyerOnly, ownerOrStaff, participantsOrStaff } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['event'];
const CancelQuerySchema = z.object({ reason: z.enum(['declined', 'cancelled']).optional() });

/** Spec 7 Events: booking, reading, moving, confirming and cancelling test drives. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/v1/chat/:id/testdrive',
    {
      config: { access: buyerOnly },
      schema: {
        tags: ['chats'],
        summary:
          'Cancel the request for a test drive (the buyer), and the test drives booked from it that are still ahead',
        security: [{ session: [] }],
        params: IdParamsSchema,
        response: { 200: ChatSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => cancelTestDriveRequest(app.ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/v1/event',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: 'Book a slot: the buyer from their chat, or the host or staff for someone',
        description:
          'The slot is re-checked inside the booking transaction: a time just taken, too soon or outside the hours answers 409 with the reason; a past time 422; an end other than start + duration 400.',
        security,
        body: CreateEventSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => bookEvent(app.ctx, requireRegistered(request), request.body),
  );

  for (const [path, summary, list, policy] of [
    [
      '/v1/event/byChatId/:id',
      "A chat's test drives (its buyer, seller and staff)",
      listChatEvents,
      participantsOrStaff(403),
    ],
    ['/v1/event/byListing/:id', "A car's test drives (its seller and staff)", listListingEvents, ownerOrStaff(403)],
    [
      '/v1/event/byUser/:id',
      'The test drives a user hosts or attends (that user and staff)',
      listUserEvents,
      ownerOrStaff(403),
    ],
  ] as const) {
    app.get(
      path,
      {
        config: { access: policy },
        schema: {
          tags,
          summary,
          description: 'By start time.',
          security,
          params: IdParamsSchema,
          response: { 200: z.array(EventSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => list(app.ctx, requireRegistered(request), request.params.id),
    );
  }

  app.get(
    '/v1/event/:id',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary: 'A test drive (its host, attendees and staff)',
        security,
        params: IdParamsSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getEvent(app.ctx, requireRegistered(request), request.params.id),
  );

  app.put(
    '/v1/event/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary:
          'Change a test drive: status to any value and details (host, staff); a new time (host, staff, attendees)',
        description:
          'A new time is re-checked like a booking; confirming answers 409 when another confirmed drive took the time.',
        security,
        params: IdParamsSchema,
        body: UpdateEventSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateEvent(app.ctx, requireRegistered(request), request.params.id, request.body),
  );

  app.post(
    '/v1/event/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Same as PUT /v1/event/{id} (spec 7 lists POST on the event too)',
        security,
        params: IdParamsSchema,
        body: UpdateEventSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateEvent(app.ctx, requireRegistered(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/event/:id',
    {
      config: { access: participantsOrStaff(403) },
      schema: {
        tags,
        summary:
          'Cancel a test drive, which removes it (host, attendees, staff); ?reason=declined is the host refusing a request',
        security,
        params: IdParamsSchema,
        querystring: CancelQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await cancelEvent(app.ctx, requireRegistered(request), request.params.id, { reason: request.query.reason });
      return reply.status(204).send(null);
    },
  );
};
