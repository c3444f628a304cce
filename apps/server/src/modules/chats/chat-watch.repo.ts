import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingSellerIdOf } from '../listings';
import { chats, chatUsers } from './chats.table';

/*
 * What the live feed reads and writes of chats (issue 14: moved from feed.repo.ts so that the feed, a module above
 * chats, queries no chat table itself; one query per call as before).
 */

/** Chats among `ids` with their buyer, their listing's seller and `userId`'s membership (null when not a member). */
export async function watchableChats(db: DbOrTx, ids: string[], userId: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: chats.id,
      buyerId: chats.buyerId,
      sellerId: listingSellerIdOf(chats.listingId),
      memberId: chatUsers.userId,
    })
    .from(chats)
    .leftJoin(chatUsers, and(eq(chatUsers.chatId, chats.id), eq(chatUsers.userId, userId)))
    .where(inArray(chats.id, ids));
}

/** chat_users.last_typing_at, written at most every TYPING_FLUSH_MS per user and chat (the feed's typing.ts). */
export async function saveLastTypingAt(db: DbOrTx, chatId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(chatUsers)
    .set({ lastTypingAt: at })
    .where(and(eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));
}
