// The lazy route module of /admin/craigslist and its four sub-pages (one chunk).
export { ClassifiedsBulkSyncPage } from './bulk-sync-page';
export { ClassifiedsIndexPage } from './index-page';
export { ClassifiedsStatusPage } from './status-page';
export { ClassifiedsSyncPage } from './sync-page';
export { ClassifiedsWorkPage } from './work-page';
