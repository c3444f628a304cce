import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Permission, UserListQuery } from '@revy/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { grants, users } from './users.table';
import { userChanged } from './user-changes';
import { userRecordColumns, type NewUserRow, type UserRecord, type UserRow } from './user-record';

// The record's shape lives in user-record.ts (the session cache names it without importing this repo).
export {
  aclSql,
  userRecordColumns,
  userRecordJoin,
  type NewUserRow,
  type UserRecord,
  type UserRow,
} from './user-record';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRecord | null> {
  const [row] = await db.select(userRecordColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(userRecordColumns).from(users).where(inArray(users.id, ids));
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

/** One page of users, newest first unless sorted otherwise, with the total for the page wrapper. */
export async function listUsers(
  db: DbOrTx,
  q: Pick<UserListQuery, 'page' | 'size' | 'search'> & { sort: { field: UserSortField; dir: 'asc' | 'desc' } | null },
): Promise<{ rows: UserRecord[]; total: number }> {
  let where: SQL | undefined;
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(
      ilike(users.email, pattern),
      ilike(users.unverifiedEmail, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
  }
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
