import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { userRecordColumns, userRecordJoin } from '../users';
import { forgetCachedSession, forgetCachedUser } from './session-cache';
import { sessions } from './sessions.table';

export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: DbOrTx, values: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(values);
}

function buildLookup(db: Db) {
  const user = userRecordJoin(sessions.userId);
  return db
    .select({ ...userRecordColumns, sessionExpiresAt: sessions.expiresAt, sessionLastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(user.table, user.on)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('revy_session_lookup');
}
// One prepared statement per database: the session lookup runs on nearly every request.
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();

/** The session with its user and the user's grants, in one query. */
export async function findSessionWithUser(db: Db, id: string) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = buildLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id });
  return row ?? null;
}

export async function touchSession(db: DbOrTx, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

// Deletes forget the session cache right away (session-cache.ts): no caller can miss it.
export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  forgetCachedSession(id);
  await db.delete(sessions).where(eq(sessions.id, id));
  forgetCachedSession(id); // again: a request may have cached it while this ran
}

/** Deletes the user's sessions, all or all but `exceptId`; returns how many. */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptId?: string | null): Promise<number> {
  forgetCachedUser(userId);
  const where = exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
  forgetCachedUser(userId);
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}
