import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListingLocation } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/*
 * What the talk modules (chats, events, the feed) read of listings, in their own transactions (issue 14: moved
 * from chats.repo.ts, events.repo.ts and feed.repo.ts so that they do not query the listings table; the SQL and the
 * locks are unchanged).
 */

/** What chats need of their listing; deleted listings included (their chats stay readable). */
const chatListingColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  title: listings.title,
  price: listings.price,
  status: listings.status,
  saleStatus: listings.saleStatus,
  offerMethods: listings.offerMethods,
  offerRequirements: listings.offerRequirements,
  requireVerifiedBuyers: listings.requireVerifiedBuyers,
  deletedAt: listings.deletedAt,
};
export type ChatListingRow = { [K in keyof typeof chatListingColumns]: (typeof listings.$inferSelect)[K] };

/**
 * A chat's listing by id, or by a subquery that yields the id (the chat lock finds it through the chat id in the
 * same statement that locks it: one round trip fewer on the send path). With `forUpdate` the row is locked; chats
 * take this lock before the chat row's, in every transaction.
 */
export async function findChatListing(
  db: DbOrTx,
  listingId: string | SQLWrapper,
  opts: { forUpdate?: boolean } = {},
): Promise<ChatListingRow | null> {
  const q = db.select(chatListingColumns).from(listings).where(eq(listings.id, listingId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export type OfferFloor = { offerLowest: number | null; offerAutoDecline: boolean };

/**
 * The seller's private floor for buyers' offers (issue 15): read only by the offer path, in its
 * transaction under the listing lock, and kept out of chatListingColumns so that no chat view
 * can ever carry it to a buyer.
 */
export async function findOfferFloor(db: DbOrTx, listingId: string): Promise<OfferFloor | null> {
  const [row] = await db
    .select({ offerLowest: listings.offerLowest, offerAutoDecline: listings.offerAutoDecline })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

export function findChatListings(db: DbOrTx, ids: string[]): Promise<ChatListingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(chatListingColumns).from(listings).where(inArray(listings.id, ids));
}

/** The seller of the listing `listingId` (a column or expression of the caller's query), as a scalar subquery. */
export const listingSellerIdOf = (listingId: SQLWrapper): SQL<string> =>
  sql<string>`(select l.seller_id from ${listings} l where l.id = ${listingId})`;

/** The listing `listingId` (a column or expression of the caller's query) exists and is not deleted. */
export const listingIsLive = (listingId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${listings} l where l.id = ${listingId} and l.deleted_at is null)`;

/** Listings among `ids` (deleted ones too) with their seller: who may watch a listing's counters. */
export function listingSellers(db: DbOrTx, ids: string[]): Promise<{ id: string; sellerId: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: listings.id, sellerId: listings.sellerId }).from(listings).where(inArray(listings.id, ids));
}

export type ListingSummaryRow = {
  id: string;
  sellerId: string;
  status: string;
  title: string | null;
  shortTitle: string | null;
  location: ListingLocation;
  deletedAt: Date | null;
};

/** What events show of their listing (deleted ones too). */
export function listingSummaries(db: DbOrTx, ids: string[]): Promise<ListingSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      title: listings.title,
      shortTitle: listings.shortTitle,
      location: listings.location,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
}
