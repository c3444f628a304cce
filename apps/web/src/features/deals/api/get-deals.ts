import { queryOptions, useQuery } from '@tanstack/react-query';
import { DealListSchema, DealViewSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { dealKeys } from './keys';
import { dealApiPaths } from './paths';

/** While a deal page is open the other side may act at any time: poll as well as refetch on focus. */
export const DEAL_POLL_MS = 15_000;

/** GET /v1/deal: the caller's deals as seller or buyer, newest first. */
export const fetchMyDeals = (signal?: AbortSignal) =>
  api(dealApiPaths.mine, { signal, schema: import.meta.env.DEV ? DealListSchema : undefined }).then((r) => r.content);

/** GET /v1/deal/{id}: one deal room, for its two parties (staff may read). */
export const fetchDeal = (id: string, signal?: AbortSignal) =>
  api(dealApiPaths.deal(id), { signal, schema: import.meta.env.DEV ? DealViewSchema : undefined });

export const myDealsQuery = () =>
  queryOptions({ queryKey: dealKeys.mine(), queryFn: ({ signal }) => fetchMyDeals(signal), staleTime: 10_000 });

export const dealQuery = (id: string) =>
  queryOptions({ queryKey: dealKeys.detail(id), queryFn: ({ signal }) => fetchDeal(id, signal), staleTime: 5_000 });

export function useMyDeals() {
  return useQuery({ ...myDealsQuery(), refetchInterval: DEAL_POLL_MS, refetchOnWindowFocus: true });
}

export function useDeal(id: string) {
  return useQuery({
    ...dealQuery(id),
    // A finished or cancelled deal does not change any more: stop polling it.
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'open' ? false : DEAL_POLL_MS),
    refetchOnWindowFocus: true,
  });
}
