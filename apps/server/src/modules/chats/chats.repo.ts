import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findChatListing, setListingCounters, type ChatListingRow, type ListingCounters } from '../listings';
import { chats, chatUsers } from './chats.table';

export type ChatRow = typeof chats.$inferSelect;
export type NewChatRow = typeof chats.$inferInsert;
export type ChatPatch = Partial<Omit<NewChatRow, 'id' | 'listingId' | 'buyerId' | 'createdAt'>>;
export type ChatUserRow = typeof chatUsers.$inferSelect;
export type { ChatListingRow };

export async function findChat(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<ChatRow | null> {
  const q = db.select().from(chats).where(eq(chats.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Locks (for update) and returns the listing of a chat, found through the chat's id in the same statement. */
export function lockChatListingOfChat(db: DbOrTx, chatId: string): Promise<ChatListingRow | null> {
  return findChatListing(db, sql`(select ${chats.listingId} from ${chats} where ${chats.id} = ${chatId})`, {
    forUpdate: true,
  });
}

/** Inserts the chat unless (listing, buyer) has one; null when it existed. */
export async function insertChat(db: DbOrTx, values: NewChatRow): Promise<ChatRow | null> {
  const [row] = await db
    .insert(chats)
    .values(values)
    .onConflictDoNothing({ target: [chats.listingId, chats.buyerId] })
    .returning();
  return row ?? null;
}

export async function findChatOf(db: DbOrTx, listingId: string, buyerId: string): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.listingId, listingId), eq(chats.buyerId, buyerId)));
  return row ?? null;
}

export async function updateChat(db: DbOrTx, id: string, patch: ChatPatch): Promise<ChatRow> {
  const [row] = await db.update(chats).set(patch).where(eq(chats.id, id)).returning();
  return row!;
}

export async function deleteChat(db: DbOrTx, id: string): Promise<void> {
  await db.delete(chats).where(eq(chats.id, id));
}

export async function insertChatUsers(
  db: DbOrTx,
  rows: { chatId: string; userId: string; role: ChatUserRow['role'] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(chatUsers)
    .values(rows)
    .onConflictDoNothing({ target: [chatUsers.chatId, chatUsers.userId] });
}

export function chatUsersOfChat(db: DbOrTx, chatId: string): Promise<ChatUserRow[]> {
  return db.select().from(chatUsers).where(eq(chatUsers.chatId, chatId)).orderBy(asc(chatUsers.createdAt));
}

/** `userId`'s rows in these chats, by chat id. */
export async function chatUsersOf(db: DbOrTx, chatIds: string[], userId: string): Promise<Map<string, ChatUserRow>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(chatUsers)
    .where(and(inArray(chatUsers.chatId, chatIds), eq(chatUsers.userId, userId)));
  return new Map(rows.map((r) => [r.chatId, r]));
}

export function chatUsersOfUser(db: DbOrTx, userId: string): Promise<ChatUserRow[]> {
  return db.select().from(chatUsers).where(eq(chatUsers.userId, userId)).orderBy(desc(chatUsers.createdAt));
}

export async function updateChatUser(db: DbOrTx, id: string, patch: Partial<ChatUserRow>): Promise<ChatUserRow> {
  const [row] = await db.update(chatUsers).set(patch).where(eq(chatUsers.id, id)).returning();
  return row!;
}

const ORDER: Record<string, SQL> = {
  lastMessageAt: sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`,
  createdAt: sql`${chats.createdAt}`,
  updatedAt: sql`${chats.updatedAt}`,
};
export const CHAT_SORT_FIELDS = Object.keys(ORDER);

export type ChatPageQuery = { page: number; size: number; field: string; dir: 'asc' | 'desc' };

/** A page of chats matching `where`, in the requested order (ties by id), with the total. */
export async function pageChats(
  db: DbOrTx,
  where: SQL | undefined,
  q: ChatPageQuery,
): Promise<{ rows: ChatRow[]; total: number }> {
  const order = ORDER[q.field] ?? ORDER.lastMessageAt!;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(chats)
      .where(where)
      .orderBy(
        q.dir === 'asc' ? sql`${order} asc` : sql`${order} desc`,
        q.dir === 'asc' ? asc(chats.id) : desc(chats.id),
      )
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chats)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Chats `userId` takes part in (buyer, seller or joined concierge). */
export const chatsOfUser = (userId: string): SQL =>
  sql`exists (select 1 from ${chatUsers} cu where cu.chat_id = ${chats.id} and cu.user_id = ${userId})`;

export const chatsOfListing = (listingId: string, buyerId?: string): SQL | undefined =>
  and(eq(chats.listingId, listingId), buyerId ? eq(chats.buyerId, buyerId) : undefined);

export type { ListingCounters };

/** The SLA counters (decision 011): chats waiting for the seller's answer, and the oldest waiting clock. */
const slaCounters = (l: SQL) => ({
  chatsToAnswerCount: sql`(select count(*) from chat_users cu join chats c on c.id = cu.chat_id where c.listing_id = ${l} and cu.role = 'seller' and cu.sla_clock_at is not null)`,
  maxSlaClockAt: sql`(select min(cu.sla_clock_at) from chat_users cu join chats c on c.id = cu.chat_id where c.listing_id = ${l} and cu.role = 'seller')`,
});

/**
 * Recomputes every chat counter of a listing from the rows, in one statement (listings' UPDATE, with the counts
 * this module owns as subqueries). Callers hold the listing's row lock (taken first in their transaction), so two
 * changes never count past each other; recounting rather than incrementing keeps repeats and retries exact.
 */
export function recountListing(db: DbOrTx, listingId: string): Promise<ListingCounters> {
  return setListingCounters(db, listingId, (l) => ({
    buyerCount: sql`(select count(*) from chats c where c.listing_id = ${l})`,
    testDriveRequestCount: sql`(select count(*) from chats c where c.listing_id = ${l} and c.is_test_drive_requested)`,
    videoTourRequestCount: sql`(select count(*) from chats c where c.listing_id = ${l} and c.is_video_tour_requested)`,
    testDriveAndVideoTourCount: sql`(select count(*) from chats c where c.listing_id = ${l} and (c.is_test_drive_requested or c.is_video_tour_requested))`,
    ...slaCounters(l),
    offerCount: sql`(select count(*) from offers o where o.listing_id = ${l} and o.from_role = 'buyer')`,
    highestOfferAmount: sql`(select max(o.amount) from offers o where o.listing_id = ${l} and o.from_role = 'buyer' and o.status in ('pending', 'accepted', 'countered'))`,
  }));
}

/** Only the SLA counters: what a plain message can move (the caller holds the listing lock too). */
export function recountSla(db: DbOrTx, listingId: string): Promise<ListingCounters> {
  return setListingCounters(db, listingId, slaCounters);
}
