import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { resetIdentityCache } from './sign-in';

/** POST /v1/user: creates the account, signs it in and emails a 6-digit code. */
export const register = (input: RegisterInput) => api<{ user: User }>(apiPaths.user.root, { method: 'POST', body: input });

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: register,
    // A new identity: nothing cached for the previous (maybe anonymous) one may show.
    onSuccess: (res) => resetIdentityCache(qc, res.user),
  });
}
