import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ListingProductSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

const ListingProductsSchema = z.array(ListingProductSchema);

/**
 * GET /v1/product/listing/{listingId}: every plan with what buying it would mean for this
 * listing (CURRENT, UPGRADE, DOWNGRADE, or null when it has no plan yet), cheapest first.
 */
export const fetchListingProducts = (listingId: string, signal?: AbortSignal) =>
  api(paymentApiPaths.listingProducts(listingId), {
    signal,
    schema: import.meta.env.DEV ? ListingProductsSchema : undefined,
  }).then((ps) => [...ps].sort((a, b) => a.price - b.price));

export const listingProductsQuery = (listingId: string) =>
  queryOptions({
    queryKey: paymentsKeys.listingProducts(listingId),
    queryFn: ({ signal }) => fetchListingProducts(listingId, signal),
  });

export function useListingProducts(listingId: string) {
  return useQuery(listingProductsQuery(listingId));
}
