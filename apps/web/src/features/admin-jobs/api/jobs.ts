import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminJob, AdminJobPageSchema, type JobState } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { jobApiPaths } from '../../../lib/paths';

/** GET /v1/admin/jobs as the page asks for it; no state means failed and retrying jobs. */
export type JobListParams = { state?: JobState; name?: string; page?: number; size?: number };

export const jobKeys = {
  all: ['admin-jobs'] as const,
  list: (params: JobListParams) => [...jobKeys.all, 'list', params] as const,
};

/** GET /v1/admin/jobs (staff) */
export const fetchJobs = (params: JobListParams, signal?: AbortSignal) =>
  api(jobApiPaths.root, { query: params, signal, schema: import.meta.env.DEV ? AdminJobPageSchema : undefined });

export const jobsQuery = (params: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => fetchJobs(params, signal),
    placeholderData: keepPreviousData,
  });

export const useJobs = (params: JobListParams) => useQuery(jobsQuery(params));

/** POST /v1/admin/jobs/{id}/retry (staff): a failed job runs again. */
export const retryJob = (id: string) => api<AdminJob>(jobApiPaths.retry(id), { method: 'POST', body: {} });

export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSettled: () => qc.invalidateQueries({ queryKey: jobKeys.all }) });
}
