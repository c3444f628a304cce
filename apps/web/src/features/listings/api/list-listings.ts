import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type Listing, ListingPageSchema, type Page } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { normalizeListing } from './get-listing';
import { listingsKeys, type ListingListParams } from './keys';

/** Drops empty values so the URL and the cache key only carry what was asked. */
export function cleanListingParams(params: ListingListParams): ListingListParams {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (typeof v === 'number' && !Number.isFinite(v)) continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return out as ListingListParams;
}

/**
 * GET /v1/listing (or /v1/listing/search when there is a search text, which ranks by relevance):
 * a page of listings. Prices in cents.
 */
export const fetchListings = (params: ListingListParams, signal?: AbortSignal) => {
  const query = cleanListingParams(params);
  const path = query.search ? apiPaths.listing.search : apiPaths.listing.root;
  return api(path, { query, signal, schema: import.meta.env.DEV ? ListingPageSchema : undefined }).then((p) => ({
    ...p,
    content: (p.content ?? []).map(normalizeListing),
  }));
};

export const listingsQuery = (params: ListingListParams) => {
  const clean = cleanListingParams(params);
  return queryOptions({
    queryKey: listingsKeys.list(clean),
    queryFn: ({ signal }) => fetchListings(clean, signal),
    // Keep the old results on screen while the next filter's load, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
};

/**
 * Puts a page of GET /v1/listing that the server sent along with the HTML (issue 17, decision 038) into the cache for
 * `params`, dated when the server read it, so the app's first render shows those very cars with no request of its
 * own; the usual freshness rules decide when they are asked for again. Says whether it did.
 */
export function seedListingsPage(
  qc: QueryClient,
  params: ListingListParams,
  first: { at: number; page: unknown } | undefined,
): boolean {
  const page = first?.page as Page<Listing> | null | undefined;
  if (!first || typeof first.at !== 'number' || !page || !Array.isArray(page.content)) return false;
  qc.setQueryData(
    listingsQuery(params).queryKey,
    { ...page, content: page.content.map(normalizeListing) },
    { updatedAt: first.at },
  );
  return true;
}

export function useListings(params: ListingListParams, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...listingsQuery(params), enabled: opts.enabled ?? true });
}
