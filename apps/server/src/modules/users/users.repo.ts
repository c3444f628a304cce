import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Permission, UserListQuery } from '@revy/shared';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { grants, users } from './users.table';
import { userChanged } from './user-changes';
import { userRecordColumns, type NewUserRow, type UserRecord, type UserRow } from './user-record';

// The record's shape lives in user-record.ts (the session cache names it without importing this repo).
export { aclSql, userRecordColumns, type NewUserRow, type UserRecord, type UserRow } from './user-record';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRecord | null> {
  const [row] = await db.select(userRecordColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(userRecordColumns).from(users).where(inArray(users.id, ids));
}

/**
 * A select from another module's table `from`, each row joined (inner) to the record of the user in `userId`, grants
 * included: one query. The caller adds its own columns, then where and prepare. Here so that auth's session lookup,
 * run on nearly every request, stays one query without auth reading the users table itself (issue 14).
 */
export function selectWithUserRecord<TColumns extends SelectedFields>(
  db: Db,
  from: PgTable,
  userId: PgColumn,
  columns: TColumns,
) {
  return db
    .select({ ...userRecordColumns, ...columns })
    .from(from)
    .innerJoin(users, eq(users.id, userId));
}

/** The user whose (current) email is `email`, with the password hash, for sign-in. */
export async function findUserWithPasswordByEmail(
  db: DbOrTx,
  email: string,
): Promise<(UserRecord & { passwordHash: string | null }) | null> {
  const [row] = await db
    .select({ ...userRecordColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findPasswordHash(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.passwordHash ?? null;
}

/** Whether another user than `exceptId` has `email` as their email. */
export async function isEmailTaken(db: DbOrTx, email: string, exceptId?: string | null): Promise<boolean> {
  const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return !!row;
}

/** Anonymous users who left `email` for replies (issue 19), locked: a verified owner of the address takes them over. */
export async function guestIdsByContactEmail(db: DbOrTx, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.contactEmail, email), isNull(users.email)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

// Writes to a user or their grants tell user-changes.ts (auth's session cache forgets the user's sessions).
export async function updateUserRow(db: DbOrTx, id: string, patch: PgUpdateSetSource<typeof users>): Promise<boolean> {
  userChanged(id);
  const rows = await db.update(users).set(patch).where(eq(users.id, id)).returning({ id: users.id });
  userChanged(id); // again: a request may have cached the old row while this ran
  return rows.length > 0;
}

export async function deleteUserRow(db: DbOrTx, id: string): Promise<void> {
  userChanged(id);
  await db.delete(users).where(eq(users.id, id));
}

/** Locks the user row for a read-modify-write (metadata merge). */
export async function lockUserMetadata(db: DbOrTx, id: string): Promise<UserRow['metadata'] | null> {
  const [row] = await db.select({ metadata: users.metadata }).from(users).where(eq(users.id, id)).for('update');
  return row?.metadata ?? null;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
} as const;
export type UserSortField = keyof typeof SORT_COLUMNS;

/** `%text%` for ilike, with the pattern characters in `text` matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A global (untargeted) grant of one of `permissions` exists for the user row. */
const hasGlobalGrant = (permissions: Permission[]) =>
  sql`exists (select 1 from ${grants} g where g.user_id = ${users.id} and g.target_id is null and g.permission in (${sql.join(
    permissions.map((p) => sql`${p}`),
    sql`, `,
  )}))`;

/**
 * The where clause of GET /v1/user: search over emails, names and phone (a phone matches on its digits too, so
 * "555 0100" finds "+1 (555) 010-0"), the filters, and guests (no email) left out unless asked for.
 */
function userListWhere(q: UserListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const pattern = containing(q.search);
    const digits = q.search.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.unverifiedEmail, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.phone, pattern),
        digits.length >= 3
          ? sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
      ),
    );
  }
  if (q.role === 'admin') conditions.push(hasGlobalGrant(['admin']));
  else if (q.role === 'concierge') conditions.push(hasGlobalGrant(['concierge']));
  else if (q.role === 'user') conditions.push(sql`not ${hasGlobalGrant(['admin', 'concierge'])}`);
  if (q.verified === true) conditions.push(and(isNotNull(users.email), isNull(users.unverifiedEmail)));
  if (q.verified === false) conditions.push(or(isNull(users.email), isNotNull(users.unverifiedEmail)));
  if (q.disabled !== undefined) conditions.push(eq(users.disabled, q.disabled));
  if (q.signupMethod) conditions.push(eq(users.signupMethod, q.signupMethod));
  if (!q.guests) conditions.push(isNotNull(users.email));
  return and(...conditions);
}

export type UserListFilters = Pick<
  UserListQuery,
  'search' | 'role' | 'verified' | 'disabled' | 'signupMethod' | 'guests'
>;

/** One page of users, newest first unless sorted otherwise, with the total for the page wrapper. */
export async function listUsers(
  db: DbOrTx,
  q: Pick<UserListQuery, 'page' | 'size'> &
    UserListFilters & { sort: { field: UserSortField; dir: 'asc' | 'desc' } | null },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = userListWhere(q);
  const order = q.sort
    ? [(q.sort.dir === 'asc' ? asc : desc)(SORT_COLUMNS[q.sort.field]), desc(users.id)]
    : [desc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(userRecordColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertGrant(
  db: DbOrTx,
  g: { userId: string; permission: Permission; targetId?: string | null; createdBy?: string | null },
): Promise<boolean> {
  userChanged(g.userId);
  const rows = await db
    .insert(grants)
    .values({
      userId: g.userId,
      permission: g.permission,
      targetId: g.targetId ?? null,
      createdBy: g.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: grants.id });
  return rows.length > 0;
}

export async function deleteGrant(
  db: DbOrTx,
  g: { userId: string; permission: Permission; targetId?: string | null },
): Promise<boolean> {
  userChanged(g.userId);
  const target = g.targetId ? eq(grants.targetId, g.targetId) : isNull(grants.targetId);
  const rows = await db
    .delete(grants)
    .where(and(eq(grants.userId, g.userId), eq(grants.permission, g.permission), target))
    .returning({ id: grants.id });
  return rows.length > 0;
}

/** Ids of enabled staff (a global admin or concierge grant), oldest account first, at most `limit`. */
export async function findStaffIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .innerJoin(grants, eq(grants.userId, users.id))
    .where(and(eq(users.disabled, false), isNull(grants.targetId), inArray(grants.permission, ['admin', 'concierge'])))
    .orderBy(asc(users.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
