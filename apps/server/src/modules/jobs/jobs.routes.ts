import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminJobPageSchema, AdminJobSchema, IdParamsSchema, JobListQuerySchema } from '@revy/shared';
import { staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireStaff } from '../../plugins/auth';
import { getJob, listJobs, retryJob } from './jobs.service';

const security = [{ session: [] }];

/** Background jobs for staff (concierge and admin): what failed, and a retry (decision 015). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/jobs',
    {
      config: { access: staffOnly },
      schema: {
        tags: ['admin'],
        summary: 'Page of background jobs, newest first: failed and retrying ones unless `state` is given (staff)',
        security,
        querystring: JobListQuerySchema,
        response: { 200: AdminJobPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      return listJobs(app.ctx, request.query);
    },
  );

  app.get(
    '/v1/admin/jobs/:id',
    {
      config: { access: staffOnly },
      schema: {
        tags: ['admin'],
        summary: 'A background job with its attempts and last error (staff)',
        security,
        params: IdParamsSchema,
        response: { 200: AdminJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      return getJob(app.ctx, request.params.id);
    },
  );

  app.post(
    '/v1/admin/jobs/:id/retry',
    {
      config: { access: staffOnly },
      schema: {
        tags: ['admin'],
        summary: 'Runs a failed job again (staff); 409 when it is not failed',
        security,
        params: IdParamsSchema,
        response: { 200: AdminJobSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireStaff(request);
      return retryJob(app.ctx, request.params.id);
    },
  );
};
