import type { InvalidationBus } from '../../adapters/invalidation-bus';
import type { AppContext } from '../../context';
import { TtlMap } from '../../lib/ttl-map';

/** Key published on the invalidation bus when content changes or staff clear the builder cache. */
export const CLEAR_ALL = 'builder:*';

/**
 * The builder proxy's answers (spec 9: content staleness 86,400 s). A write to content or POST
 * /v1/builder/cache/clear empties it on every instance through the invalidation bus, so the TTL only matters for
 * changes made in Builder.io itself. `set` takes a shorter TTL for an answer that should not be kept a day (a fallback).
 */
export class ContentCache extends TtlMap<unknown> {
  constructor(
    ttlMs: number,
    readonly bus: InvalidationBus | null,
    maxEntries = 1_000,
  ) {
    super(ttlMs, maxEntries);
  }
}

const caches = new WeakMap<object, ContentCache>();

export function attachContentCache(ctx: AppContext, cache: ContentCache): void {
  caches.set(ctx, cache);
}

export function contentCacheOf(ctx: AppContext): ContentCache | undefined {
  return caches.get(ctx);
}

/** After a committed change: every instance (this one too) forgets its builder answers. */
export async function announceContentChange(ctx: AppContext): Promise<void> {
  const cache = contentCacheOf(ctx);
  if (!cache) return;
  cache.clear();
  await cache.bus?.publish(CLEAR_ALL);
}
