import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Purchase, PurchaseStatus } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

export type PurchaseListParams = { status?: PurchaseStatus; page?: number; size?: number };

/** GET /v1/purchase?status&page&size (staff): a page of purchases, the concierge's queue. */
export const fetchPurchases = (params: PurchaseListParams, signal?: AbortSignal) =>
  api<Page<Purchase> | Purchase[]>(paymentApiPaths.purchases, { query: params, signal }).then((res) =>
    // Read defensively: a bare array is one page of everything.
    Array.isArray(res)
      ? { content: res, totalElements: res.length, size: res.length, number: 0, totalPages: 1 }
      : { ...res, content: res.content ?? [] },
  );

export const purchasesQuery = (params: PurchaseListParams) =>
  queryOptions({
    queryKey: paymentsKeys.purchaseList(params),
    queryFn: ({ signal }) => fetchPurchases(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePurchases(params: PurchaseListParams) {
  return useQuery(purchasesQuery(params));
}
