import { buyerNeedsIdVerification, isStaff, type ChatUserRole } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findChatListing } from '../listings';
import type { UserRecord } from '../users';
import * as repo from './chats.repo';
import type { ChatListingRow, ChatRow } from './chats.repo';

export const RESTRICTED = 'The seller has closed this conversation';

/** A chat as one caller sees it: their side (null for staff who are not in it). */
export type ChatAccess = { chat: ChatRow; listing: ChatListingRow; role: ChatUserRole | null; staff: boolean };

/** The caller's side of a chat, or null when they are not the buyer or the seller. */
export function roleIn(actor: UserRecord, chat: ChatRow, listing: ChatListingRow): ChatUserRole | null {
  if (actor.id === chat.buyerId) return 'buyer';
  if (actor.id === listing.sellerId) return 'seller';
  return null;
}

/**
 * The chat when `actor` may read it: its buyer, its listing's seller, staff. Unknown chat 404,
 * anyone else 403 (the chat id alone tells nothing a listing page does not). With `lock`, the
 * listing row then the chat row are locked in that order, which every writer follows: the
 * listing lock serialises the counters of spec 3 and the chat lock its offer and flags.
 */
export async function loadChat(
  db: DbOrTx,
  actor: UserRecord,
  chatId: string,
  opts: { lock?: boolean } = {},
): Promise<ChatAccess> {
  let chat: ChatRow | null = null;
  let listing: ChatListingRow | null;
  if (opts.lock) {
    // The listing is found through the chat id in the same statement that locks it: one round
    // trip fewer on every write (sending a message is the hot path).
    listing = await repo.lockChatListingOfChat(db, chatId);
    if (listing) chat = await repo.findChat(db, chatId, { forUpdate: true });
  } else {
    chat = await repo.findChat(db, chatId);
    listing = chat ? await findChatListing(db, chat.listingId) : null;
  }
  if (!chat || !listing) throw notFound('Chat');
  const role = roleIn(actor, chat, listing);
  const staff = isStaff(actor);
  if (!role && !staff) throw forbidden('Only the buyer, the seller and staff can see this conversation');
  return { chat, listing, role: role ?? null, staff };
}

/** Writing: a restricted buyer may not. */
export function assertCanWrite(a: ChatAccess): void {
  if (a.role === 'buyer' && a.chat.isRestricted) throw forbidden(RESTRICTED);
}

/** Offers and requests need a car that is published and not sold (422 otherwise). */
export function assertForSale(listing: ChatListingRow): void {
  if (listing.saleStatus === 'sold') throw new AppError('UNPROCESSABLE', 'This car has been sold');
  if (listing.deletedAt || listing.status !== 'published')
    throw new AppError('UNPROCESSABLE', 'This car is not on sale at the moment');
}

/**
 * Issue 18: a seller may ask for buyers with a verified ID before a test drive or an offer (Listing.
 * requireVerifiedBuyers). 403 ID_VERIFICATION_REQUIRED, which the web answers by starting verification.
 */
export function assertVerifiedBuyer(a: ChatAccess, actor: { isIdVerified: boolean }): void {
  if (a.role === 'buyer' && buyerNeedsIdVerification(a.listing, actor))
    throw new AppError(
      'ID_VERIFICATION_REQUIRED',
      'The seller asks buyers to verify their ID before a test drive or an offer',
    );
}

/** In-app links to a chat for each side (notifications). */
export function chatLink(role: ChatUserRole, chat: { id: string; listingId: string }): string {
  return role === 'seller'
    ? `/my-garage/${chat.listingId}/messages/${chat.id}`
    : `/listings/${chat.listingId}/chat/${chat.id}`;
}
