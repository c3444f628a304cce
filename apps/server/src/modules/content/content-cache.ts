import type { InvalidationBus } from '../../adapters/invalidation-bus';
import type { AppContext } from '../../context';

/** Key published on the invalidation bus when content changes or staff clear the builder cache. */
export const CLEAR_ALL = 'builder:*';

type Entry = { expires: number; value: unknown };

/**
 * The builder proxy's answers (spec 9: content staleness 86,400 s). A write to content or POST
 * /v1/builder/cache/clear empties it on every instance through the invalidation bus, so the TTL only matters for
 * changes made in Builder.io itself.
 */
export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs: number,
    readonly bus: InvalidationBus | null,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string): unknown {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() >= hit.expires) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` for the cache's TTL, or `ttlMs` when shorter (a fallback answer is not kept for a day). */
  set(key: string, value: unknown, ttlMs = this.ttlMs): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: Date.now() + Math.min(ttlMs, this.ttlMs), value });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
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
