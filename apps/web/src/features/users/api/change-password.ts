import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { currentUserKey } from '../../../lib/current-user';

/** POST /v1/user/{id}/passwordChange: needs the current password. */
export const changePassword = ({ id, oldPassword, password }: { id: string; oldPassword: string; password: string }) =>
  api<unknown>(apiPaths.user.passwordChange(id), { method: 'POST', body: { oldPassword, password } });

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: currentUserKey }),
  });
}
