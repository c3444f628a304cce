import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3 built from the routes' zod schemas: JSON at /openapi.json, Swagger UI at /docs. */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Revy API',
        description: 'The /v1 API of the used-car marketplace. Credentials travel in the `revy_session` cookie.',
        version: opts.version,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'revy_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', logLevel: 'warn' });
  app.get('/openapi.json', { schema: { hide: true }, logLevel: 'warn' }, async () => app.swagger());
});
