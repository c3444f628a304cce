import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateTrackingSchema,
  IdParamsSchema,
  ListingViewsQuerySchema,
  ListingViewsSchema,
  TrackEventSchema,
  TrackingListQuerySchema,
  TrackingParamsSchema,
  TrackingRecordSchema,
  TrackingRunParamsSchema,
} from '@revy/shared';
import type { AnalyticsSink } from '../../adapters/analytics';
import { anyone, ownerOrStaff } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { callerOf, requireUser } from '../../plugins/auth';
import { listingViews } from './listing-views.service';
import { allTracking, createTracking, latestTracking } from './tracking-records.service';
import { recordEvent } from './tracking.service';

const tags = ['tracking'];
const security = [{ session: [] }];

/** Spec 7 Tracking: page views and events from the web app, tracking records, and a seller's listing views. */
export function trackingRoutes(sink: AnalyticsSink | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/t',
      {
        // Sent on every page: a page view changes no card, so it leaves the showroom cache alone (decision 049).
        config: { access: anyone, keepsSearchCache: true },
        schema: {
          tags,
          summary: 'Record a page view or named event',
          description:
            'consent: true lets the event reach product analytics (PostHog) too, unless the browser sends Sec-GPC: 1.',
          body: TrackEventSchema,
          response: { 204: z.null(), ...errorResponses(400) },
        },
        logLevel: 'warn',
      },
      async (request, reply) => {
        const gpc = request.headers['sec-gpc'] === '1';
        await recordEvent(app.ctx, { ...callerOf(request), gpc }, request.body, sink);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/tracking',
      {
        config: { access: ownerOrStaff(403) },
        schema: {
          tags,
          summary: 'Append a tracking record (targetId global, a listing you may edit, or yourself)',
          security,
          body: CreateTrackingSchema,
          response: { 201: TrackingRecordSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createTracking(app.ctx, requireUser(request), request.body)),
    );

    app.get(
      '/v1/tracking/:targetId/:key/all',
      {
        config: { access: ownerOrStaff(403) },
        schema: {
          tags,
          summary: 'The newest records of a target and key, newest first (limit default 100, at most 1000)',
          security,
          params: TrackingParamsSchema,
          querystring: TrackingListQuerySchema,
          response: { 200: z.array(TrackingRecordSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => allTracking(app.ctx, requireUser(request), { ...request.params, limit: request.query.limit }),
    );

    app.get(
      '/v1/tracking/:targetId/:key',
      {
        config: { access: ownerOrStaff(403) },
        schema: {
          tags,
          summary: 'The newest record of a target and key',
          security,
          params: TrackingParamsSchema,
          response: { 200: TrackingRecordSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => latestTracking(app.ctx, requireUser(request), request.params),
    );

    app.get(
      '/v1/tracking/:targetId/:key/:runKey',
      {
        config: { access: ownerOrStaff(403) },
        schema: {
          tags,
          summary: 'The newest record of a target, key and run',
          security,
          params: TrackingRunParamsSchema,
          response: { 200: TrackingRecordSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => latestTracking(app.ctx, requireUser(request), request.params),
    );

    app.get(
      '/v1/listing/:id/views',
      {
        config: { access: ownerOrStaff(403) },
        schema: {
          tags,
          summary: "A listing's page views and visitors per day, and its short-link clicks (seller or staff)",
          security,
          params: IdParamsSchema,
          querystring: ListingViewsQuerySchema,
          response: { 200: ListingViewsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listingViews(app.ctx, requireUser(request), request.params.id, request.query.days),
    );
  };
}
