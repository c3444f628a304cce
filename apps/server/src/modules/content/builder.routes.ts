import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentBuilderSource } from '../../adapters/content-builder';
import { anyone, staffOnly } from '../../lib/access';
import { errorResponses } from '../../lib/openapi';
import { requireStaff } from '../../plugins/auth';
import { builderContent, clearBuilderCache } from './builder.service';

const tags = ['content'];
/** Parameters that steer the call rather than target the content. */
const CONTROL = new Set(['limit', 'includeRefs', 'noTraverse', 'omit', 'apiKey', 'cachebust']);

const ModelParams = z.object({
  model: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Use a model name of lowercase letters, digits and dashes'),
});
const Query = z
  .record(
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z][\w.-]*$/, 'Attribute names are letters, digits, dot, dash'),
    z.string().max(500),
  )
  .refine((q) => Object.keys(q).length <= 20, 'At most 20 attributes')
  .transform((q) => {
    const limit = Math.min(Math.max(Number.parseInt(q.limit ?? '1', 10) || 1, 1), 10);
    const userAttributes = Object.fromEntries(Object.entries(q).filter(([k]) => !CONTROL.has(k)));
    return { limit, userAttributes };
  });

const Entry = z.object({
  id: z.string(),
  name: z.string(),
  modelId: z.string().optional(),
  published: z.string(),
  lastUpdated: z.number().optional(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * Spec 7 Content builder: the proxy to Builder.io (3 s timeout) that falls back to the product's own content, and
 * the staff call that empties its cache on every instance.
 */
export function builderRoutes(sources: { remote: ContentBuilderSource | null; own: ContentBuilderSource }) {
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/v1/builder/content/:model',
      {
        config: { access: anyone },
        schema: {
          tags,
          summary: 'Builder content for a model, targeted by user attributes (urlPath, variant…); limit 1 by default',
          params: ModelParams,
          querystring: Query,
          response: {
            200: z.object({ results: z.array(Entry), source: z.enum(['builder.io', 'own']) }),
            ...errorResponses(400),
          },
        },
      },
      async (request) => builderContent(app.ctx, sources, { model: request.params.model, ...request.query }),
    );

    app.post(
      '/v1/builder/cache/clear',
      {
        config: { access: staffOnly },
        schema: {
          tags,
          summary: 'Empty the builder cache on every instance (staff)',
          security: [{ session: [] }],
          response: { 200: z.object({ cleared: z.literal(true) }), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireStaff(request);
        return clearBuilderCache(app.ctx);
      },
    );
  };
  return routes;
}
