import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

const WHOLE_OBJECT_NOTE =
  "The resource's own GET body is accepted too: its server-owned fields are ignored, never applied (decision 019).";

/**
 * The body as the document should show it. A preprocess (acceptingReadOnly, the listing input)
 * has no JSON Schema of its own, so zod documents it as free-form; validation still runs the
 * preprocess, while the document shows the input object it hands to (decision 019).
 */
export function documentedBody(schema: unknown): unknown {
  if (schema instanceof z.ZodOptional) {
    const inner = documentedBody(schema.unwrap());
    return inner === schema.unwrap() ? schema : (inner as z.ZodType).optional();
  }
  if (schema instanceof z.ZodNullable) {
    const inner = documentedBody(schema.unwrap());
    return inner === schema.unwrap() ? schema : (inner as z.ZodType).nullable();
  }
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) {
    const out = schema.out as z.ZodType;
    return out.describe([out.description, WHOLE_OBJECT_NOTE].filter(Boolean).join(' '));
  }
  return schema;
}

const transform: typeof jsonSchemaTransform = (document) =>
  jsonSchemaTransform(
    document.schema?.body
      ? { ...document, schema: { ...document.schema, body: documentedBody(document.schema.body) } }
      : document,
  );

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
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', logLevel: 'warn' });
  app.get('/openapi.json', { schema: { hide: true }, logLevel: 'warn' }, async () => app.swagger());
});
