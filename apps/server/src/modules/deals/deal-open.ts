import { dealNotice } from '@revy/shared';
import { type AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findUsersByIds } from '../users';
import { dealNotices, sendDealNotices } from './deal-notices';
import { displayName, listingSnapshot, legalName, type ProviderProgress } from './deal-view';
import * as repo from './deals.repo';
import type { DealRowNoPdf } from './deals.repo';

export type OpenDealInput = {
  listingId: string;
  sellerId: string;
  buyerId: string;
  price: number;
  initiatedBy: 'seller' | 'buyer';
  chatId: string | null;
  actorId: string;
};

const alreadyOpen = () =>
  new AppError('CONFLICT', 'A deal is already open for this car: finish or cancel it before starting another');

/**
 * Opens a deal in the caller's transaction, which has locked the listing row: one open deal per listing (409 for the
 * second, whether it lost the check or the unique index), never for a sold car, never with an anonymous buyer.
 * Returns the deal and what to do after the commit (tell the other party, create KeySavvy's transaction).
 */
export async function openDeal(
  ctx: AppContext,
  tx: DbOrTx,
  input: OpenDealInput,
): Promise<{ deal: DealRowNoPdf; afterCommit: () => Promise<void> }> {
  if (input.buyerId === input.sellerId) throw new AppError('CONFLICT', 'A seller cannot buy their own car');
  const snapshot = await listingSnapshot(tx, input.listingId);
  if (!snapshot) throw new AppError('NOT_FOUND', 'Listing not found');
  if (await repo.openDealOfListing(tx, input.listingId)) throw alreadyOpen();
  const people = await findUsersByIds(tx, [input.buyerId, input.sellerId]);
  const buyer = people.find((p) => p.id === input.buyerId);
  if (!buyer) throw new AppError('NOT_FOUND', 'Buyer not found');
  if (!buyer.email)
    throw new AppError('UNPROCESSABLE', 'The buyer needs an account (an email) before a deal can start');
  const deal = await repo.insertDeal(tx, {
    listingId: input.listingId,
    sellerId: input.sellerId,
    buyerId: input.buyerId,
    initiatedBy: input.initiatedBy,
    chatId: input.chatId,
    price: input.price,
    provider: ctx.titleTransfer.name,
    status: 'open',
    data: { listing: snapshot },
  });
  if (!deal) throw alreadyOpen();
  const opened = dealNotice({
    kind: 'opened',
    car: snapshot.title,
    by: input.actorId === input.sellerId ? 'seller' : 'buyer',
  });
  const notices = dealNotices(deal, input.actorId, opened.title, opened.body);
  return {
    deal,
    afterCommit: async () => {
      await sendDealNotices(ctx, notices);
      await createProviderTransaction(ctx, deal.id);
    },
  };
}

/**
 * KeySavvy deals: opens KeySavvy's transaction for the deal (idempotent on the deal id) and stores its id, status
 * and page. A failure is logged and left for the reminder job to retry; the deal room works meanwhile.
 */
export async function createProviderTransaction(ctx: AppContext, dealId: string): Promise<void> {
  if (ctx.titleTransfer.name !== 'keysavvy') return;
  const deal = await repo.findDeal(ctx.db, dealId);
  if (!deal || deal.provider !== 'keysavvy' || deal.providerTransactionId || deal.status !== 'open') return;
  const people = await findUsersByIds(
    ctx.db,
    [deal.sellerId, deal.buyerId].filter((x): x is string => !!x),
  );
  const party = (id: string | null) => {
    const u = people.find((p) => p.id === id);
    return { id: id ?? '', name: legalName(u) || displayName(u), email: u?.email ?? null };
  };
  const l = (deal.data as { listing?: Awaited<ReturnType<typeof listingSnapshot>> }).listing;
  try {
    const t = await ctx.titleTransfer.createTransaction({
      dealId: deal.id,
      listingId: deal.listingId ?? '',
      price: deal.price,
      state: deal.billState ?? null,
      vehicle: {
        vin: l?.vin ?? null,
        year: l?.year ?? null,
        make: l?.make ?? null,
        model: l?.model ?? null,
        trim: l?.trim ?? null,
        odometer: l?.odometer ?? null,
      },
      seller: party(deal.sellerId),
      buyer: party(deal.buyerId),
    });
    if (!t) return;
    const progress: ProviderProgress = { paymentDone: t.paymentDone, titleDone: t.titleDone };
    await repo.updateDeal(ctx.db, deal.id, {
      providerTransactionId: t.id,
      providerStatus: t.status,
      providerUrl: t.url,
      data: { ...deal.data, providerProgress: progress },
    });
  } catch (err) {
    ctx.log.warn({ err, dealId }, 'deals: KeySavvy transaction not created yet (retried by the deals job)');
  }
}
