/** Query keys of the users feature; mutations invalidate through these. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
};

export type UsersListParams = { page: number; size: number; search?: string; sort?: string };
