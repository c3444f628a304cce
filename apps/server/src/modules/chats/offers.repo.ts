import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offers } from './offers.table';

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;

export async function insertOffer(db: DbOrTx, values: NewOfferRow): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

export async function pendingOffer(db: DbOrTx, chatId: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.chatId, chatId), eq(offers.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function latestOffer(db: DbOrTx, chatId: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.chatId, chatId)).orderBy(desc(offers.id)).limit(1);
  return row ?? null;
}

export async function setOfferStatus(db: DbOrTx, id: string, status: OfferRow['status'], at: Date): Promise<OfferRow> {
  const [row] = await db.update(offers).set({ status, respondedAt: at }).where(eq(offers.id, id)).returning();
  return row!;
}

export function offersOfChat(db: DbOrTx, chatId: string): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.chatId, chatId)).orderBy(asc(offers.id));
}

/** Every offer about a listing, oldest first (the seller's offers page, in one query). */
export function offersOfListing(db: DbOrTx, listingId: string): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.listingId, listingId)).orderBy(asc(offers.id));
}

/** Chats holding a pending offer made before `before` (the expiry job's work list). */
export async function chatsWithStaleOffers(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ chatId: offers.chatId })
    .from(offers)
    .where(and(eq(offers.status, 'pending'), lt(offers.createdAt, before)))
    .orderBy(asc(offers.createdAt))
    .limit(limit);
  return rows.map((r) => r.chatId);
}

/**
 * Offers declined at once under the seller's floor since `chatSince` in this chat and since
 * `listingSince` on the whole listing (offer-floor.ts: how often the floor may answer).
 */
export async function autoDeclineCounts(
  db: DbOrTx,
  chatId: string,
  listingId: string,
  chatSince: Date,
  listingSince: Date,
): Promise<{ chat: number; listing: number }> {
  const [row] = await db
    .select({
      chat: sql<number>`count(*) filter (where ${offers.chatId} = ${chatId} and ${offers.createdAt} >= ${chatSince})::int`,
      listing: sql<number>`count(*) filter (where ${offers.createdAt} >= ${listingSince})::int`,
    })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), eq(offers.fromRole, 'buyer'), eq(offers.autoDeclined, true)));
  return { chat: Number(row?.chat ?? 0), listing: Number(row?.listing ?? 0) };
}
