import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import * as s from '../../db/schema';
import { userChanged } from './user-changes';

/**
 * The queries behind users.service `transferAnonymousData`: every row that points at the
 * anonymous user `from` is made to point at `to`. Where a unique index would clash (the same
 * chat or event joined by both), `to`'s row wins and `from`'s duplicate is merged or dropped.
 * When a table gains a user reference, add it here (and a case to the transfer test).
 */
export async function moveUserReferences(
  tx: DbOrTx,
  from: string,
  to: string,
  fromListingCount: number,
): Promise<void> {
  userChanged(from);
  userChanged(to);
  // Chats: one per (listing, buyer). A chat both users opened on the same listing keeps `to`'s
  // chat; the anonymous one's messages move into it before that chat goes with the user.
  await tx.execute(sql`
    update ${s.chatMessages} m set chat_id = keep.id
    from ${s.chats} anon join ${s.chats} keep on keep.listing_id = anon.listing_id and keep.buyer_id = ${to}
    where anon.buyer_id = ${from} and m.chat_id = anon.id`);
  await tx.execute(sql`
    update ${s.chats} c set buyer_id = ${to}
    where c.buyer_id = ${from}
      and not exists (select 1 from ${s.chats} k where k.listing_id = c.listing_id and k.buyer_id = ${to})`);
  await tx.execute(sql`
    update ${s.chatUsers} cu set user_id = ${to}
    where cu.user_id = ${from}
      and not exists (select 1 from ${s.chatUsers} k where k.chat_id = cu.chat_id and k.user_id = ${to})`);
  await tx.update(s.chatMessages).set({ senderId: to }).where(eq(s.chatMessages.senderId, from));

  await tx.update(s.listings).set({ sellerId: to }).where(eq(s.listings.sellerId, from));
  await tx.execute(sql`
    update ${s.listingVisitors} v set visitor_key = ${to}
    where v.visitor_key = ${from}
      and not exists (select 1 from ${s.listingVisitors} k
                      where k.listing_id = v.listing_id and k.visitor_key = ${to} and k.action = v.action)`);
  await tx.delete(s.listingVisitors).where(eq(s.listingVisitors.visitorKey, from));

  await tx.update(s.assets).set({ createdBy: to }).where(eq(s.assets.createdBy, from));
  await tx.update(s.assets).set({ targetId: to }).where(eq(s.assets.targetId, from));
  await tx.update(s.forms).set({ userId: to }).where(eq(s.forms.userId, from));
  await tx.update(s.eventTypes).set({ hostId: to }).where(eq(s.eventTypes.hostId, from));
  await tx.update(s.events).set({ hostId: to }).where(eq(s.events.hostId, from));
  await tx.execute(sql`
    update ${s.eventAttendees} a set user_id = ${to}
    where a.user_id = ${from}
      and not exists (select 1 from ${s.eventAttendees} k where k.event_id = a.event_id and k.user_id = ${to})`);
  await tx.update(s.notifications).set({ userId: to }).where(eq(s.notifications.userId, from));
  await tx.update(s.payments).set({ userId: to }).where(eq(s.payments.userId, from));
  await tx.update(s.purchases).set({ userId: to }).where(eq(s.purchases.userId, from));
  await tx.update(s.idVerifications).set({ userId: to }).where(eq(s.idVerifications.userId, from));
  await tx.update(s.titleTransfers).set({ buyerId: to }).where(eq(s.titleTransfers.buyerId, from));
  await tx.update(s.titleTransfers).set({ sellerId: to }).where(eq(s.titleTransfers.sellerId, from));
  await tx.update(s.pageViews).set({ userId: to }).where(eq(s.pageViews.userId, from));
  await tx.update(s.tracking).set({ targetId: to }).where(eq(s.tracking.targetId, from));
  await tx.update(s.history).set({ savedBy: to }).where(eq(s.history.savedBy, from));
  await tx.update(s.content).set({ createdBy: to }).where(eq(s.content.createdBy, from));
  await tx.update(s.mailOutbox).set({ userId: to }).where(eq(s.mailOutbox.userId, from));

  // Grants (edit on the anonymous user's listings, say), skipping ones `to` already holds.
  await tx.execute(sql`
    update ${s.grants} g set user_id = ${to}
    where g.user_id = ${from}
      and not exists (
        select 1 from ${s.grants} t
        where t.user_id = ${to} and t.permission = g.permission
          and coalesce(t.target_id, '00000000-0000-0000-0000-000000000000'::uuid)
            = coalesce(g.target_id, '00000000-0000-0000-0000-000000000000'::uuid))`);
  if (fromListingCount > 0) {
    await tx
      .update(s.users)
      .set({ listingCount: sql`${s.users.listingCount} + ${fromListingCount}` })
      .where(eq(s.users.id, to));
  }
}
