import type { RevyMetadata } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { findOfferFloor } from '../listings';
import type { ChatAccess } from './chat-access';
import { appendMessage } from './chat-append';
import type { ChatEffects } from './chat-effects';
import type { MessageRow } from './messages.repo';
import * as repo from './offers.repo';
import type { OfferRow } from './offers.repo';

/*
 * The seller's automatic decline below a private floor (issue 15; decision 027). A buyer's offer
 * under `offerLowest`, with `offerAutoDecline` on, is stored already declined and answered by the
 * assistant in the chat, so the seller is not bothered with offers they would never take.
 *
 * An instant answer that depends on the floor is an oracle: offer, see "declined" or "pending",
 * halve the interval, repeat. Each answer gives the buyer one bit, so the floor answers at most
 * FLOOR_ANSWERS_PER_CHAT times per chat a week and FLOOR_ANSWERS_PER_LISTING times a day across
 * all buyers of a listing (throwaway accounts); after that, offers under the floor go to the
 * seller like any other, and the oracle falls silent: a "pending" no longer means "at or above
 * the floor". Two bits narrow a $10,000 interval to $2,500, not to the dollar. The reply is the
 * same words whatever the amount, never names the floor, an amount or how far off the offer was.
 */

export const FLOOR_ANSWERS_PER_CHAT = 2;
export const FLOOR_CHAT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const FLOOR_ANSWERS_PER_LISTING = 10;
export const FLOOR_LISTING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the assistant says: polite, and nothing a buyer can measure the floor with. */
export const AUTO_DECLINE_TEXT =
  "Thanks for your offer. The seller isn't able to accept an offer at that level; you're welcome to make a higher offer or ask questions here.";

/**
 * Whether the buyer's offer of `amount` is declined at once: the switch is on, a floor is set,
 * the amount is under it, and the floor has not answered too often (above). Runs in the offer's
 * transaction under the listing and chat locks (loadChat with lock), so a seller's edit of the
 * floor and two racing offers are each seen whole, and the counts cannot be overtaken.
 */
export async function shouldAutoDecline(db: DbOrTx, a: ChatAccess, amount: number, now: Date): Promise<boolean> {
  const floor = await findOfferFloor(db, a.chat.listingId);
  if (!floor?.offerAutoDecline || floor.offerLowest === null || amount >= floor.offerLowest) return false;
  const used = await repo.autoDeclineCounts(
    db,
    a.chat.id,
    a.chat.listingId,
    new Date(now.getTime() - FLOOR_CHAT_WINDOW_MS),
    new Date(now.getTime() - FLOOR_LISTING_WINDOW_MS),
  );
  return used.chat < FLOOR_ANSWERS_PER_CHAT && used.listing < FLOOR_ANSWERS_PER_LISTING;
}

/**
 * The assistant's answer to an auto-declined offer, in the locked chat: senderId null, metadata
 * kind 'assistant' with `revy` like the assistant module's own messages (assistant-post.ts; not
 * imported: the assistant sits above chats), replying to the offer's line. It speaks for the
 * seller (actorId), never moves the SLA clock, and sets no escalation: nothing is waiting on them.
 */
export async function postAutoDecline(
  tx: DbOrTx,
  a: ChatAccess,
  offer: OfferRow,
  offerLine: MessageRow,
  fx: ChatEffects,
): Promise<MessageRow | null> {
  const revy: RevyMetadata = {
    action: 'answer',
    handoffTo: null,
    reason: null,
    citations: [],
    confidence: 1,
    engine: 'offer-floor',
    inReplyTo: offerLine.id,
  };
  return appendMessage(
    tx,
    a,
    {
      senderId: null,
      actorId: a.listing.sellerId,
      actorRole: 'seller',
      content: AUTO_DECLINE_TEXT,
      metadata: { kind: 'assistant', revy, event: 'autoDeclined', offerId: offer.id },
      replyToId: offerLine.id,
      moveSla: false,
    },
    fx,
  );
}
