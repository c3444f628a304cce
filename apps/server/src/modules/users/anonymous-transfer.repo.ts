import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { grants, users } from './users.table';
import { userChanged } from './user-changes';
import { userReferenceMovers } from './user-reference-movers';

/** The user-id columns of users' own tables that the transfer moves (see user-reference-movers.ts). */
export const USERS_MOVED_COLUMNS = ['grants.user_id'] as const;

/**
 * The queries behind users.service `transferAnonymousData`: every row that points at the
 * anonymous user `from` is made to point at `to`. Where a unique index would clash (the same
 * chat or event joined by both), `to`'s row wins and `from`'s duplicate is merged or dropped.
 * Other modules' tables are moved by their own movers (plugged in by app.ts), in order; users'
 * own tables come last, as before. When a table gains a user reference, its module's mover
 * handles it (and a case goes to the transfer test).
 */
export async function moveUserReferences(
  tx: DbOrTx,
  from: string,
  to: string,
  fromListingCount: number,
): Promise<void> {
  userChanged(from);
  userChanged(to);
  for (const mover of userReferenceMovers()) await mover.move(tx, from, to);

  // Grants (edit on the anonymous user's listings, say), skipping ones `to` already holds.
  await tx.execute(sql`
    update ${grants} g set user_id = ${to}
    where g.user_id = ${from}
      and not exists (
        select 1 from ${grants} t
        where t.user_id = ${to} and t.permission = g.permission
          and coalesce(t.target_id, '00000000-0000-0000-0000-000000000000'::uuid)
            = coalesce(g.target_id, '00000000-0000-0000-0000-000000000000'::uuid))`);
  if (fromListingCount > 0) {
    await tx
      .update(users)
      .set({ listingCount: sql`${users.listingCount} + ${fromListingCount}` })
      .where(eq(users.id, to));
  }
}
