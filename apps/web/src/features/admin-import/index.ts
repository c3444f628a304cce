// The admin-import feature's public entry: other features and app/ import only from here.

/** Route module, loaded on demand so it ships in its own chunk. */
export const loadAdminImportPage = () => import('./components/admin-import-page');
