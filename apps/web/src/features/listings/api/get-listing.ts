import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Listing, ListingMinimalSchema, ListingSchema } from '@revy/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { startHint } from '../../../lib/browser-config';
import { readFirstData } from '../../../lib/first-data';
import { apiPaths } from '../../../lib/paths';
import { listingsKeys } from './keys';

export type ListingMinimal = z.infer<typeof ListingMinimalSchema>;

/** Fills the nested objects pages read without checks, so a partial answer cannot crash a page. */
export const normalizeListing = (l: Listing): Listing => ({
  ...l,
  vehicle: l.vehicle ?? {},
  location: l.location ?? {},
});

/** GET /v1/listing/{id}: the whole listing (owner-only fields null for buyers, `seller` profile). */
export const fetchListing = (id: string, opts: { zip?: string; signal?: AbortSignal } = {}) =>
  api(apiPaths.listing.byId(id), {
    query: { zip: opts.zip },
    signal: opts.signal,
    schema: import.meta.env.DEV ? ListingSchema : undefined,
  }).then(normalizeListing);

/** GET /v1/listing/{id}?minimal=true: id, seller, title, statuses (guards and links). */
export const fetchListingMinimal = (id: string, signal?: AbortSignal) =>
  api(apiPaths.listing.byId(id), {
    query: { minimal: true },
    signal,
    schema: import.meta.env.DEV ? ListingMinimalSchema : undefined,
  });

export const listingQuery = (id: string) =>
  queryOptions({ queryKey: listingsKeys.detail(id), queryFn: ({ signal }) => fetchListing(id, { signal }) });

export const listingMinimalQuery = (id: string) =>
  queryOptions({ queryKey: listingsKeys.minimal(id), queryFn: ({ signal }) => fetchListingMinimal(id, signal) });

/**
 * Puts the car the server drew this page from (its JSON block, issue 17 / decision 038) into the cache, dated when
 * the server read it, so the listing page renders whole at once instead of asking for it again. Only for a visitor
 * without a session cookie: the block holds what a visitor who is not signed in sees, and the seller or staff get
 * more from the API. Says whether it did.
 */
export function seedListingFirstData(qc: QueryClient, id: string, doc: Document = document): boolean {
  const first = readFirstData(doc).listing;
  const value = first?.value as Listing | undefined;
  if (startHint()?.session !== false || !first || typeof first.at !== 'number' || value?.id !== id) return false;
  qc.setQueryData(listingQuery(id).queryKey, normalizeListing(value), { updatedAt: first.at });
  return true;
}

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}

export function useListingMinimal(id: string) {
  return useQuery(listingMinimalQuery(id));
}
