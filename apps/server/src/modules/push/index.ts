/*
 * Public entry of the push module (issue 19, decision 048): Web Push to the user's browsers. The only file other
 * modules, app.ts and the test harness import (eslint import-x/no-restricted-paths).
 */

export { pushJobs, pushUpkeepJobs } from './push.jobs';
export { pushRoutes } from './push.routes';
export { queuePushes, type PushItem } from './push.service';
export { pushUserReferences } from './push.repo';
