import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES, errorBody } from '@revy/shared';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { healthRoutes } from './modules/health/health.routes';

export const VERSION = '0.1.0';

export type BuildOptions = {
  config: Config;
  /** An already-open database (tests); opened from config otherwise. */
  database?: Database;
  logger?: boolean | object;
};

/** Builds the Fastify app with every plugin and module registered. Never listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : (opts.logger ?? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(config.isProduction || !process.stdout.isTTY
              ? {}
              : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }),
          }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ctx: AppContext = { config, database, db: database.db, version: VERSION };
  app.decorate('ctx', ctx);
  if (!opts.database) app.addHook('onClose', () => database.close());

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(openapiPlugin, { version: VERSION });

  // Feature modules, registered explicitly so a route can be found with grep.
  await app.register(healthRoutes);

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
