import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './users.table';

/*
 * Small reads of the users table other modules need inside their own queries or batches (issue 14: moved from
 * feed.repo.ts and assistant.repo.ts so that they do not query the users table; the SQL is unchanged).
 */

/** Which of `ids` are users (disabled ones too): one query for a whole batch. */
export async function existingUserIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id);
}

/** The first name of the user `userId` (a column or expression of the caller's query), as a scalar subquery. */
export const userFirstNameOf = (userId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select u.first_name from ${users} u where u.id = ${userId})`;

/**
 * How staff see some people in a list: their full name, else their email, else "Guest" (anonymous users): one query
 * for a whole page (the concierge queues, issue 16).
 */
export async function userDisplayNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, [r.first, r.last].filter(Boolean).join(' ').trim() || r.email || 'Guest']));
}
