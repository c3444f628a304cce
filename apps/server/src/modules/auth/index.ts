/*
 * Public entry of the auth module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { accountRoutes } from './account.routes';
export { authRoutes } from './auth.routes';
export { type Caller, type SignedIn, switchSession } from './auth.service';
export { createSession, purgeExpiredSessions, resolveSession, revokeUserSessions } from './sessions.service';
export { findPlainCodes } from './verification-codes.repo';
export { authPlugin } from './auth.plugin';
