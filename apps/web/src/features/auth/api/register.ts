import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { resetIdentityCache } from './sign-in';

/**
 * POST /v1/user: creates the account (an anonymous caller is upgraded in place), signs it in
 * and emails a 6-digit code. The server answers the user itself (201); `{user}` is accepted
 * too, as the brief described it that way.
 */
export async function register(input: RegisterInput): Promise<{ user: User }> {
  const res = await api<User | { user: User }>(apiPaths.user.root, { method: 'POST', body: input });
  return 'user' in res ? res : { user: res };
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: register,
    // A new identity: nothing cached for the previous (maybe anonymous) one may show.
    onSuccess: (res) => resetIdentityCache(qc, res.user),
  });
}
