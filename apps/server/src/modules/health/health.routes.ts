import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import { AppError } from '../../lib/errors';
import { publicRead } from '../../lib/access';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  version: z.string(),
});

/** GET /v1/health: 200 when the database answers, 503 when it does not (the web shows its outage screen). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/health',
    {
      config: { access: publicRead },
      schema: {
        tags: ['utility'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
      logLevel: 'warn',
    },
    async () => {
      try {
        await app.ctx.database.ping();
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
        throw new AppError('UNAVAILABLE', 'Database is not answering', { cause: err });
      }
      return {
        status: 'ok' as const,
        database: app.ctx.database.driver,
        uptimeSeconds: Math.round(process.uptime()),
        version: app.ctx.version,
      };
    },
  );
};
