import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { usersKeys } from './keys';

/** POST /v1/user/batch: users by ids in one call (full records for staff, public profiles otherwise). */
export const fetchUsersBatch = (ids: readonly string[]) =>
  api<(User | PublicUser)[]>(apiPaths.user.batch, { method: 'POST', body: { ids } });

export const usersBatchQuery = (ids: readonly string[]) => {
  // Sorted and unique, so the same people on another page share the cache entry.
  const key = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: usersKeys.batch(key),
    queryFn: () => fetchUsersBatch(key),
    enabled: key.length > 0,
    staleTime: 60_000,
    select: (users) => new Map(users.map((u) => [u.id, u])),
  });
};

/** The people named by `ids` (who saved a change, who got a notification), as a map by id. */
export function useUsersBatch(ids: readonly string[]) {
  return useQuery(usersBatchQuery(ids));
}
