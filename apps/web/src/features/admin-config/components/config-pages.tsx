// The admin-config route pages, one chunk loaded on demand (features/admin-config/index.ts).
export { AdminConfigPage } from './config-list-page';
export { AdminConfigCreatePage } from './config-create-page';
export { AdminConfigItemPage } from './config-item-page';
