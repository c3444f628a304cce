// The admin-config feature's public entry: other features and app/ import only from here.

/** Route modules of /admin/config, /admin/config/configrow and /admin/config/{id}, loaded on demand. */
export const loadAdminConfigPages = () => import('./components/config-pages');
