import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@revy/shared';
import { api, isApiError } from './api-client';
import { apiPaths } from './paths';

export const currentUserKey = ['user', 'current'] as const;

/**
 * Spec 8: a NotAuthorizedException (disabled account) is rethrown; any other failure means
 * there is no current user.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api<User>(apiPaths.user.current);
  } catch (err) {
    if (isApiError(err) && err.name === 'NotAuthorizedException') throw err;
    if (isApiError(err) && (err.status === 0 || err.status >= 500)) throw err;
    return null;
  }
}

export const currentUserQuery = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime: 5 * 60_000, retry: false });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
