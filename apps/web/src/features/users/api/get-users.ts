import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { usersKeys, type UsersListParams } from './keys';

const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));

/** GET /v1/user (staff): a page of users, optionally searched and filtered; guests only when asked. */
export const fetchUsers = (params: UsersListParams) =>
  api<Page<User>>(apiPaths.user.root, {
    query: {
      page: params.page,
      size: params.size,
      search: params.search || undefined,
      sort: params.sort,
      role: params.role,
      verified: flag(params.verified),
      disabled: flag(params.disabled),
      signupMethod: params.signupMethod || undefined,
      guests: params.guests ? 'true' : undefined,
    },
  });

export const usersQuery = (params: UsersListParams) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: () => fetchUsers(params),
    // Keep the old page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersListParams) {
  return useQuery(usersQuery(params));
}
