import { queryOptions, useQuery } from '@tanstack/react-query';
import { PurchaseSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

/** GET /v1/purchase/{id} */
export const fetchPurchase = (id: string, signal?: AbortSignal) =>
  api(paymentApiPaths.purchase(id), { signal, schema: import.meta.env.DEV ? PurchaseSchema : undefined });

export const purchaseQuery = (id: string) =>
  queryOptions({ queryKey: paymentsKeys.purchase(id), queryFn: ({ signal }) => fetchPurchase(id, signal) });

export function usePurchase(id: string | null | undefined) {
  return useQuery({ ...purchaseQuery(id ?? ''), enabled: !!id });
}
