import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { resetIdentityCache } from './sign-in';

export const signOut = () => api<void>(apiPaths.auth, { method: 'DELETE' });

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => resetIdentityCache(qc, null),
  });
}
