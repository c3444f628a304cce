/*
 * Public entry of the tracking module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { trackingPlugin } from './tracking.plugin';
export { trackingUserReferences } from './user-references.repo';
