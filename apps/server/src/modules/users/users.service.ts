import {
  isAdmin,
  canEditUserField,
  isStaff,
  USER_FIELD_EDITORS,
  type EditableUserField,
  parseSort,
  toPage,
  USER_SORT_FIELDS,
  type Page,
  type Permission,
  type PublicUser,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  type UserMetadata,
} from '@revy/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { toPublicUser, toUser } from './users.mapper';
import * as repo from './users.repo';
import type { UserRecord, UserSortField } from './users.repo';
import { users } from './users.table';
import { moveUserReferences } from './anonymous-transfer.repo';

export type { UserRecord } from './users.repo';

/** The user, or 404. */
export async function getUserRecord(db: DbOrTx, id: string): Promise<UserRecord> {
  const user = await repo.findUserById(db, id);
  if (!user) throw notFound('User');
  return user;
}

/** The user, or null (auth's account flows answer their own error for an unknown user). */
export function findUserById(db: DbOrTx, id: string): Promise<UserRecord | null> {
  return repo.findUserById(db, id);
}

const canSeeFull = (viewer: UserRecord | null, id: string) => !!viewer && (viewer.id === id || isStaff(viewer));

/** GET /v1/user/{id}: the full user for self and staff, the public profile for anyone else. */
export async function getUserForViewer(
  ctx: AppContext,
  viewer: UserRecord | null,
  id: string,
): Promise<User | PublicUser> {
  const user = await getUserRecord(ctx.db, id);
  return canSeeFull(viewer, id) ? toUser(user) : toPublicUser(user);
}

/** POST /v1/user/batch: users in the order asked, unknown ids skipped; full records for staff. */
export async function findUsersBatch(
  ctx: AppContext,
  viewer: UserRecord | null,
  ids: string[],
): Promise<(User | PublicUser)[]> {
  const unique = [...new Set(ids)];
  const byId = new Map((await repo.findUsersByIds(ctx.db, unique)).map((u) => [u.id, u]));
  return unique.flatMap((id) => {
    const u = byId.get(id);
    if (!u) return [];
    return [canSeeFull(viewer, id) ? toUser(u) : toPublicUser(u)];
  });
}

/** GET /v1/user (staff): a page of users, with a search over emails, names and phone, and filters (guests hidden). */
export async function findUsers(ctx: AppContext, query: UserListQuery): Promise<Page<User>> {
  const sort = parseSort(query.sort);
  if (sort && !(USER_SORT_FIELDS as readonly string[]).includes(sort.field)) {
    throw validationFailed({ sort: `Sort by one of ${USER_SORT_FIELDS.join(', ')}` });
  }
  const { rows, total } = await repo.listUsers(ctx.db, {
    ...query,
    sort: sort as { field: UserSortField; dir: 'asc' | 'desc' } | null,
  });
  return toPage(rows.map(toUser), total, query);
}

/**
 * POST /v1/user/{id}: names and phone by the user or staff; `disabled` by admins only, and
 * never on oneself (an admin could lock everyone out).
 */
export async function updateUser(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: UpdateUserInput,
): Promise<User> {
  if (actor.id !== id && !isStaff(actor)) throw forbidden('You may only edit your own profile');
  const current = await getUserRecord(ctx.db, id);
  // A body carrying the user's id is the GET body sent back whole (decision 019): only the fields
  // whose value differs are changes, so a concierge saving a profile back unchanged is not refused
  // over names they may not edit. A partial body names what it means to set: each field it sends
  // needs the right to change it, even with the saved value (decision 017's table).
  const named = (Object.keys(USER_FIELD_EDITORS) as EditableUserField[]).filter((f) => input[f] !== undefined);
  const whole = input.id !== undefined;
  const changed = named.filter((f) => input[f] !== current[f]);
  for (const f of ['firstName', 'lastName'] as const) {
    if (changed.includes(f) && input[f] === null) throw validationFailed({ [f]: 'Required' });
  }
  // Per field, by the shared rule (decision 017): names and phone are the user's or an admin's,
  // disabling an admin's (never on oneself). Nothing is changed unless every field is allowed.
  const refused = (whole ? changed : named).filter((f) => !canEditUserField(actor, id, f));
  if (refused.length) {
    if (refused.includes('disabled') && isAdmin(actor))
      throw new AppError('BAD_REQUEST', 'You cannot disable your own account');
    if (refused.includes('disabled')) throw forbidden('Only admins may disable or enable users');
    throw forbidden(`Only the user and admins may change ${refused.join(', ')}`);
  }
  const patch: Partial<Pick<repo.NewUserRow, 'firstName' | 'lastName' | 'phone' | 'disabled'>> = {};
  for (const f of changed) Object.assign(patch, { [f]: input[f] });
  if (Object.keys(patch).length > 0 && !(await repo.updateUserRow(ctx.db, id, patch))) throw notFound('User');
  return toUser(await getUserRecord(ctx.db, id));
}

/**
 * POST /v1/user/{id}/metadata: merges feature-flag overrides (spec 6) into metadata.featureFlags;
 * an empty string removes a flag. Self or admin.
 */
export async function patchUserMetadata(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  patch: { featureFlags?: Record<string, string> | undefined; distinctId?: string | undefined },
): Promise<User> {
  if (actor.id !== id && !isAdmin(actor)) throw forbidden('You may only change your own settings');
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockUserMetadata(tx, id);
    if (!current) throw notFound('User');
    const next: UserMetadata = { ...current };
    if (patch.featureFlags) {
      const flags = { ...(current.featureFlags ?? {}) };
      for (const [name, value] of Object.entries(patch.featureFlags)) {
        if (value === '') delete flags[name];
        else flags[name] = value;
      }
      next.featureFlags = flags;
    }
    if (patch.distinctId !== undefined) next.distinctId = patch.distinctId;
    await repo.updateUserRow(tx, id, { metadata: next });
  });
  return toUser(await getUserRecord(ctx.db, id));
}

/** Merges top-level keys into metadata (sign-in attribution ids); undefined values are skipped. */
export async function mergeUserMetadata(
  db: DbOrTx,
  id: string,
  values: Record<string, string | undefined>,
): Promise<void> {
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return;
  await repo.updateUserRow(db, id, { metadata: sql`${users.metadata} || ${JSON.stringify(defined)}::jsonb` });
}

/** The hashes of the browsers that signed in to this account (decision 016), newest first. */
export async function setKnownDevices(db: DbOrTx, id: string, hashes: string[]): Promise<void> {
  await repo.updateUserRow(db, id, {
    metadata: sql`${users.metadata} || ${JSON.stringify({ knownDevices: hashes })}::jsonb`,
  });
}

export type CreateUserInput = {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  signupMethod: 'anonymous' | 'email' | 'cli' | 'seed' | 'google' | 'apple' | 'facebook';
  /** Mark the email as verified (CLI, seed, tests); otherwise it waits for its code. */
  verified?: boolean;
  roles?: ('admin' | 'concierge')[];
  metadata?: UserMetadata;
};

/** Creates a user (anonymous, registered, CLI or seed), mapping a taken email to 409 EMAIL_TAKEN. */
export async function createUser(db: DbOrTx, input: CreateUserInput): Promise<UserRecord> {
  const email = input.email?.trim().toLowerCase() || null;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const newId = await repo.insertUser(tx, {
        email,
        unverifiedEmail: email && !input.verified ? email : null,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        phone: input.phone ?? null,
        signupMethod: input.signupMethod,
        metadata: input.metadata ?? {},
      });
      for (const role of input.roles ?? []) await repo.insertGrant(tx, { userId: newId, permission: role });
      return newId;
    });
    return getUserRecord(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists. Try signing in.', {
    fields: { email: 'An account with this email already exists' },
  });

/** How many users exist (the demo seed runs only on an empty database). */
export function countUsers(db: DbOrTx): Promise<number> {
  return repo.countUsers(db);
}

/** Finds a user by their (current) email, for the CLI and sign-in. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRecord | null> {
  const found = await repo.findUserWithPasswordByEmail(db, email);
  if (!found) return null;
  const { passwordHash: _p, ...user } = found;
  return user;
}

/** The user with this email and their password hash (sign-in only). */
export function findUserForSignIn(db: DbOrTx, email: string) {
  return repo.findUserWithPasswordByEmail(db, email);
}

/** The user's password hash, or null for anonymous and passwordless users. */
export function findPasswordHash(db: DbOrTx, userId: string) {
  return repo.findPasswordHash(db, userId);
}

/** Whether another user than `exceptId` has `email` as their email (registration, email change). */
export function isEmailTaken(db: DbOrTx, email: string, exceptId?: string | null): Promise<boolean> {
  return repo.isEmailTaken(db, email, exceptId);
}

/** The fields auth's account flows set: registration, email verification, password reset and change. */
export type AccountFields = Partial<
  Pick<
    repo.NewUserRow,
    'email' | 'unverifiedEmail' | 'contactEmail' | 'passwordHash' | 'firstName' | 'lastName' | 'phone' | 'signupMethod'
  >
>;

/** Sets account fields of the user (in the caller's transaction when given one); false when there is no such user. */
export function setAccountFields(db: DbOrTx, id: string, fields: AccountFields): Promise<boolean> {
  return repo.updateUserRow(db, id, fields);
}

export async function recordSignIn(db: DbOrTx, userId: string): Promise<void> {
  await repo.updateUserRow(db, userId, { lastSignInAt: new Date() });
}

/** Adds a grant (spec 6); returns false when the user already held it. */
export function grantPermission(
  db: DbOrTx,
  g: { userId: string; permission: Permission; targetId?: string | null; createdBy?: string | null },
): Promise<boolean> {
  return repo.insertGrant(db, g);
}

/** Removes a grant; returns false when there was none. */
export function revokePermission(db: DbOrTx, g: { userId: string; permission: Permission; targetId?: string | null }) {
  return repo.deleteGrant(db, g);
}

/** Disables or enables a user. Their sessions stay, so the web app can tell them why (403). */
export async function setUserDisabled(db: DbOrTx, userId: string, disabled: boolean): Promise<void> {
  if (!(await repo.updateUserRow(db, userId, { disabled }))) throw notFound('User');
}

/** Sets users.is_id_verified (issue 18: the id-verification module's decision); 404 for an unknown user. */
export async function setIdVerified(db: DbOrTx, userId: string, isIdVerified: boolean): Promise<void> {
  if (!(await repo.updateUserRow(db, userId, { isIdVerified }))) throw notFound('User');
}

/**
 * Moves everything an anonymous user made (listings, chats and messages, assets, forms,
 * events, payments, tracking, grants...) to the user who just signed in or verified, then
 * deletes the anonymous user (its sessions and codes go with it by cascade). Call inside a
 * transaction. Does nothing when `fromUserId` is not anonymous. A table that gains a user
 * reference must be added to moveUserReferences (anonymous-transfer.repo.ts).
 */
export async function transferAnonymousData(tx: DbOrTx, fromUserId: string, toUserId: string): Promise<void> {
  if (fromUserId === toUserId) return;
  const from = await repo.findUserById(tx, fromUserId);
  if (!from || from.email) return; // only anonymous users are merged away
  await moveUserReferences(tx, fromUserId, toUserId, from.listingCount);
  await repo.deleteUserRow(tx, fromUserId);
}

/** Keeps users.listing_count in step when a listing is created (+1) or deleted (-1). */
export async function adjustListingCount(db: DbOrTx, userId: string, delta: number): Promise<void> {
  await repo.updateUserRow(db, userId, { listingCount: sql`greatest(0, ${users.listingCount} + ${delta})` });
}

/** Staff to tell about work waiting for a concierge (escalations); capped, oldest accounts first. */
export function findStaffIds(db: DbOrTx, limit = 50): Promise<string[]> {
  return repo.findStaffIds(db, limit);
}

/**
 * Issue 19: a guest's address for the seller's replies. An address that belongs to an account is refused (409
 * EMAIL_TAKEN, "sign in instead") and nothing is written, so a guest can never attach a conversation to someone
 * else's account; the answer says no more than registration's own check does.
 */
export async function setGuestContactEmail(db: DbOrTx, userId: string, email: string): Promise<void> {
  if (await repo.isEmailTaken(db, email)) {
    throw new AppError(
      'EMAIL_TAKEN',
      'This email belongs to a Revy account. Sign in to keep this conversation there.',
      {
        fields: { email: 'This email belongs to an account: sign in instead' },
      },
    );
  }
  await repo.updateUserRow(db, userId, { contactEmail: email });
}

/**
 * Issue 19: once `userId` has proved it owns `email` (the emailed code), the guests who left that address for
 * replies on any device are merged into the account, so their conversations follow them (transferAnonymousData).
 */
export async function claimGuestsByContactEmail(tx: DbOrTx, email: string, userId: string): Promise<number> {
  const guests = await repo.guestIdsByContactEmail(tx, email);
  for (const id of guests) if (id !== userId) await transferAnonymousData(tx, id, userId);
  return guests.filter((id) => id !== userId).length;
}
