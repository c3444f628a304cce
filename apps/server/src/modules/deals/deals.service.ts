import {
  canEditListing,
  isStaff,
  type BuyerInitiate,
  type DealAuth,
  type DealBuyers,
  type DealList,
  type DealView,
  type SellerInitiate,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { listingBuyerChats, type AcceptedOffer, type OfferHook } from '../chats';
import { findChatListing, type ChatListingRow } from '../listings';
import { findUsersByIds, type UserRecord } from '../users';
import { loadDeal } from './deal-change';
import { openDeal } from './deal-open';
import { dealView, dealViews, displayName } from './deal-view';
import * as repo from './deals.repo';

async function liveListing(db: DbOrTx, id: string, forUpdate = false): Promise<ChatListingRow> {
  const listing = await findChatListing(db, id, { forUpdate });
  if (!listing || listing.deletedAt) throw notFound('Listing');
  return listing;
}

function assertUnsold(listing: ChatListingRow) {
  if (listing.saleStatus === 'sold') throw new AppError('CONFLICT', 'This car is already sold');
}

/**
 * POST /v1/keysavvy/transaction/seller-initiate: the seller (or staff) marks a buyer as the one. The buyer must have
 * a chat about the car (GET …/buyers); the price is the one given, else the chat's accepted offer, else the asking
 * price. One open deal per listing: the second initiation gets 409.
 */
export async function sellerInitiate(ctx: AppContext, actor: UserRecord, input: SellerInitiate): Promise<DealView> {
  const { deal, afterCommit } = await ctx.db.transaction(async (tx) => {
    const listing = await liveListing(tx, input.listingId, true);
    if (!canEditListing(actor, listing)) throw forbidden('Only the seller or staff start a deal from the buyers list');
    assertUnsold(listing);
    const [chat] = await listingBuyerChats(tx, listing.id, input.buyerId);
    if (!chat) throw new AppError('UNPROCESSABLE', 'Choose one of the buyers who wrote about this car');
    const price = input.price ?? (chat.offerStatus === 'accepted' ? chat.offer : null) ?? listing.price;
    if (!price) throw new AppError('UNPROCESSABLE', 'Say the agreed price: the car has no asking price');
    return openDeal(ctx, tx, {
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerId: input.buyerId,
      price,
      initiatedBy: 'seller',
      chatId: chat.chatId,
      actorId: actor.id,
    });
  });
  await afterCommit();
  // Re-read: the commit's follow-up may have stored KeySavvy's transaction.
  return dealView(ctx.db, actor, (await repo.findDeal(ctx.db, deal.id)) ?? deal);
}

/**
 * POST /v1/keysavvy/transaction/buyer-initiate: the buyer whose offer the seller accepted opens the deal at that
 * price, or gets their open deal back. Another buyer's open deal, no accepted offer, or a deal on that offer that was
 * cancelled since: 409.
 */
export async function buyerInitiate(ctx: AppContext, actor: UserRecord, input: BuyerInitiate): Promise<DealView> {
  const { deal, afterCommit } = await ctx.db.transaction(async (tx) => {
    const listing = await liveListing(tx, input.listingId, true);
    if (listing.sellerId === actor.id) throw forbidden('The seller starts a deal by choosing a buyer');
    if (isStaff(actor)) throw forbidden('Staff start deals for the seller, with seller-initiate');
    const open = await repo.openDealOfListing(tx, listing.id);
    if (open?.buyerId === actor.id) return { deal: open, afterCommit: async () => {} };
    if (open) throw new AppError('CONFLICT', 'The seller is closing a deal with another buyer');
    assertUnsold(listing);
    const [chat] = await listingBuyerChats(tx, listing.id, actor.id);
    if (!chat || chat.offerStatus !== 'accepted' || chat.offer === null)
      throw new AppError('CONFLICT', 'The seller has not accepted an offer from you');
    const cancelledSince = (await repo.dealsOfListing(tx, listing.id, actor.id)).some(
      (d) => d.status === 'cancelled' && chat.offerStatusAt !== null && d.createdAt >= chat.offerStatusAt,
    );
    if (cancelledSince) throw new AppError('CONFLICT', 'The deal on this offer was cancelled; agree a new price first');
    return openDeal(ctx, tx, {
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerId: actor.id,
      price: chat.offer,
      initiatedBy: 'buyer',
      chatId: chat.chatId,
      actorId: actor.id,
    });
  });
  await afterCommit();
  // Re-read: the commit's follow-up may have stored KeySavvy's transaction.
  return dealView(ctx.db, actor, (await repo.findDeal(ctx.db, deal.id)) ?? deal);
}

/**
 * The chats' offer hook (plugged in by app.ts): accepting an offer opens the deal at that price, in the accepting
 * transaction. When the same buyer's deal is open its price follows the new agreement (and a bill of sale written
 * for the old price is set aside); another buyer's open deal refuses the accept (409).
 */
export const dealOfferHook: OfferHook = {
  async accepted(ctx, tx, offer: AcceptedOffer) {
    const open = await repo.openDealOfListing(tx, offer.listingId);
    if (open && open.buyerId !== offer.buyerId)
      throw new AppError('CONFLICT', 'A deal with another buyer is open: cancel it before accepting this offer');
    if (open) {
      if (open.price === offer.amount) return null;
      await repo.updateDeal(tx, open.id, {
        price: offer.amount,
        billHash: null,
        billPdf: null,
        billGeneratedAt: null,
        lastProgressAt: new Date(),
      });
      return null;
    }
    const { afterCommit } = await openDeal(ctx, tx, {
      listingId: offer.listingId,
      sellerId: offer.sellerId,
      buyerId: offer.buyerId,
      price: offer.amount,
      initiatedBy: offer.acceptedBy,
      chatId: offer.chatId,
      actorId: offer.actorId,
    });
    return afterCommit;
  },
};

/** GET /v1/keysavvy/transaction/{id}/status and GET /v1/deal/{id}: the deal's parties and staff. */
export async function getDeal(ctx: AppContext, actor: UserRecord, id: string): Promise<DealView> {
  const { deal } = await loadDeal(ctx.db, actor, id);
  return dealView(ctx.db, actor, deal);
}

/** GET /v1/deal: the caller's deals as seller or buyer, newest first. */
export async function myDeals(ctx: AppContext, actor: UserRecord): Promise<DealList> {
  return { content: await dealViews(ctx.db, actor, await repo.dealsOfUser(ctx.db, actor.id)) };
}

/** GET /v1/keysavvy/transaction/listing/{id}: the seller and staff see every deal of the car; anyone else their own. */
export async function listingDeals(ctx: AppContext, actor: UserRecord, listingId: string): Promise<DealList> {
  const listing = await liveListing(ctx.db, listingId);
  const all = canEditListing(actor, listing);
  const rows = await repo.dealsOfListing(ctx.db, listingId, all ? undefined : actor.id);
  return { content: await dealViews(ctx.db, actor, rows) };
}

/** GET /v1/keysavvy/listing/{id}/buyer-deal: the caller's own open (else completed) deal on the car; 404 if none. */
export async function buyerDeal(ctx: AppContext, actor: UserRecord, listingId: string): Promise<DealView> {
  await liveListing(ctx.db, listingId);
  const mine = await repo.dealsOfListing(ctx.db, listingId, actor.id);
  const deal = mine.find((d) => d.status === 'open') ?? mine.find((d) => d.status === 'completed');
  if (!deal) throw notFound('Deal');
  return dealView(ctx.db, actor, deal);
}

/** GET /v1/keysavvy/listing/{id}/buyers: the seller and staff choose among the people who wrote about the car. */
export async function listBuyers(ctx: AppContext, actor: UserRecord, listingId: string): Promise<DealBuyers> {
  const listing = await liveListing(ctx.db, listingId);
  if (!canEditListing(actor, listing)) throw forbidden('Only the seller or staff see the buyers');
  const chats = await listingBuyerChats(ctx.db, listingId);
  const people = new Map(
    (
      await findUsersByIds(
        ctx.db,
        chats.map((c) => c.buyerId),
      )
    ).map((u) => [u.id, u]),
  );
  return {
    content: chats.map((c) => ({
      buyerId: c.buyerId,
      displayName: displayName(people.get(c.buyerId)),
      isIdVerified: people.get(c.buyerId)?.isIdVerified ?? false,
      chatId: c.chatId,
      offer: c.offer,
      offerStatus: c.offerStatus,
      lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    })),
  };
}

/** GET /v1/keysavvy/listing/{id}/deal-auth: the caller's part and whether they may start a deal now, and why not. */
export async function dealAuth(ctx: AppContext, actor: UserRecord, listingId: string): Promise<DealAuth> {
  const listing = await liveListing(ctx.db, listingId);
  const open = await repo.openDealOfListing(ctx.db, listingId);
  const sold = listing.saleStatus === 'sold';
  if (canEditListing(actor, listing)) {
    const completed = open
      ? null
      : (await repo.dealsOfListing(ctx.db, listingId)).find((d) => d.status === 'completed');
    const reason = sold ? 'The car is sold' : open ? 'A deal is open' : null;
    return {
      role: listing.sellerId === actor.id ? 'seller' : 'staff',
      canInitiate: !sold && !open,
      dealId: open?.id ?? completed?.id ?? null,
      reason,
    };
  }
  const mine = await repo.dealsOfListing(ctx.db, listingId, actor.id);
  const own = mine.find((d) => d.status === 'open') ?? mine.find((d) => d.status === 'completed');
  const [chat] = await listingBuyerChats(ctx.db, listingId, actor.id);
  if (!chat && !own)
    return { role: 'none', canInitiate: false, dealId: null, reason: 'You have not talked with the seller' };
  const accepted = chat?.offerStatus === 'accepted';
  const reason = own
    ? own.status === 'open'
      ? 'Your deal is open'
      : 'You bought this car'
    : sold
      ? 'The car is sold'
      : open
        ? 'The seller is closing a deal with another buyer'
        : accepted
          ? null
          : 'The seller has not accepted an offer from you';
  return { role: 'buyer', canInitiate: reason === null, dealId: own?.id ?? null, reason };
}
