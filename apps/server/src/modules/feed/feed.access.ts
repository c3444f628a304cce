import { isStaff } from '@revy/shared';
import type { AppContext } from '../../context';
import { watchableChats } from '../chats';
import { listingSellers } from '../listings';
import { existingUserIds, type UserRecord } from '../users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WatchDecision = {
  allowed: string[];
  denied: string[];
  /** Chats among the allowed ids where the user is the buyer or the seller (may send typing). */
  memberChats: string[];
};

/**
 * Who may watch which target id (decision 011):
 * - a chat id: its buyer, the listing's seller, a chat_users member, or staff;
 * - a user id: that user (their notifications and inbox badges), or staff;
 * - a listing id: its seller or staff only, published or not — what is published there is the
 *   listing's counters (buyerCount, offerCount, highestOfferAmount, ...), which the Listing
 *   payload shows to its owner only (decision 011);
 * - anything else (unknown ids, malformed ids): denied.
 * Denied ids get nothing, ever; the answer does not say why, so a probe learns nothing about
 * whether a chat exists. Three queries at most, whatever the number of ids (each the owning module's: chats,
 * listings, users).
 */
export async function decideWatch(ctx: AppContext, user: UserRecord, targetIds: string[]): Promise<WatchDecision> {
  const ids = [...new Set(targetIds)].filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  const staff = isStaff(user);
  const allowed = new Set<string>();
  const memberChats: string[] = [];

  const others = ids.filter((id) => id !== user.id);
  if (ids.includes(user.id)) allowed.add(user.id);
  const [chatRows, listingRows, userIds] = await Promise.all([
    watchableChats(ctx.db, others, user.id),
    listingSellers(ctx.db, others),
    staff ? existingUserIds(ctx.db, others) : Promise.resolve([] as string[]),
  ]);
  for (const c of chatRows) {
    const member = c.buyerId === user.id || c.sellerId === user.id || c.memberId === user.id;
    if (member) memberChats.push(c.id);
    if (member || staff) allowed.add(c.id);
  }
  for (const l of listingRows) if (l.sellerId === user.id || staff) allowed.add(l.id);
  for (const id of userIds) allowed.add(id);

  const denied = [...new Set(targetIds)].filter((id) => !allowed.has(id.toLowerCase()));
  return { allowed: [...allowed], denied, memberChats };
}

/** Whether the user is the buyer or seller of a chat (typing from anyone else is dropped). */
export async function isChatMember(ctx: AppContext, user: UserRecord, chatId: string): Promise<boolean> {
  if (!UUID.test(chatId)) return false;
  const [row] = await watchableChats(ctx.db, [chatId.toLowerCase()], user.id);
  return !!row && (row.buyerId === user.id || row.sellerId === user.id || row.memberId === user.id);
}
