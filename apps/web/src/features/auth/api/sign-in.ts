import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SignInInput, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { forgetFeed } from '../../../lib/feed/feed';
import { currentUserKey } from '../../../lib/current-user';

export type AuthResponse = { user: User; next?: string };

/**
 * Spec 4: signing in or out clears cached listings, chats, assets and feed, so nothing of the
 * previous identity shows. Then the new user is put in the cache.
 */
export function resetIdentityCache(qc: QueryClient, user: User | null) {
  qc.clear();
  forgetFeed();
  qc.setQueryData(currentUserKey, user);
}

export const signIn = (input: SignInInput) => api<AuthResponse>(apiPaths.auth, { method: 'POST', body: input });

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (res) => resetIdentityCache(qc, res.user),
  });
}
