import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DealAuthSchema, DealBuyersSchema, DealViewSchema, type SellerInitiate } from '@revy/shared';
import { api, isApiError } from '../../../lib/api-client';
import type { DealView } from '../lib/types';
import { dealKeys } from './keys';
import { dealApiPaths } from './paths';

/** GET /v1/keysavvy/listing/{id}/buyers: who the seller may choose (offer, verified badge, chat). */
export const fetchDealBuyers = (listingId: string, signal?: AbortSignal) =>
  api(dealApiPaths.buyers(listingId), { signal, schema: import.meta.env.DEV ? DealBuyersSchema : undefined }).then(
    (r) => r.content,
  );

/** GET /v1/keysavvy/listing/{id}/deal-auth: the caller's role on the listing and whether they may start. */
export const fetchDealAuth = (listingId: string, signal?: AbortSignal) =>
  api(dealApiPaths.dealAuth(listingId), { signal, schema: import.meta.env.DEV ? DealAuthSchema : undefined });

/** GET /v1/keysavvy/listing/{id}/buyer-deal: the caller's own deal on the listing, null when none (404). */
export async function fetchBuyerDeal(listingId: string, signal?: AbortSignal): Promise<DealView | null> {
  try {
    return await api(dealApiPaths.buyerDeal(listingId), {
      signal,
      schema: import.meta.env.DEV ? DealViewSchema : undefined,
    });
  } catch (err) {
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
}

export const dealBuyersQuery = (listingId: string) =>
  queryOptions({ queryKey: dealKeys.buyers(listingId), queryFn: ({ signal }) => fetchDealBuyers(listingId, signal) });

export const dealAuthQuery = (listingId: string) =>
  queryOptions({
    queryKey: dealKeys.auth(listingId),
    queryFn: ({ signal }) => fetchDealAuth(listingId, signal),
    staleTime: 30_000,
  });

export const buyerDealQuery = (listingId: string) =>
  queryOptions({
    queryKey: dealKeys.buyerDeal(listingId),
    queryFn: ({ signal }) => fetchBuyerDeal(listingId, signal),
    staleTime: 30_000,
  });

export function useDealBuyers(listingId: string, enabled = true) {
  return useQuery({ ...dealBuyersQuery(listingId), enabled });
}

export function useDealAuth(listingId: string, enabled = true) {
  return useQuery({ ...dealAuthQuery(listingId), enabled });
}

export function useBuyerDeal(listingId: string, enabled = true) {
  return useQuery({ ...buyerDealQuery(listingId), enabled });
}

export type StartDeal = ({ by: 'seller' } & SellerInitiate) | { by: 'buyer'; listingId: string };

/** POST seller-initiate or buyer-initiate: opens the deal and answers it. */
export function startDeal(input: StartDeal): Promise<DealView> {
  if (input.by === 'seller') {
    const { by: _by, ...body } = input;
    return api<DealView>(dealApiPaths.sellerInitiate, { method: 'POST', body });
  }
  return api<DealView>(dealApiPaths.buyerInitiate, { method: 'POST', body: { listingId: input.listingId } });
}

export function useStartDeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startDeal,
    onSuccess: (deal) => qc.setQueryData(dealKeys.detail(deal.id), deal),
    onSettled: () => qc.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
