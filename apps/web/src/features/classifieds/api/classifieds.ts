import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ClassifiedsAdSchema,
  ClassifiedsClaimSchema,
  ClassifiedsListingStateSchema,
  ClassifiedsStatusSchema,
  ClassifiedsSyncResultSchema,
  ClassifiedsWorkPageSchema,
  type ClassifiedsSyncBody,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { classifiedsApiPaths as paths } from '../../../lib/paths';

export const classifiedsKeys = {
  all: ['classifieds'] as const,
  work: (page: number) => [...classifiedsKeys.all, 'work', page] as const,
  status: () => [...classifiedsKeys.all, 'status'] as const,
  ad: (listingId: string) => [...classifiedsKeys.all, 'ad', listingId] as const,
  listing: (listingId: string) => [...classifiedsKeys.all, 'listing', listingId] as const,
};

/** GET /v1/test/craigslist/work (staff): the queue, 20 a page, oldest waiting first. */
export const fetchWork = (page: number, signal?: AbortSignal) =>
  api(paths.work, { query: { page }, signal, schema: import.meta.env.DEV ? ClassifiedsWorkPageSchema : undefined });
export const workQuery = (page: number) =>
  queryOptions({
    queryKey: classifiedsKeys.work(page),
    queryFn: ({ signal }) => fetchWork(page, signal),
    placeholderData: keepPreviousData,
  });
export const useWork = (page: number) => useQuery(workQuery(page));

/** GET /v1/test/craigslist/status (staff) */
export const fetchStatus = (signal?: AbortSignal) =>
  api(paths.status, { signal, schema: import.meta.env.DEV ? ClassifiedsStatusSchema : undefined });
export const statusQuery = () =>
  queryOptions({ queryKey: classifiedsKeys.status(), queryFn: ({ signal }) => fetchStatus(signal) });
export const useClassifiedsStatus = () => useQuery(statusQuery());

/** GET /v1/classifieds/{listingId}/ad (staff): the ready-to-paste ad. */
export const fetchAd = (listingId: string, signal?: AbortSignal) =>
  api(paths.ad(listingId), { signal, schema: import.meta.env.DEV ? ClassifiedsAdSchema : undefined });
export const adQuery = (listingId: string) =>
  queryOptions({ queryKey: classifiedsKeys.ad(listingId), queryFn: ({ signal }) => fetchAd(listingId, signal) });
export const useAd = (listingId: string | null) =>
  useQuery({ ...adQuery(listingId ?? ''), enabled: listingId !== null });

/** GET /v1/classifieds/{listingId} (the seller and staff): where the car is posted. */
export const fetchListingClassifieds = (listingId: string, signal?: AbortSignal) =>
  api(paths.listing(listingId), { signal, schema: import.meta.env.DEV ? ClassifiedsListingStateSchema : undefined });
export const listingClassifiedsQuery = (listingId: string) =>
  queryOptions({
    queryKey: classifiedsKeys.listing(listingId),
    queryFn: ({ signal }) => fetchListingClassifieds(listingId, signal),
  });
export const useListingClassifieds = (listingId: string, enabled = true) =>
  useQuery({ ...listingClassifiedsQuery(listingId), enabled });

/** POST /v1/test/craigslist/sync (staff): per-listing outcomes. */
export const syncPostings = (body: ClassifiedsSyncBody) =>
  api(paths.sync, { method: 'POST', body, schema: import.meta.env.DEV ? ClassifiedsSyncResultSchema : undefined });

/** POST / DELETE /v1/classifieds/{listingId}/claim (staff) */
export const claimItem = (listingId: string) =>
  api(paths.claim(listingId), {
    method: 'POST',
    body: {},
    schema: import.meta.env.DEV ? ClassifiedsClaimSchema : undefined,
  });
export const releaseItem = (listingId: string) => api<null>(paths.claim(listingId), { method: 'DELETE' });

/** Every classifieds mutation changes the queue, the counts and the ad's claim: refresh them all. */
function useClassifiedsMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: classifiedsKeys.all }) });
}
export const useSync = () => useClassifiedsMutation(syncPostings);
export const useClaim = () => useClassifiedsMutation(claimItem);
export const useRelease = () => useClassifiedsMutation(releaseItem);
