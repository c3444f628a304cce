import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerifyFinishInput, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { currentUserKey } from '../../../lib/current-user';
import { resetIdentityCache } from './sign-in';

/** PUT /v1/user/emailVerify: sets the pending address and (re)sends its code. */
export const startEmailVerify = (input: { email: string }) =>
  api<unknown>(apiPaths.user.emailVerify, { method: 'PUT', body: input });

export function useStartEmailVerify() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startEmailVerify,
    // The pending address changed on the server; read it back rather than guess the body.
    onSuccess: () => qc.invalidateQueries({ queryKey: currentUserKey }),
  });
}

/** POST /v1/user/emailVerify: checks the code and signs the verified user in. */
export const finishEmailVerify = (input: EmailVerifyFinishInput) =>
  api<{ user: User }>(apiPaths.user.emailVerify, { method: 'POST', body: input });

export function useFinishEmailVerify() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: finishEmailVerify,
    // A link opened in another browser signs a different identity in.
    onSuccess: (res) => resetIdentityCache(qc, res.user),
  });
}
