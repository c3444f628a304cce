/*
 * Public entry of the saved module (issue 19): saved cars, saved searches and their alerts. The only file other
 * modules, app.ts and the test harness import (eslint import-x/no-restricted-paths).
 */

export { savedListingChanged } from './listing-change.port';
export { savedJobs } from './saved.jobs';
export { savedRoutes } from './saved.routes';
export { savedUserReferences } from './user-references.repo';
