import type { UserRoleFilter } from '@revy/shared';

/** Query keys of the users feature; mutations invalidate through these. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
  batch: (ids: readonly string[]) => [...usersKeys.all, 'batch', ids] as const,
};

/** GET /v1/user's query (UserListQuerySchema): booleans go as 'true' / 'false', left out when not filtering. */
export type UsersListParams = {
  page: number;
  size: number;
  search?: string;
  sort?: string;
  role?: UserRoleFilter;
  verified?: boolean;
  disabled?: boolean;
  signupMethod?: string;
  guests?: boolean;
};
