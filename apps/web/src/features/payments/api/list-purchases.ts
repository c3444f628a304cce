import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSchema, PurchaseSchema, type PurchaseStatus } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

const PurchasePageSchema = pageSchema(PurchaseSchema);

export type PurchaseListParams = { status?: PurchaseStatus; page?: number; size?: number };

/** GET /v1/purchase?status&page&size (staff): a page of purchases, the concierge's queue. */
export const fetchPurchases = (params: PurchaseListParams, signal?: AbortSignal) =>
  api(paymentApiPaths.purchases, {
    query: params,
    signal,
    schema: import.meta.env.DEV ? PurchasePageSchema : undefined,
  });

export const purchasesQuery = (params: PurchaseListParams) =>
  queryOptions({
    queryKey: paymentsKeys.purchaseList(params),
    queryFn: ({ signal }) => fetchPurchases(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePurchases(params: PurchaseListParams) {
  return useQuery(purchasesQuery(params));
}
