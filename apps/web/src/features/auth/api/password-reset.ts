import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { currentUserKey } from '../../../lib/current-user';

/** POST /v1/user/passwordReset/start: answers 204 whether or not the account exists. */
export const startPasswordReset = (input: { email: string }) =>
  api<void>(apiPaths.user.passwordResetStart, { method: 'POST', body: input });

export function useStartPasswordReset() {
  return useMutation({ mutationFn: startPasswordReset });
}

/** POST /v1/user/passwordReset/finish: sets the new password; the user then signs in. */
export const finishPasswordReset = (input: { resetCode: string; password: string }) =>
  api<void>(apiPaths.user.passwordResetFinish, { method: 'POST', body: input });

export function useFinishPasswordReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: finishPasswordReset,
    // The server ends every session of that user, this browser's included if it was theirs.
    onSuccess: () => qc.invalidateQueries({ queryKey: currentUserKey }),
  });
}
