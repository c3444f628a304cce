import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classifiedsClaims } from './classifieds.table';

export type ClaimRow = typeof classifiedsClaims.$inferSelect;

/**
 * Claims the listing for `userId` until `expiresAt`: inserts, or takes over the row when it expired or is already
 * theirs (a refresh). One statement, so concurrent claims serialize on the primary key: the loser's update finds
 * an unexpired row of someone else and returns nothing.
 */
export async function claim(db: DbOrTx, listingId: string, userId: string, expiresAt: Date): Promise<ClaimRow | null> {
  const [row] = await db
    .insert(classifiedsClaims)
    .values({ listingId, claimedBy: userId, claimedAt: sql`now()`, expiresAt })
    .onConflictDoUpdate({
      target: classifiedsClaims.listingId,
      set: { claimedBy: userId, claimedAt: sql`now()`, expiresAt },
      setWhere: sql`${classifiedsClaims.expiresAt} <= now() or ${classifiedsClaims.claimedBy} = ${userId}`,
    })
    .returning();
  return row ?? null;
}

/** The unexpired claims of these listings. */
export async function activeClaims(db: DbOrTx, listingIds: string[]): Promise<ClaimRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(classifiedsClaims)
    .where(and(inArray(classifiedsClaims.listingId, listingIds), gt(classifiedsClaims.expiresAt, sql`now()`)));
}

/** Every unexpired claim (few: one per item someone is working on now). */
export async function allActiveClaims(db: DbOrTx): Promise<ClaimRow[]> {
  return db
    .select()
    .from(classifiedsClaims)
    .where(gt(classifiedsClaims.expiresAt, sql`now()`));
}

/** Removes the listing's claim; `userId` limits it to that person's. True when a row went. */
export async function release(db: DbOrTx, listingId: string, userId?: string): Promise<boolean> {
  const rows = await db
    .delete(classifiedsClaims)
    .where(
      and(eq(classifiedsClaims.listingId, listingId), userId ? eq(classifiedsClaims.claimedBy, userId) : undefined),
    )
    .returning({ id: classifiedsClaims.listingId });
  return rows.length > 0;
}
