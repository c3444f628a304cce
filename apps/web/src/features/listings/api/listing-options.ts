import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListingOptionsSchema } from '@revy/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { listingsKeys } from './keys';

export type ListingOptions = z.infer<typeof ListingOptionsSchema>;

/** GET /v1/listing/options: the value lists (transmissions, fuels, title statuses, bodies...). */
export const fetchListingOptions = (signal?: AbortSignal) =>
  api(apiPaths.listing.options, { signal, schema: import.meta.env.DEV ? ListingOptionsSchema : undefined });

export const listingOptionsQuery = () =>
  queryOptions({
    queryKey: listingsKeys.options(),
    queryFn: ({ signal }) => fetchListingOptions(signal),
    staleTime: 60 * 60_000,
  });

export function useListingOptions() {
  return useQuery(listingOptionsQuery());
}
