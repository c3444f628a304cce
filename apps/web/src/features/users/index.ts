// The users feature's public entry: other features and app/ import only from here.
export { useChangePassword } from './api/change-password';
export { isFullUser, useUser } from './api/get-user';
export { useUsers } from './api/get-users';
export { useUsersBatch } from './api/users-batch';
export type { UsersListParams } from './api/keys';
export { useUpdateUser } from './api/update-user';
