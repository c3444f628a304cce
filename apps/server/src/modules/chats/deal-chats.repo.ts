import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { OfferStatus } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { chats } from './chats.table';

/** A buyer's chat about a listing as the deal room needs it: who, the latest offer, the last word. */
export type BuyerChatRow = {
  chatId: string;
  buyerId: string;
  offer: number | null;
  offerStatus: OfferStatus | null;
  offerStatusAt: Date | null;
  lastMessageAt: Date | null;
};

const columns = {
  chatId: chats.id,
  buyerId: chats.buyerId,
  offer: chats.offer,
  offerStatus: chats.offerStatus,
  offerStatusAt: chats.offerStatusAt,
  lastMessageAt: chats.lastMessageAt,
};

/** The listing's buyer chats (one per buyer), latest activity first; only `buyerId`'s when given. */
export async function listingBuyerChats(db: DbOrTx, listingId: string, buyerId?: string): Promise<BuyerChatRow[]> {
  const rows = await db
    .select(columns)
    .from(chats)
    .where(and(eq(chats.listingId, listingId), buyerId ? eq(chats.buyerId, buyerId) : undefined))
    .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`));
  return rows as BuyerChatRow[];
}

/** The ids of the listing's chats with buyers other than `buyerId`. */
export async function otherBuyerChatIds(db: DbOrTx, listingId: string, buyerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.listingId, listingId), ne(chats.buyerId, buyerId)));
  return rows.map((r) => r.id);
}
