import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Asset, type Listing, ListingMinimalSchema, ListingSchema } from '@revy/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { firstListingData } from '../../../lib/first-data';
import { apiPaths } from '../../../lib/paths';
import { listingsKeys } from './keys';
import { listingPhotosQuery } from './listing-photos';

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
 * Puts the car the server drew this page from (its JSON block, issue 17 / decision 038), and its photos when they
 * came along, into the cache, dated when the server read them, so the listing page renders whole at once instead of
 * asking for them again. Only for a visitor without a session cookie (firstListingData). Says whether it did.
 */
export function seedListingFirstData(qc: QueryClient, id: string, doc: Document = document): boolean {
  const first = firstListingData(id, doc);
  if (!first) return false;
  qc.setQueryData(listingQuery(id).queryKey, normalizeListing(first.value as Listing), { updatedAt: first.at });
  if (Array.isArray(first.photos))
    qc.setQueryData(listingPhotosQuery(id).queryKey, first.photos as Asset[], { updatedAt: first.at });
  return true;
}

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}

export function useListingMinimal(id: string) {
  return useQuery(listingMinimalQuery(id));
}
