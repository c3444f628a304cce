import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateEventTypeSchema,
  EventTypeSchema,
  IdParamsSchema,
  IdSchema,
  SlotsQuerySchema,
  UpdateEventTypeSchema,
} from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { requireRegistered, requireUser } from '../../plugins/auth';
import {
  createEventType,
  eventTypeForListing,
  getEventType,
  listHostEventTypes,
  updateEventType,
} from './event-types.service';
import { ownerOrStaff, registeredOnly, signedIn } from '../../lib/access';

const security = [{ session: [] }];
const tags = ['event'];
const SLOTS_NOTE = 'slots: bookable starts in ?from&to (default now to 14 days ahead, at most 62 days), UTC ISO.';

/** Spec 7 Event types: a host's bookable test-drive offer with its slots. */
export const eventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/event/type',
    {
      config: { access: registeredOnly },
      schema: {
        tags,
        summary: 'Create an event type for the caller (staff may pass hostId); spec 9 defaults for what is left out',
        description: 'Without availabilities the type is open every day 09:00–17:00 in its time zone.',
        security,
        body: CreateEventTypeSchema,
        response: { 200: EventTypeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => createEventType(app.ctx, requireRegistered(request), request.body),
  );

  app.get(
    '/v1/event/type/byHost/:hostId',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: "A host's event types with slots; their events nested for the host and staff",
        description: SLOTS_NOTE,
        security,
        params: z.object({ hostId: IdSchema }),
        querystring: SlotsQuerySchema.omit({ events: true }),
        response: { 200: z.array(EventTypeSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listHostEventTypes(app.ctx, requireUser(request), request.params.hostId, request.query),
  );

  app.get(
    '/v1/event/type/byListing/:listingId',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary:
          "The event type to book for a car: its seller's first, made with the spec 9 defaults when they have none",
        description: SLOTS_NOTE,
        security,
        params: z.object({ listingId: IdSchema }),
        querystring: SlotsQuerySchema,
        response: { 200: EventTypeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => eventTypeForListing(app.ctx, requireUser(request), request.params.listingId, request.query),
  );

  app.get(
    '/v1/event/type/:id',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'An event type with its slots (anyone signed in); ?events=true adds its events for the host and staff',
        description: SLOTS_NOTE,
        security,
        params: IdParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: EventTypeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getEventType(app.ctx, requireUser(request), request.params.id, request.query),
  );

  app.put(
    '/v1/event/type/:id',
    {
      config: { access: ownerOrStaff(403) },
      schema: {
        tags,
        summary: 'Change an event type (host or staff); availabilities, when given, replace the old ones',
        security,
        params: IdParamsSchema,
        body: UpdateEventTypeSchema,
        response: { 200: EventTypeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateEventType(app.ctx, requireUser(request), request.params.id, request.body),
  );
};
