/*
 * Public entry of the deals module (the deal room and spec 7's key transfer service, issue 18): the only file other
 * modules, app.ts and the test harness import (issue 14, eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { dealJobs } from './deals.jobs';
export { dealOfferHook } from './deals.service';
export { dealRoomRoutes } from './deal-room.routes';
export { keysavvyRoutes } from './keysavvy.routes';
export { titleTransferUserReferences } from './user-references.repo';
