import type { FastifyPluginAsync } from 'fastify';
import { createBuilderIoSource } from '../../adapters/content-builder';
import { createInvalidationBus } from '../../adapters/invalidation-bus';
import { createOwnContentSource } from './builder-own';
import { builderRoutes } from './builder.routes';
import { attachContentCache, CLEAR_ALL, ContentCache } from './content-cache';
import { contentRoutes } from './content.routes';
import { ensureDefaultContent } from './default-content';

/**
 * The content module (issue 17, decision 034): default texts on first start, the builder cache with cross-instance
 * clearing (Redis when REDIS_URL is set), the Content calls and the builder proxy.
 */
export const contentPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  await ensureDefaultContent(ctx.db);
  const { builder } = ctx.config;
  const bus = await createInvalidationBus({ redisUrl: ctx.config.redisUrl, channel: 'revy:content', log: ctx.log });
  const cache = new ContentCache(builder.cacheMs, bus);
  bus.subscribe((key) => {
    if (key === CLEAR_ALL) cache.clear();
  });
  attachContentCache(ctx, cache);
  app.addHook('onClose', async () => {
    await bus.close();
  });
  const remote = builder.apiKey
    ? createBuilderIoSource({ apiKey: builder.apiKey, baseUrl: builder.baseUrl, timeoutMs: builder.timeoutMs })
    : null;
  await app.register(contentRoutes);
  await app.register(builderRoutes({ remote, own: createOwnContentSource(ctx) }));
};
