import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IdVerificationListSchema,
  IdVerificationSchema,
  type IdImageKind,
  type IdVerification,
  type StartIdVerification,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';
import { idVerificationApiPaths as paths } from '../../../lib/paths';
import { uploadForm } from '../../../lib/upload';

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
 * POST /v1/idVerification/{id}/image/{kind} (multipart `file`), with upload progress.
 */
export function uploadIdPhoto({ id, kind, file, onProgress, signal }: UploadIdPhotoInput): Promise<IdVerification> {
  const form = new FormData();
  form.append('file', file, kind === 'selfie' ? 'selfie.jpg' : 'id-front.jpg');
  return uploadForm<IdVerification>(paths.image(id, kind), form, { onProgress, signal });
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
