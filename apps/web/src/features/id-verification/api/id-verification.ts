import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IdVerificationListSchema,
  IdVerificationSchema,
  type ErrorBody,
  type IdImageKind,
  type IdVerification,
  type StartIdVerification,
} from '@revy/shared';
import { api, ApiError, parseRetryAfter } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';
import { idVerificationApiPaths as paths } from '../../../lib/paths';

export const idVerificationKeys = {
  all: ['id-verification'] as const,
  ofUser: (userId: string) => [...idVerificationKeys.all, 'user', userId] as const,
  byId: (id: string) => [...idVerificationKeys.all, 'check', id] as const,
};

/** GET /v1/idVerification/user/{userId}: the person's checks (newest first) and whether they are verified. */
export const fetchMyChecks = (userId: string, signal?: AbortSignal) =>
  api(paths.ofUser(userId), { signal, schema: import.meta.env.DEV ? IdVerificationListSchema : undefined });

export const myChecksQuery = (userId: string) =>
  queryOptions({ queryKey: idVerificationKeys.ofUser(userId), queryFn: ({ signal }) => fetchMyChecks(userId, signal) });

export const useMyChecks = (userId: string | undefined) =>
  useQuery({
    ...myChecksQuery(userId ?? ''),
    enabled: !!userId,
    // While staff (or Stripe) look at a sent check, the page asks again now and then for the result.
    refetchInterval: (q) => (q.state.data?.content[0]?.status === 'processing' ? 10_000 : false),
  });

/** GET /v1/idVerification/{id}: re-reads an open Stripe check (the person may be back before the webhook). */
export const fetchCheck = (id: string, signal?: AbortSignal) =>
  api(paths.byId(id), { signal, schema: import.meta.env.DEV ? IdVerificationSchema : undefined });

/** POST /v1/idVerification: the open check, or a new one. */
export const startCheck = (body: StartIdVerification) => api<IdVerification>(paths.root, { method: 'POST', body });

/** POST /v1/idVerification/{id}/submit: both photos to staff. */
export const submitCheck = (id: string) => api<IdVerification>(paths.submit(id), { method: 'POST', body: {} });

export type UploadIdPhotoInput = {
  id: string;
  kind: IdImageKind;
  file: Blob;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /v1/idVerification/{id}/image/{kind} (multipart `file`). XMLHttpRequest rather than fetch, because only XHR
 * reports upload progress; failures become the same ApiError as api().
 */
export function uploadIdPhoto({ id, kind, file, onProgress, signal }: UploadIdPhotoInput): Promise<IdVerification> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file, kind === 'selfie' ? 'selfie.jpg' : 'id-front.jpg');
    xhr.open('POST', paths.image(id, kind));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as IdVerification);
        return;
      }
      const err = (body ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError({
          ...err,
          message: err.message ?? (xhr.statusText || 'Upload failed'),
          status: xhr.status,
          retryAfter: parseRetryAfter(xhr.getResponseHeader('retry-after')),
        }),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError({ name: 'NetworkError', error: 'NETWORK', message: 'Network error', status: 0 }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Mutations of the person's own check; each refreshes their list (and the current user once verified). */
export function useCheckActions(userId: string | undefined) {
  const qc = useQueryClient();
  const onSettled = async () => {
    if (userId) await qc.invalidateQueries({ queryKey: idVerificationKeys.ofUser(userId) });
    await qc.invalidateQueries({ queryKey: currentUserKey });
  };
  return {
    start: useMutation({ mutationFn: startCheck, onSettled }),
    submit: useMutation({ mutationFn: submitCheck, onSettled }),
  };
}
