import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { currentUserKey } from '../../../lib/current-user';
import { usersKeys } from './keys';

/** POST /v1/user/{id}: names and phone for self; `disabled` too for admins. */
export const updateUser = ({ id, input }: { id: string; input: UpdateUserInput }) =>
  api<User>(apiPaths.user.byId(id), { method: 'POST', body: input });

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      qc.setQueryData(usersKeys.detail(user.id), user);
      qc.setQueryData<User | null>(currentUserKey, (cur) => (cur && cur.id === user.id ? user : cur));
      return qc.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}
