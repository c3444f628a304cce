import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/*
 * What the buyer assistant reads and writes of a listing (issue 14: moved from assistant.repo.ts so that the
 * assistant does not query the listings table; the SQL is unchanged).
 */

/**
 * Bookkeeping columns are not a change of the listing: keep updated_at, which the classifieds repost rule (spec 4)
 * and "recently updated" sorts read, as it was (drizzle's $onUpdateFn would set it to now).
 */
const KEEP_UPDATED_AT = sql`${listings.updatedAt}`;

/** What deciding whether the assistant may speak needs of a listing. */
export async function findAssistantListing(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      status: listings.status,
      saleStatus: listings.saleStatus,
      deletedAt: listings.deletedAt,
      revyEnabled: listings.revyEnabled,
      chatsHandledByRevyCount: listings.chatsHandledByRevyCount,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}
export type AssistantListing = NonNullable<Awaited<ReturnType<typeof findAssistantListing>>>;

/** The seller's switch for the assistant. */
export async function setRevyEnabled(db: DbOrTx, listingId: string, enabled: boolean): Promise<void> {
  await db.update(listings).set({ revyEnabled: enabled, updatedAt: KEEP_UPDATED_AT }).where(eq(listings.id, listingId));
}

/**
 * Sets listings.chats_handled_by_revy_count to `count`, a subquery of the caller's (the chats the assistant has
 * answered), in one statement; answers the new count. The caller holds the listing's row lock.
 */
export async function setChatsHandledByRevyCount(db: DbOrTx, listingId: string, count: SQL<number>): Promise<number> {
  const [row] = await db
    .update(listings)
    .set({ chatsHandledByRevyCount: count, updatedAt: KEEP_UPDATED_AT })
    .where(eq(listings.id, listingId))
    .returning({ n: listings.chatsHandledByRevyCount });
  return row?.n ?? 0;
}

/**
 * The listing `listingId` (a column or expression of the caller's query) is live and unsold and its seller has the
 * assistant on: the listing's part of the rule the assistant's SLA job selects by.
 */
export const assistantSwitchedOn = (listingId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${listings} l where l.id = ${listingId}
    and l.status = 'published' and l.deleted_at is null and l.sale_status <> 'sold' and l.revy_enabled)`;
