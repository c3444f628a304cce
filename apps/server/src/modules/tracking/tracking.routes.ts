import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrackEventSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { recordEvent } from './tracking.service';
import { anyone } from '../../lib/access';

/** POST /v1/t: page views and events from the web app (spec 2: one per navigation). */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/t',
    {
      config: { access: anyone },
      schema: {
        tags: ['tracking'],
        summary: 'Record a page view or named event',
        body: TrackEventSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      await recordEvent(app.ctx, request.user?.id ?? null, request.body);
      return reply.status(204).send(null);
    },
  );
};
