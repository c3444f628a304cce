import type { DealBadge } from '@revy/shared';
import type { AppContext } from '../../context';
import type { PhotoStats } from './listing-ports';
import type { ListingSearchResult } from './listing-search.types';

/**
 * What a public showroom page costs to build, kept for a moment (decision 049): the page's rows and total, and the
 * photo and deal-badge maps its cards need. Nothing in it depends on who asks — owners' extras (plans, `full`) are
 * added per request.
 */
export type CachedSearch = {
  result: ListingSearchResult;
  photos: Map<string, PhotoStats>;
  deals: Map<string, DealBadge | null>;
};

type Entry = { expires: number; value: CachedSearch };

/**
 * Public search pages by query, for `ttlMs`. Every change announced anywhere (search-cache.plugin.ts) calls
 * invalidate(), which empties it and moves the generation on: a page read from the database before a change but
 * finished after it is not kept (set() is given the generation seen before the read), so the cache never brings back
 * what a change replaced. Oldest entries go first past `maxEntries`.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  /** Read before the database, passed to set() after it. */
  get generation(): number {
    return this.gen;
  }

  get(key: string): CachedSearch | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() >= hit.expires) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: CachedSearch, generation: number): void {
    if (generation !== this.gen) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
  }

  invalidate(): void {
    this.gen++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, SearchCache>();

export function attachSearchCache(ctx: AppContext, cache: SearchCache): void {
  caches.set(ctx, cache);
}

/** This app's showroom cache, or undefined when SEARCH_CACHE_MS is 0 (or in an app built without the plugin). */
export function searchCacheOf(ctx: AppContext): SearchCache | undefined {
  return caches.get(ctx);
}
