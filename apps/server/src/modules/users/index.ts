/*
 * Public entry of the users module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { accountRoutes } from './account.routes';
export type { UserRecord } from './user-record';
export { runUserCommand, UsageError, USER_COMMANDS, type UserCommand } from './users.cli';
export { lockMailableUsers } from './mailable-users.repo';
export { existingUserIds, userFirstNameOf } from './user-lookups.repo';
export { toPublicUser, toUser } from './users.mapper';
export { findUsersByIds, userRecordColumns } from './users.repo';
export { usersRoutes } from './users.routes';
export {
  adjustListingCount,
  countUsers,
  createUser,
  findPlainCodes,
  findStaffIds,
  findUserByEmail,
  findUserForSignIn,
  getUserRecord,
  grantPermission,
  mergeUserMetadata,
  recordSignIn,
  setKnownDevices,
  setUserDisabled,
  transferAnonymousData,
} from './users.service';
