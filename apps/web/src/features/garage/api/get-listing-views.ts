import { useQuery } from '@tanstack/react-query';
import { ListingViewsSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';

/** GET /v1/listing/{id}/views: page views and visitors per day, and short-link clicks (seller, staff). */
export function useListingViews(listingId: string, days = 30) {
  return useQuery({
    queryKey: ['listing-views', listingId, days],
    queryFn: ({ signal }) =>
      api(sellerApiPaths.listing.views(listingId), {
        query: { days },
        signal,
        schema: import.meta.env.DEV ? ListingViewsSchema : undefined,
      }),
    // Views trickle in; a minute old is fresh enough and spares the server on tab switches.
    staleTime: 60_000,
  });
}
