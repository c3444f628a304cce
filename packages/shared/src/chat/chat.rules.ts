import type { ChatUserRole, OfferStatus } from './chat.schema';
import { OFFER_TTL_MS } from './chat.schema';

/** An author may correct a message this long after sending it. */
export const CHAT_MESSAGE_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Messages a user may send per minute, across chats (429 beyond). */
export const CHAT_SEND_RATE = { max: 30, windowMs: 60_000 } as const;
/** The live-feed token of GET /v1/chat/comet/token lives this long. */
export const CHAT_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Offer statuses that count towards a listing's highestOfferAmount (decision 011). */
export const LIVE_OFFER_STATUSES: readonly OfferStatus[] = ['pending', 'accepted', 'countered'];

/** Whether the author may still edit a message sent at `createdAt`. */
export function canEditMessageAt(createdAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= CHAT_MESSAGE_EDIT_WINDOW_MS;
}

/** A pending offer made at `createdAt` has expired at `now`. */
export function isOfferExpired(createdAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() >= OFFER_TTL_MS;
}

export type OfferAction = 'accept' | 'decline' | 'withdraw';

/**
 * Who may do what to a pending offer: its author withdraws it; the other side (buyer for a
 * seller's counter, seller for a buyer's offer) accepts or declines. Staff do neither.
 */
export function canRespondToOffer(offerFrom: ChatUserRole, actor: ChatUserRole | null, action: OfferAction): boolean {
  if (actor !== 'buyer' && actor !== 'seller') return false;
  return action === 'withdraw' ? actor === offerFrom : actor !== offerFrom;
}

/** The status an answered pending offer takes. */
export const OFFER_ACTION_STATUS: Record<OfferAction, OfferStatus> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
};
