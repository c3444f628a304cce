import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users';
import { loadChat } from './chat-access';
import { appendMessage } from './chat-append';
import { ChatEffects, flush } from './chat-effects';
import { feedChat } from './chat-views';
import * as chatsRepo from './chats.repo';
import { otherBuyerChatIds } from './deal-chats.repo';

export const LISTING_SOLD_TEXT =
  'This car has been sold. Thank you for your interest, and good luck finding the right one.';

/** The same id for the same sale and chat, so a retried run never posts the line twice (appendMessage skips it). */
function lineId(saleKey: string, chatId: string): string {
  const h = createHash('sha256').update(`${saleKey}:${chatId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Tells every other buyer of the listing, politely, that the car has been sold: a system line from the seller's side
 * in each of their chats (it stops the seller's reply clock). Each chat in its own transaction, in the usual lock
 * order; safe to run again for the same `saleKey` (the deal id). Returns how many chats got the line.
 */
export async function tellOtherBuyersSold(
  ctx: AppContext,
  seller: UserRecord,
  listingId: string,
  buyerId: string,
  saleKey: string,
): Promise<number> {
  let told = 0;
  for (const chatId of await otherBuyerChatIds(ctx.db, listingId, buyerId)) {
    const fx = new ChatEffects();
    const posted = await ctx.db.transaction(async (tx) => {
      const a = await loadChat(tx, seller, chatId, { lock: true });
      const line = await appendMessage(
        tx,
        a,
        {
          id: lineId(saleKey, chatId),
          senderId: null,
          actorId: seller.id,
          actorRole: 'seller',
          content: LISTING_SOLD_TEXT,
          metadata: { kind: 'system', event: 'listingSold' },
          moveSla: true,
        },
        fx,
      );
      if (line) fx.counters(await chatsRepo.recountListing(tx, listingId));
      return line !== null;
    });
    if (!posted) continue;
    told++;
    fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
    await flush(ctx, fx);
  }
  return told;
}
