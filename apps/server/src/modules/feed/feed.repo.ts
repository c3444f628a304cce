import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chats, chatUsers } from '../chats/chats.table';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * What the feed needs to decide who may watch what. Reads the chat and listing tables (owned
 * by their modules) in one query per kind for a whole watch request; the only write is the
 * throttled typing time below.
 */
export async function chatsByIds(db: DbOrTx, ids: string[], userId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: chats.id, buyerId: chats.buyerId, sellerId: listings.sellerId, memberId: chatUsers.userId })
    .from(chats)
    .innerJoin(listings, eq(listings.id, chats.listingId))
    .leftJoin(chatUsers, and(eq(chatUsers.chatId, chats.id), eq(chatUsers.userId, userId)))
    .where(inArray(chats.id, ids));
}

export async function listingsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: listings.id, sellerId: listings.sellerId }).from(listings).where(inArray(listings.id, ids));
}

export async function existingUserIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id);
}

/** chat_users.last_typing_at, written at most every TYPING_FLUSH_MS per user and chat (typing.ts). */
export async function saveLastTypingAt(db: DbOrTx, chatId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(chatUsers)
    .set({ lastTypingAt: at })
    .where(and(eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));
}
