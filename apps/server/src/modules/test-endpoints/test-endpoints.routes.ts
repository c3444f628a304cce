import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, TestCodesSchema, TestOutboxQuerySchema, TestOutboxSchema } from '@revy/shared';
import { errorResponses } from '../../lib/openapi';
import { listOutbox, listTestCodes } from './test-endpoints.service';
import { publicRead } from '../../lib/access';

/**
 * /v1/test/*: helpers for automated tests (spec 7 Utility). buildApp registers these only when
 * TEST_ENDPOINTS is on, which config refuses in production. Open to any caller on purpose: an
 * end-to-end test reads the code a fresh browser's user was mailed.
 */
export const testEndpointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/test/user/:id/codes',
    {
      config: { access: publicRead },
      schema: {
        tags: ['test'],
        summary: 'Email and reset codes sent to a user (test endpoints only)',
        params: IdParamsSchema,
        response: { 200: TestCodesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => listTestCodes(app.ctx, request.params.id),
  );

  app.get(
    '/v1/test/outbox',
    {
      config: { access: publicRead },
      schema: {
        tags: ['test'],
        summary: 'Newest emails to an address from the mail outbox (test endpoints only)',
        querystring: TestOutboxQuerySchema,
        response: { 200: TestOutboxSchema, ...errorResponses(400) },
      },
    },
    async (request) => listOutbox(app.ctx, request.query.to, request.query.limit),
  );
};
