import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DealBadge, DealBadgeSchema, PriceEstimateSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { firstListingData } from '../../../lib/first-data';

// Built only in development, where responses are checked: the listing page loads this module first (no zod there).
const DealBadgeOrNoneSchema = import.meta.env.DEV ? DealBadgeSchema.nullable() : undefined;

/** Pricing endpoints (issue 6); kept here rather than in lib/paths.ts while the feature settles. */
export const pricingPaths = {
  estimate: (id: string) => `/v1/listing/${encodeURIComponent(id)}/pricing`,
  deal: (id: string) => `/v1/listing/${encodeURIComponent(id)}/deal`,
};

export const pricingKeys = {
  all: ['pricing'] as const,
  estimate: (id: string) => [...pricingKeys.all, 'estimate', id] as const,
  deal: (id: string) => [...pricingKeys.all, 'deal', id] as const,
};

/** GET /v1/listing/{id}/pricing: computed fresh by the server each time. */
export const fetchPriceEstimate = (id: string, signal?: AbortSignal) =>
  api(pricingPaths.estimate(id), { signal, schema: import.meta.env.DEV ? PriceEstimateSchema : undefined });

/** GET /v1/listing/{id}/deal: the stored badge, or null. */
export const fetchDealBadge = (id: string, signal?: AbortSignal) =>
  api(pricingPaths.deal(id), { signal, schema: DealBadgeOrNoneSchema });

export const priceEstimateQuery = (id: string) =>
  queryOptions({
    queryKey: pricingKeys.estimate(id),
    queryFn: ({ signal }) => fetchPriceEstimate(id, signal),
    staleTime: 60_000,
  });

/** The badge sent along with the listing page the app started on, if it came (firstListingData), dated when read. */
const firstDeal = (id: string) => {
  const first = firstListingData(id);
  return first && first.deal !== undefined ? { deal: first.deal as DealBadge | null, at: first.at } : undefined;
};

export const dealBadgeQuery = (id: string) =>
  queryOptions({
    queryKey: pricingKeys.deal(id),
    queryFn: ({ signal }) => fetchDealBadge(id, signal),
    staleTime: 60_000,
    // On the first page, no request and no second render for a badge the server already read.
    initialData: () => firstDeal(id)?.deal,
    initialDataUpdatedAt: () => firstDeal(id)?.at,
  });

export function usePriceEstimate(id: string, enabled = true) {
  return useQuery({ ...priceEstimateQuery(id), enabled });
}

export function useDealBadge(id: string) {
  return useQuery(dealBadgeQuery(id));
}
