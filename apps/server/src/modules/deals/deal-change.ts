import { dealNotice, dealReadyToFinish, isStaff, type DealRole, type DealView } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { findChatListing, markSoldByDeal, markUnsoldByDeal } from '../listings';
import type { NotifyItem } from '../notifications';
import { findUsersByIds, getUserRecord, type UserRecord } from '../users';
import { dealNotices, sendDealNotices } from './deal-notices';
import { dealView, roleOf, stepInput, type ProviderProgress } from './deal-view';
import * as repo from './deals.repo';
import type { DealPatch, DealRowNoPdf } from './deals.repo';

/** The queue whose job tells the other buyers and cancels test drives once the car is sold (once per deal). */
export const DEAL_FINISHED_QUEUE = 'deals.finished';

/** Loads a deal a viewer may see: its two parties and staff; anyone else gets 404 (its existence stays hidden). */
export async function loadDeal(
  db: DbOrTx,
  viewer: UserRecord,
  id: string,
): Promise<{ deal: DealRowNoPdf; role: DealRole }> {
  const deal = await repo.findDeal(db, id);
  if (!deal) throw notFound('Deal');
  const role = roleOf(viewer, deal);
  if (role === 'staff' && !isStaff(viewer)) throw notFound('Deal');
  return { deal, role };
}

/**
 * Finishes the deal in the caller's transaction when every step is done: completed, and the listing marked sold with
 * the price and the buyer (listings' sale-status path); the job for the other buyers and the test drives is written
 * in the same transaction. Returns the finished row, or null when something is still to do.
 */
export async function finishIfReady(
  ctx: AppContext,
  tx: DbOrTx,
  actor: UserRecord,
  deal: DealRowNoPdf,
): Promise<DealRowNoPdf | null> {
  if (deal.status !== 'open' || !deal.listingId || !deal.buyerId) return null;
  const [people, signatures] = await Promise.all([
    findUsersByIds(
      tx,
      [deal.sellerId, deal.buyerId].filter((x): x is string => !!x),
    ),
    repo.currentSignatures(tx, [deal]),
  ]);
  const verified = (id: string | null) => people.find((p) => p.id === id)?.isIdVerified ?? false;
  const input = stepInput(
    deal,
    { sellerVerified: verified(deal.sellerId), buyerVerified: verified(deal.buyerId) },
    signatures.get(deal.id) ?? [],
  );
  if (!dealReadyToFinish(input)) return null;
  const now = new Date();
  // Usually sold already, when the payment was confirmed (markSoldIfPaid); otherwise now.
  if (!soldMarkedAt(deal)) await sellListing(ctx, tx, actor, deal);
  return repo.updateDeal(tx, deal.id, { status: 'completed', completedAt: now, lastProgressAt: now });
}

const soldMarkedAt = (deal: Pick<DealRowNoPdf, 'data'>) => (deal.data as { soldMarkedAt?: string }).soldMarkedAt;

function paymentDone(deal: DealRowNoPdf): boolean {
  if (deal.provider === 'keysavvy')
    return (deal.data as { providerProgress?: ProviderProgress }).providerProgress?.paymentDone ?? false;
  return deal.fundsConfirmedAt !== null;
}

async function sellListing(ctx: AppContext, tx: DbOrTx, actor: UserRecord, deal: DealRowNoPdf): Promise<DealRowNoPdf> {
  if (!deal.listingId || !deal.buyerId) return deal;
  await markSoldByDeal(tx, actor, deal.listingId, { salePrice: deal.price, soldTo: deal.buyerId });
  // Written in the same transaction, one per deal (the job's id), so the other buyers hear of the sale once.
  await ctx.jobs.send(DEAL_FINISHED_QUEUE, { dealId: deal.id }, { tx, id: deal.id });
  return repo.updateDeal(tx, deal.id, { data: { ...deal.data, soldMarkedAt: new Date().toISOString() } });
}

/**
 * The car is sold the moment the money has moved (the seller confirmed the funds, or KeySavvy holds the payment), not
 * only when the paperwork is done: from then on no other buyer can have it, so the listing shows sold, the other
 * buyers are told and the test drives still to come are cancelled. The deal itself stays open for the handover and
 * the title. Idempotent: a deal marks its listing sold once.
 */
export async function markSoldIfPaid(
  ctx: AppContext,
  tx: DbOrTx,
  actor: UserRecord,
  deal: DealRowNoPdf,
): Promise<DealRowNoPdf> {
  if (deal.status !== 'open' || soldMarkedAt(deal) || !paymentDone(deal)) return deal;
  return sellListing(ctx, tx, actor, deal);
}

/** A cancelled deal that had sold the car puts it back on sale (the sale it recorded did not happen). */
export async function unsellIfSold(tx: DbOrTx, actor: UserRecord, deal: DealRowNoPdf): Promise<void> {
  if (soldMarkedAt(deal) && deal.listingId) await markUnsoldByDeal(tx, actor, deal.listingId);
}

export type DealChange = {
  patch: DealPatch | null;
  /** What the other party is told (title, optional body); nothing when null. */
  notice?: { title: string; body?: string | null } | null;
};

/**
 * The one write path of the deal room: checks the caller is a party (404 for strangers, 403 for staff, who only
 * read), locks the listing row then the deal row (the order every deal write and the chats' accept path use), refuses
 * a closed deal (409), applies the change, finishes the deal when that was the last step, and tells the other party
 * after the commit.
 */
export async function changeDeal(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  change: (tx: DbOrTx, deal: DealRowNoPdf, role: 'seller' | 'buyer', now: Date) => Promise<DealChange>,
): Promise<DealView> {
  const notices: NotifyItem[] = [];
  let finished = false;
  let sold = false;
  const deal = await ctx.db.transaction(async (tx) => {
    const first = await loadDeal(tx, actor, id);
    if (first.role === 'staff')
      throw new AppError('FORBIDDEN', 'Staff can read a deal; only its two parties act on it');
    if (first.deal.listingId) await findChatListing(tx, first.deal.listingId, { forUpdate: true });
    const locked = await repo.findDeal(tx, id, { forUpdate: true });
    if (!locked) throw notFound('Deal');
    if (locked.status !== 'open') throw new AppError('CONFLICT', `This deal is ${locked.status}`);
    const now = new Date();
    const { patch, notice } = await change(tx, locked, first.role, now);
    let row = patch ? await repo.updateDeal(tx, id, { ...patch, lastProgressAt: now, remindedAt: null }) : locked;
    if (notice) notices.push(...dealNotices(row, actor.id, notice.title, notice.body ?? null));
    const paid = await markSoldIfPaid(ctx, tx, actor, row);
    if (paid !== row) {
      row = paid;
      sold = true;
    }
    const done = await finishIfReady(ctx, tx, actor, row);
    if (done) {
      row = done;
      finished = true;
      notices.length = 0;
      const text = dealNotice({ kind: 'done' });
      notices.push(...dealNotices(row, null, text.title, text.body));
    }
    return row;
  });
  if (finished || sold) ctx.jobs.wake(DEAL_FINISHED_QUEUE);
  await sendDealNotices(ctx, notices);
  return dealView(ctx.db, actor, deal);
}

/** The seller's record, for work done on the seller's side by the system (finishing effects, reminders). */
export const sellerRecord = (db: DbOrTx, deal: Pick<DealRowNoPdf, 'sellerId'>) =>
  deal.sellerId ? getUserRecord(db, deal.sellerId) : Promise.resolve(null);
