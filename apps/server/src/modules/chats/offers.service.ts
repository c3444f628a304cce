import {
  canEditListing,
  canRespondToOffer,
  formatMoneyCents,
  isOfferExpired,
  OFFER_ACTION_STATUS,
  OFFER_TTL_MS,
  type ListingChatOffers,
  type MakeOffer,
  type Offer,
  type OfferAction,
} from '@revy/shared';
import { offerAnswerNotice, offerNotice as offerText } from '@revy/shared';
import { and, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findChatListing } from '../listings';
import type { UserRecord } from '../users';
import { assertCanWrite, assertForSale, assertVerifiedBuyer, chatLink, loadChat, type ChatAccess } from './chat-access';
import { appendMessage } from './chat-append';
import { ChatEffects, flush } from './chat-effects';
import { chatViews, feedChat } from './chat-views';
import { postAutoDecline, shouldAutoDecline } from './offer-floor';
import * as chatsRepo from './chats.repo';
import type { ChatRow } from './chats.repo';
import type { OfferHook } from './offer-hook';
import { toOffer } from './chats.mapper';
import { chats } from './chats.table';
import * as repo from './offers.repo';
import type { OfferRow } from './offers.repo';

/** Chats one offers page lists; a private sale never comes near it. */
const LISTING_OFFERS_MAX_CHATS = 500;

/**
 * The chat's offer fields mirror its latest offer (spec 3 Chat.offer...), or the pending one when
 * there is one: an offer declined under the floor after it leaves the pending one standing.
 */
async function mirrorLatest(tx: DbOrTx, chatId: string): Promise<ChatRow> {
  const o = (await repo.pendingOffer(tx, chatId)) ?? (await repo.latestOffer(tx, chatId));
  return chatsRepo.updateChat(tx, chatId, {
    offer: o?.amount ?? null,
    offerExplanation: o?.explanation ?? null,
    offerStatus: o?.status ?? null,
    offerAt: o?.createdAt ?? null,
    offerStatusAt: o ? (o.respondedAt ?? o.createdAt) : null,
  });
}

/** Expires the chat's pending offer when it is older than OFFER_TTL_MS (in the caller's locked transaction). */
async function expireStale(tx: DbOrTx, chatId: string, now: Date): Promise<boolean> {
  const pending = await repo.pendingOffer(tx, chatId);
  if (!pending || !isOfferExpired(pending.createdAt, now)) return false;
  await repo.setOfferStatus(tx, pending.id, 'expired', now);
  return true;
}

/** Expires a chat's stale pending offer with its mirror, counters and feed update; the chat after, or null when nothing was due. */
export async function expireChatOffers(
  ctx: AppContext,
  chatId: string,
  now: Date = new Date(),
): Promise<ChatRow | null> {
  const fx = new ChatEffects();
  const chat = await ctx.db.transaction(async (tx) => {
    const found = await chatsRepo.findChat(tx, chatId);
    if (!found) return null;
    await findChatListing(tx, found.listingId, { forUpdate: true });
    await chatsRepo.findChat(tx, chatId, { forUpdate: true });
    if (!(await expireStale(tx, chatId, now))) return null;
    const updated = await mirrorLatest(tx, chatId);
    fx.counters(await chatsRepo.recountListing(tx, updated.listingId));
    return updated;
  });
  if (chat) {
    fx.push(chat.id, 'update', await feedChat(ctx.db, chat.id));
    await flush(ctx, fx);
  }
  return chat;
}

/** Lazily on read: only when the chat's mirror shows a pending offer past its time. */
export function expireChatOffersIfDue(ctx: AppContext, chat: ChatRow, now: Date = new Date()): Promise<ChatRow | null> {
  if (chat.offerStatus !== 'pending' || !chat.offerAt || !isOfferExpired(chat.offerAt, now))
    return Promise.resolve(null);
  return expireChatOffers(ctx, chat.id, now);
}

/** The job: every chat with a pending offer older than the TTL, a batch at a time. */
export async function expireStaleOffers(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const chatIds = await repo.chatsWithStaleOffers(ctx.db, new Date(now.getTime() - OFFER_TTL_MS), 200);
  let n = 0;
  for (const id of chatIds) if (await expireChatOffers(ctx, id, now)) n++;
  return n;
}

function offerNotice(
  a: ChatAccess,
  fx: ChatEffects,
  to: 'buyer' | 'seller',
  type: 'chat.offer' | 'chat.offerAnswer',
  title: string,
  offer: OfferRow,
) {
  fx.notify.push({
    userId: to === 'buyer' ? a.chat.buyerId : a.listing.sellerId,
    type,
    title,
    link: chatLink(to, a.chat),
    data: {
      chatId: a.chat.id,
      listingId: a.chat.listingId,
      offerId: offer.id,
      amount: offer.amount,
      status: offer.status,
    },
  });
}

/**
 * POST /v1/chat/{id}/offer. From the buyer: a new pending offer; their earlier pending one is
 * withdrawn, a pending counter of the seller becomes countered. From the seller: a counter to the
 * buyer's pending offer (409 when there is none), which becomes countered. Staff make no offers.
 * A buyer's offer under the seller's private floor with the automatic decline on is stored
 * declined at once and answered by the assistant, and the seller is not notified (offer-floor.ts).
 */
export async function makeOffer(ctx: AppContext, actor: UserRecord, chatId: string, input: MakeOffer): Promise<Offer> {
  const fx = new ChatEffects();
  const offer = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    if (a.role !== 'buyer' && a.role !== 'seller') throw forbidden('Only the buyer and the seller make offers');
    assertCanWrite(a);
    assertForSale(a.listing);
    assertVerifiedBuyer(a, actor);
    const now = new Date();
    await expireStale(tx, chatId, now);
    const pending = await repo.pendingOffer(tx, chatId);
    if (a.role === 'seller' && !pending) throw new AppError('CONFLICT', 'There is no offer from the buyer to counter');
    const autoDecline = a.role === 'buyer' && (await shouldAutoDecline(tx, a, input.amount, now));
    let counterOfId: string | null = null;
    // An offer declined under the floor never reached the seller, so it changes nothing else:
    // the buyer's earlier offer or the seller's counter still stands.
    if (pending && !autoDecline) {
      const own = pending.fromRole === a.role;
      await repo.setOfferStatus(tx, pending.id, own ? 'withdrawn' : 'countered', now);
      counterOfId = own ? pending.counterOfId : pending.id;
    }
    const offer = await repo.insertOffer(tx, {
      chatId,
      listingId: a.chat.listingId,
      fromUserId: actor.id,
      fromRole: a.role,
      amount: input.amount,
      explanation: input.explanation || null,
      counterOfId,
      createdAt: now,
      ...(autoDecline ? { status: 'declined' as const, respondedAt: now, autoDeclined: true } : {}),
    });
    const words = `${a.role === 'seller' ? 'Counter-offer' : 'Offer'}: ${formatMoneyCents(offer.amount)}`;
    const line = await appendMessage(
      tx,
      a,
      {
        senderId: null,
        actorId: actor.id,
        actorRole: a.role,
        content: offer.explanation ? `${words}. ${offer.explanation}` : words,
        metadata: {
          kind: 'offer',
          event: a.role === 'seller' ? 'counter' : 'offer',
          offerId: offer.id,
          amount: offer.amount,
        },
        moveSla: a.role === 'seller',
      },
      fx,
    );
    if (autoDecline && line) await postAutoDecline(tx, a, offer, line, fx);
    await mirrorLatest(tx, chatId);
    fx.counters(await chatsRepo.recountListing(tx, a.chat.listingId));
    const to = a.role === 'buyer' ? 'seller' : 'buyer';
    // Auto-declined: the seller asked not to be bothered by these; it waits in the chat and on the offers page.
    if (!autoDecline) {
      const by = a.role === 'seller' ? 'seller' : 'buyer';
      const title = offerText({ by, amountCents: offer.amount, car: a.listing.title }).title;
      offerNotice(a, fx, to, 'chat.offer', title, offer);
    }
    return offer;
  });
  fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  return toOffer(offer);
}

/**
 * POST /v1/chat/{id}/offer/respond: the other side accepts or declines the pending offer; its
 * author withdraws it. No pending offer, or the wrong side for the action: 409. An accept runs the
 * `offerHook` in the same transaction (the deal that opens, issue 18); it may refuse the accept.
 */
export async function respondToOffer(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  action: OfferAction,
  offerHook?: OfferHook,
): Promise<Offer> {
  const fx = new ChatEffects();
  let afterCommit: (() => Promise<void>) | null = null;
  const offer = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    if (a.role !== 'buyer' && a.role !== 'seller') throw forbidden('Only the buyer and the seller answer offers');
    assertCanWrite(a);
    const now = new Date();
    const expired = await expireStale(tx, chatId, now);
    const pending = await repo.pendingOffer(tx, chatId);
    if (!pending) throw new AppError('CONFLICT', expired ? 'This offer has expired' : 'There is no pending offer');
    if (!canRespondToOffer(pending.fromRole, a.role, action)) {
      throw new AppError(
        'CONFLICT',
        action === 'withdraw' ? 'Only its author can withdraw an offer' : 'You cannot answer your own offer',
      );
    }
    if (action === 'accept') assertForSale(a.listing);
    const answered = await repo.setOfferStatus(tx, pending.id, OFFER_ACTION_STATUS[action], now);
    const by = a.role === 'seller' ? 'seller' : 'buyer';
    // The chat's line and the other side's notification say the same sentence.
    const words = offerAnswerNotice({ by, action, amountCents: answered.amount }).title;
    await appendMessage(
      tx,
      a,
      {
        senderId: null,
        actorId: actor.id,
        actorRole: a.role,
        content: words,
        metadata: { kind: 'offer', event: answered.status, offerId: answered.id, amount: answered.amount },
        moveSla: a.role === 'seller',
      },
      fx,
    );
    await mirrorLatest(tx, chatId);
    fx.counters(await chatsRepo.recountListing(tx, a.chat.listingId));
    offerNotice(a, fx, a.role === 'buyer' ? 'seller' : 'buyer', 'chat.offerAnswer', words, answered);
    if (action === 'accept' && offerHook) {
      afterCommit = await offerHook.accepted(ctx, tx, {
        chatId,
        listingId: a.chat.listingId,
        buyerId: a.chat.buyerId,
        sellerId: a.listing.sellerId,
        offerId: answered.id,
        amount: answered.amount,
        acceptedBy: a.role,
        actorId: actor.id,
      });
    }
    return answered;
  });
  fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  await (afterCommit as (() => Promise<void>) | null)?.();
  return toOffer(offer);
}

/** GET /v1/chat/{id}/offer: the chat's offers, oldest first. */
export async function listOffers(ctx: AppContext, actor: UserRecord, chatId: string): Promise<Offer[]> {
  const a = await loadChat(ctx.db, actor, chatId);
  await expireChatOffersIfDue(ctx, a.chat);
  return (await repo.offersOfChat(ctx.db, chatId)).map(toOffer);
}

/**
 * GET /v1/chat/listing/{listingId}/offers (ours; the spec has offers only per chat): the chats
 * that hold offers, newest activity first, each with its offers oldest first — the seller's
 * offers page in one call instead of one per chat. The seller and staff see every chat; anyone
 * else only their own. Stale pending offers expire first, as on any read.
 */
export async function listListingOffers(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
): Promise<ListingChatOffers[]> {
  const listing = await findChatListing(ctx.db, listingId);
  if (!listing) throw notFound('Listing');
  const all = canEditListing(actor, listing);
  const where = and(chatsRepo.chatsOfListing(listingId, all ? undefined : actor.id), isNotNull(chats.offerStatus));
  const found = await chatsRepo.pageChats(ctx.db, where, {
    page: 0,
    size: LISTING_OFFERS_MAX_CHATS,
    field: 'lastMessageAt',
    dir: 'desc',
  });
  const rows = await Promise.all(found.rows.map(async (c) => (await expireChatOffersIfDue(ctx, c)) ?? c));
  const byChat = new Map<string, Offer[]>();
  for (const o of await repo.offersOfListing(ctx.db, listingId)) {
    const list = byChat.get(o.chatId) ?? [];
    list.push(toOffer(o));
    byChat.set(o.chatId, list);
  }
  const views = await chatViews(ctx.db, actor, rows);
  return views.map((chat) => ({ chat, offers: byChat.get(chat.id) ?? [] }));
}
