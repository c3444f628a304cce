/*
 * Public entry of the auth module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { RATE_RULES, rateKeys } from './auth.rate-limits';
export { authRoutes } from './auth.routes';
export { type Caller, checkOwnPassword, type SignedIn, switchSession } from './auth.service';
export { forgetCachedUser } from './session-cache';
export { createSession, purgeExpiredSessions, resolveSession, revokeUserSessions } from './sessions.service';
export { clearSignInThrottle } from './sign-in-throttle';
export { authPlugin } from './auth.plugin';
