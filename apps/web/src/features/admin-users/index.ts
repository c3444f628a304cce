// The admin-users feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each ships in its own chunk. */
export const loadAdminUsersPage = () => import('./components/admin-users-page');
export const loadAdminUserDetailsPage = () => import('./components/admin-user-details-page');
