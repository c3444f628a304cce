import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { usersKeys } from './keys';

/** GET /v1/user/{id}: the full user for self and staff, the public profile for anyone else. */
export const fetchUser = (id: string) => api<User | PublicUser>(apiPaths.user.byId(id));

export const userQuery = (id: string) => queryOptions({ queryKey: usersKeys.detail(id), queryFn: () => fetchUser(id) });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}

/** Whether the answer is the full user (staff or self) rather than the public profile. */
export const isFullUser = (u: User | PublicUser): u is User => 'acl' in u;
