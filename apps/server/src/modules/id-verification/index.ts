/*
 * Public entry of the id-verification module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { idVerificationJobs } from './id-verification.jobs';
export { idVerificationRoutes } from './id-verification.routes';
export { purgeDecidedImages } from './id-verification-review.service';
export { idVerificationUserReferences } from './user-references.repo';
