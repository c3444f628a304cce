import { queryOptions, useQuery } from '@tanstack/react-query';
import { VinReportAvailabilitySchema, type VinReportAvailability } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { reportApiPaths } from './report-paths';

/** GET /v1/listing/{id}/vinaudit/check-availability */
export const fetchReportAvailability = (listingId: string, signal?: AbortSignal): Promise<VinReportAvailability> =>
  api(reportApiPaths.availability(listingId), {
    signal,
    schema: import.meta.env.DEV ? VinReportAvailabilitySchema : undefined,
  });

export const reportAvailabilityQuery = (listingId: string) =>
  queryOptions({
    queryKey: ['vehicle-history', listingId, 'availability'] as const,
    queryFn: ({ signal }) => fetchReportAvailability(listingId, signal),
    // The answer changes only when the seller edits the VIN or the provider's records change.
    staleTime: 5 * 60_000,
  });

export function useReportAvailability(listingId: string, opts: { enabled: boolean }) {
  return useQuery({ ...reportAvailabilityQuery(listingId), enabled: opts.enabled });
}
