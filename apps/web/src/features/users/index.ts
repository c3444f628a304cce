// The users feature's public entry: other features and app/ import only from here.
export { useChangePassword } from './api/change-password';
export { isFullUser, useUser } from './api/get-user';
export { useUsers } from './api/get-users';
export { useUpdateUser } from './api/update-user';
