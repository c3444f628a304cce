import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PurchaseSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

const PurchasesSchema = z.array(PurchaseSchema);

/** GET /v1/purchase/listing/{listingId}: every purchase of the listing, with its latest payment. */
export const fetchListingPurchases = (listingId: string, signal?: AbortSignal) =>
  api(paymentApiPaths.listingPurchases(listingId), {
    signal,
    schema: import.meta.env.DEV ? PurchasesSchema : undefined,
  });

export const listingPurchasesQuery = (listingId: string) =>
  queryOptions({
    queryKey: paymentsKeys.listingPurchases(listingId),
    queryFn: ({ signal }) => fetchListingPurchases(listingId, signal),
  });

export function useListingPurchases(listingId: string) {
  return useQuery(listingPurchasesQuery(listingId));
}
