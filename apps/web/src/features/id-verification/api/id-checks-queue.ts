import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdVerificationQueuePageSchema, type IdImageKind, type IdVerification } from '@revy/shared';
import { api, ApiError } from '../../../lib/api-client';
import { idVerificationApiPaths as paths } from '../../../lib/paths';

export type IdQueueParams = { page: number; size: number; status: 'processing' | 'requires_input' };

export const idQueueKeys = {
  all: ['id-checks-queue'] as const,
  list: (p: IdQueueParams) => [...idQueueKeys.all, 'list', p] as const,
};

/** GET /v1/idVerification/queue (staff): sent checks, oldest first. */
export const fetchIdQueue = (p: IdQueueParams, signal?: AbortSignal) =>
  api(paths.queue, { query: p, signal, schema: import.meta.env.DEV ? IdVerificationQueuePageSchema : undefined });

export const idQueueQuery = (p: IdQueueParams) =>
  queryOptions({
    queryKey: idQueueKeys.list(p),
    queryFn: ({ signal }) => fetchIdQueue(p, signal),
    placeholderData: keepPreviousData,
  });

export const useIdQueue = (p: IdQueueParams) => useQuery(idQueueQuery(p));

/**
 * POST /v1/idVerification/{id}/image/{kind}/view (staff): the photo as a blob, each look recorded in History by the
 * server. Answered as an object URL the caller revokes.
 */
export async function viewIdPhoto(id: string, kind: IdImageKind, signal?: AbortSignal): Promise<string> {
  const res = await fetch(paths.viewImage(id, kind), {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: { accept: 'image/jpeg, application/json' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
    throw new ApiError({ ...body, message: body.message ?? 'The photo could not be shown', status: res.status });
  }
  return URL.createObjectURL(await res.blob());
}

export function useIdDecisions() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: idQueueKeys.all });
  return {
    approve: useMutation({
      mutationFn: (id: string) => api<IdVerification>(paths.approve(id), { method: 'POST', body: {} }),
      onSettled,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        api<IdVerification>(paths.reject(id), { method: 'POST', body: { reason } }),
      onSettled,
    }),
  };
}
