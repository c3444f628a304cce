/*
 * Public entry of the users module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export type { UserRecord } from './user-record';
export { runUserCommand, UsageError, USER_COMMANDS, type UserCommand } from './users.cli';
export { findFirstName } from './first-name.repo';
export { lockMailableUsers } from './mailable-users.repo';
export { existingUserIds, userDisplayNames, userFirstNameOf } from './user-lookups.repo';
export { toPublicUser, toUser } from './users.mapper';
export { onUserChanged } from './user-changes';
export { findUsersByIds, selectWithUserRecord } from './users.repo';
export { userMatchCondition } from './user-match.repo';
export { usersRoutes } from './users.routes';
export {
  type AccountFields,
  adjustListingCount,
  claimGuestsByContactEmail,
  countUsers,
  createUser,
  emailTaken,
  findPasswordHash,
  findStaffIds,
  findUserByEmail,
  findUserById,
  findUserForSignIn,
  getUserRecord,
  grantPermission,
  isEmailTaken,
  mergeUserMetadata,
  recordSignIn,
  setAccountFields,
  setGuestContactEmail,
  setIdVerified,
  setKnownDevices,
  setUserDisabled,
  transferAnonymousData,
} from './users.service';
export { plugUserReferenceMovers, type UserReferenceMover } from './user-reference-movers';
