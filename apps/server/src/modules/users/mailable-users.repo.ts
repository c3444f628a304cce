import { and, eq, inArray, isNotNull, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './users.table';

/**
 * Users among `ids` and not among `excludeIds` (both subqueries of user ids from the caller's own tables) who
 * have an email and are not disabled, locked FOR UPDATE SKIP LOCKED. Here so that a module mailing users (the
 * notifications digest) picks and locks them in one query without reading the users table itself (issue 14).
 * With `guests`, anonymous users who left an address for replies (contactEmail, issue 19) count too, mailed there;
 * `guest` says which they are.
 */
export function lockMailableUsers(
  db: DbOrTx,
  opts: { ids: SQLWrapper; excludeIds: SQLWrapper; limit: number; guests?: boolean },
) {
  return db
    .select({
      id: users.id,
      email: sql<string | null>`coalesce(${users.email}, ${users.contactEmail})`,
      firstName: users.firstName,
      guest: sql<boolean>`${users.email} is null`,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, opts.ids),
        notInArray(users.id, opts.excludeIds),
        opts.guests ? or(isNotNull(users.email), isNotNull(users.contactEmail)) : isNotNull(users.email),
        eq(users.disabled, false),
      ),
    )
    .limit(opts.limit)
    .for('update', { skipLocked: true });
}
