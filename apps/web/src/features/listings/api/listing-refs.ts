import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListingRefsSchema, type ListingRef } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { listingRefsApiPath } from '../../../lib/paths';
import { listingsKeys } from './keys';

/** POST /v1/listing/batch/refs (staff): the titles of a page's listings in one call. */
export const fetchListingRefs = (ids: readonly string[]) =>
  api(listingRefsApiPath, {
    method: 'POST',
    body: { ids },
    schema: import.meta.env.DEV ? ListingRefsSchema : undefined,
  });

export const listingRefsQuery = (ids: readonly string[]) => {
  const key = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: [...listingsKeys.all, 'refs', key] as const,
    queryFn: () => fetchListingRefs(key),
    enabled: key.length > 0,
    staleTime: 60_000,
    select: (refs): Map<string, ListingRef> => new Map(refs.map((r) => [r.id, r])),
  });
};

/** Listings named by `ids` (a staff table's rows), as a map by id. */
export function useListingRefs(ids: readonly string[]) {
  return useQuery(listingRefsQuery(ids));
}
