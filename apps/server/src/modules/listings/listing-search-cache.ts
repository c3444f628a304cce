import type { DealBadge } from '@revy/shared';
import type { AppContext } from '../../context';
import { TtlMap } from '../../lib/ttl-map';
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

/**
 * Public search pages by query, for `ttlMs`. Every change announced anywhere (search-cache.plugin.ts) calls
 * invalidate(), which empties it and moves the generation on: a page read from the database before a change but
 * finished after it is not kept (set() is given the generation seen before the read), so the cache never brings back
 * what a change replaced. Oldest entries go first past `maxEntries`.
 */
export class SearchCache {
  private readonly pages: TtlMap<CachedSearch>;
  private gen = 0;

  constructor(ttlMs: number, maxEntries = 200) {
    this.pages = new TtlMap(ttlMs, maxEntries);
  }

  /** Read before the database, passed to set() after it. */
  get generation(): number {
    return this.gen;
  }

  get(key: string): CachedSearch | undefined {
    return this.pages.get(key);
  }

  set(key: string, value: CachedSearch, generation: number): void {
    if (generation === this.gen) this.pages.set(key, value);
  }

  invalidate(): void {
    this.gen++;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
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
