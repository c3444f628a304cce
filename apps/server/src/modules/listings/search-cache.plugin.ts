import fp from 'fastify-plugin';
import { createInvalidationBus } from '../../adapters/invalidation-bus';
import { attachSearchCache, SearchCache } from './listing-search-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This write cannot change what a showroom card shows (a page view, a push subscription), so it leaves the
     * showroom cache as it is (decision 049). Every other write request empties it.
     */
    keepsSearchCache?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHANGED = 'listings:*';

/**
 * The showroom cache (decision 049) and what empties it, on every instance (the invalidation bus: Redis pub/sub when
 * REDIS_URL is set): any write request, as its answer goes out — so whoever made a change sees it on their next
 * search, wherever it lands — and any job this instance finishes (photo processing, price estimates, expiries). The
 * TTL (SEARCH_CACHE_MS) is the bound for what nothing announces. Registered before the routes: the hook is global.
 */
export const searchCachePlugin = fp(async (app) => {
  const ctx = app.ctx;
  if (ctx.config.searchCacheMs <= 0) return;
  const bus = await createInvalidationBus({ redisUrl: ctx.config.redisUrl, channel: 'revy:search', log: ctx.log });
  const cache = new SearchCache(ctx.config.searchCacheMs);
  bus.subscribe((key) => {
    if (key === CHANGED) cache.invalidate();
  });
  attachSearchCache(ctx, cache);
  // publish() empties this instance's cache before its first await; the other instances hear it over the bus.
  const announce = () => void bus.publish(CHANGED);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config?.keepsSearchCache) announce();
    return payload;
  });
  const stopJobs = ctx.jobs.onSettled(announce);
  app.addHook('onClose', async () => {
    stopJobs();
    await bus.close();
  });
});
