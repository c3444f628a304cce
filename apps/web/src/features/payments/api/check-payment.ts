import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PaymentSchema, type PaymentStatus } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { listingPlanChanged } from './invalidate';
import { paymentsKeys } from './keys';

/** Payment states that can still change without the payer doing anything. */
export const SETTLING: readonly PaymentStatus[] = ['pending', 'requires_action'];
/** How often and how many times to ask again while a payment settles. */
export const CHECK_INTERVAL_MS = 1500;
export const CHECK_ATTEMPTS = 20;

/** GET /v1/payment/{id}/check: re-reads the provider and fulfils the purchase when it is paid. */
export const checkPayment = (id: string, signal?: AbortSignal) =>
  api(paymentApiPaths.checkPayment(id), { signal, schema: import.meta.env.DEV ? PaymentSchema : undefined });

export const paymentCheckQuery = (id: string) =>
  queryOptions({
    queryKey: paymentsKeys.payment(id),
    queryFn: ({ signal }) => checkPayment(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Checks the payment the checkout sent us back with, again every 1.5 s while it settles (up to
 * 20 times); once it succeeded the listing and its purchases are read again.
 */
export function usePaymentCheck(id: string | null) {
  const qc = useQueryClient();
  const q = useQuery({
    ...paymentCheckQuery(id ?? ''),
    enabled: !!id,
    refetchInterval: (query) =>
      query.state.data && SETTLING.includes(query.state.data.status) && query.state.dataUpdateCount < CHECK_ATTEMPTS
        ? CHECK_INTERVAL_MS
        : false,
  });
  const status = q.data?.status;
  const listingId = q.data?.listingId;
  useEffect(() => {
    if (status === 'succeeded') void listingPlanChanged(qc, listingId);
  }, [status, listingId, qc]);
  return q;
}
