import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chats, chatUsers } from './chats.table';
import { offers } from './offers.table';

/**
 * chats' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts).
 * Chats: one per (listing, buyer). A chat both users opened on the same listing keeps `to`'s chat; the anonymous
 * one's messages move into it first, before that chat goes with the user.
 */
export const chatsUserReferences = {
  columns: ['chats.buyer_id', 'chat_users.user_id', 'chat_messages.sender_id', 'offers.from_user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.execute(sql`
    update ${chatMessages} m set chat_id = keep.id
    from ${chats} anon join ${chats} keep on keep.listing_id = anon.listing_id and keep.buyer_id = ${to}
    where anon.buyer_id = ${from} and m.chat_id = anon.id`);
    await tx.execute(sql`
    update ${chats} c set buyer_id = ${to}
    where c.buyer_id = ${from}
      and not exists (select 1 from ${chats} k where k.listing_id = c.listing_id and k.buyer_id = ${to})`);
    await tx.execute(sql`
    update ${chatUsers} cu set user_id = ${to}
    where cu.user_id = ${from}
      and not exists (select 1 from ${chatUsers} k where k.chat_id = cu.chat_id and k.user_id = ${to})`);
    await tx.update(chatMessages).set({ senderId: to }).where(eq(chatMessages.senderId, from));
    // An offer an anonymous buyer made stays theirs after they sign in (it would lose its author when the
    // anonymous user is deleted).
    await tx.update(offers).set({ fromUserId: to }).where(eq(offers.fromUserId, from));
  },
};
