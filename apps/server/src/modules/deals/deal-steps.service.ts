import { createHash } from 'node:crypto';
import {
  dealNotice,
  US_STATES,
  type BillOfSaleRequestSchema,
  type CancelDeal,
  type DealView,
  type RecordDealPayment,
  type SignBillOfSale,
} from '@revy/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findUsersByIds, type UserRecord } from '../users';
import { renderBillOfSale, renderSignedCopy, type BillOfSaleContent } from './bill-of-sale.pdf';
import { changeDeal, loadDeal, unsellIfSold } from './deal-change';
import { checklistOf, displayName, legalName, listingSnapshot, type ListingSnapshot } from './deal-view';
import * as repo from './deals.repo';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * POST /v1/deal/{id}/bill-of-sale (either party): writes the bill of sale for the chosen state from the listing and
 * the parties. The same content keeps the same document (and its signatures); anything different (state, odometer,
 * price, names, vehicle, date) is a new document with a new hash, and the signatures of the old one stop counting.
 */
export function generateBillOfSale(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: z.output<typeof BillOfSaleRequestSchema>,
): Promise<DealView> {
  return changeDeal(ctx, actor, id, async (tx, deal, _role, now) => {
    const people = await findUsersByIds(
      tx,
      [deal.sellerId, deal.buyerId].filter((x): x is string => !!x),
    );
    const person = (uid: string | null) => people.find((p) => p.id === uid);
    const saved = (deal.data as { listing?: ListingSnapshot }).listing;
    const live = deal.listingId ? await listingSnapshot(tx, deal.listingId) : null;
    const l = live ?? saved;
    if (!l) throw new AppError('CONFLICT', 'The listing of this deal is gone; the bill of sale cannot be written');
    const odometer = input.odometer === undefined || input.odometer === null ? l.odometer : input.odometer;
    const content: BillOfSaleContent = {
      dealId: deal.id,
      state: input.state,
      date: now.toISOString().slice(0, 10),
      price: deal.price,
      odometer,
      odometerNote: input.odometerNote,
      vehicle: {
        title: l.title,
        vin: l.vin,
        year: l.year,
        make: l.make,
        model: l.model,
        trim: l.trim,
        odometer: l.odometer,
        bodyType: l.bodyType,
        color: l.color,
      },
      sellerName: legalName(person(deal.sellerId)),
      buyerName: legalName(person(deal.buyerId)),
    };
    const key = JSON.stringify(content);
    if (deal.billHash && (deal.data as { billContent?: string }).billContent === key) return { patch: null };
    const pdf = await renderBillOfSale(content);
    return {
      patch: {
        billState: input.state,
        billGeneratedAt: now,
        billHash: sha256(pdf),
        billOdometer: odometer,
        billOdometerNote: input.odometerNote,
        billPdf: pdf,
        data: { ...deal.data, billContent: key },
      },
      notice: dealNotice({ kind: 'billReady', changed: !!deal.billHash, state: US_STATES[input.state] }),
    };
  });
}

/**
 * POST /v1/deal/{id}/bill-of-sale/sign: the party's typed name over the hash they saw. A different hash (the
 * document changed since) is 409 and signs nothing; a second signature of the same document is 409 too.
 */
export function signBillOfSale(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: SignBillOfSale,
  ip: string,
): Promise<DealView> {
  return changeDeal(ctx, actor, id, async (tx, deal, role, now) => {
    if (!deal.billHash) throw new AppError('CONFLICT', 'There is no bill of sale to sign yet');
    if (input.documentHash !== deal.billHash)
      throw new AppError('CONFLICT', 'The bill of sale changed since you opened it: review the new one and sign that');
    const signed = await repo.insertSignature(tx, {
      dealId: deal.id,
      userId: actor.id,
      role,
      typedName: input.typedName,
      documentHash: deal.billHash,
      ip,
      signedAt: now,
    });
    if (!signed) throw new AppError('CONFLICT', 'You already signed this bill of sale');
    return {
      patch: { billGeneratedAt: deal.billGeneratedAt },
      notice: dealNotice({ kind: 'signed', name: displayName(actor) }),
    };
  });
}

/** POST /v1/deal/{id}/payment: the buyer records how they pay (changeable until the seller confirms the funds). */
export function recordPayment(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: RecordDealPayment,
): Promise<DealView> {
  return changeDeal(ctx, actor, id, async (_tx, deal, role, now) => {
    if (role !== 'buyer') throw forbidden('The buyer records how they pay');
    if (deal.provider === 'keysavvy') throw new AppError('CONFLICT', 'KeySavvy handles the payment of this deal');
    if (deal.fundsConfirmedAt) throw new AppError('CONFLICT', 'The seller already confirmed the funds');
    return {
      patch: { paymentMethod: input.method, paymentRecordedAt: now },
      notice: dealNotice({ kind: 'paymentChosen', method: input.method }),
    };
  });
}

/** POST /v1/deal/{id}/payment/confirm: the seller confirms the funds arrived, exactly once (a second call is 409). */
export function confirmFunds(ctx: AppContext, actor: UserRecord, id: string): Promise<DealView> {
  return changeDeal(ctx, actor, id, async (_tx, deal, role, now) => {
    if (role !== 'seller') throw forbidden('Only the seller confirms the funds arrived');
    if (deal.provider === 'keysavvy') throw new AppError('CONFLICT', 'KeySavvy confirms the payment of this deal');
    if (deal.fundsConfirmedAt) throw new AppError('CONFLICT', 'The funds were already confirmed');
    if (!deal.paymentMethod) throw new AppError('CONFLICT', 'The buyer has not said how they pay yet');
    return { patch: { fundsConfirmedAt: now }, notice: dealNotice({ kind: 'fundsConfirmed' }) };
  });
}

/** POST /v1/deal/{id}/checklist/{key}: the caller ticks (or unticks) their side of a title item named for them. */
export function tickChecklist(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  key: string,
  done: boolean,
): Promise<DealView> {
  return changeDeal(ctx, actor, id, async (_tx, deal, role, now) => {
    const item = checklistOf(deal).find((i) => i.key === key);
    if (!item) throw notFound('Checklist item');
    if (item.who !== 'both' && item.who !== role) throw forbidden(`The ${item.who} ticks off “${item.label}”`);
    const field = role === 'seller' ? 'sellerDoneAt' : 'buyerDoneAt';
    const ticks = { ...deal.checklist, [key]: { ...deal.checklist[key], [field]: done ? now.toISOString() : null } };
    return {
      patch: { checklist: ticks },
      notice: done ? dealNotice({ kind: 'checked', name: displayName(actor), item: item.label }) : null,
    };
  });
}

/** POST /v1/deal/{id}/handover: each party confirms the car and keys changed hands (again changes nothing). */
export function confirmHandover(ctx: AppContext, actor: UserRecord, id: string): Promise<DealView> {
  return changeDeal(ctx, actor, id, async (_tx, deal, role, now) => {
    const field = role === 'seller' ? 'sellerHandoverAt' : 'buyerHandoverAt';
    if (deal[field]) return { patch: null };
    return {
      patch: { [field]: now },
      notice: dealNotice({ kind: 'handedOver', by: role }),
    };
  });
}

/** POST /v1/deal/{id}/cancel (either party while open): the listing stays unsold, and anyone may start another deal. */
export async function cancelDeal(ctx: AppContext, actor: UserRecord, id: string, input: CancelDeal): Promise<DealView> {
  let providerId: string | null = null;
  const view = await changeDeal(ctx, actor, id, async (tx, deal, role, now) => {
    providerId = deal.providerTransactionId;
    await unsellIfSold(tx, actor, deal);
    return {
      patch: { status: 'cancelled', cancelReason: input.reason, cancelledBy: actor.id, lastProgressAt: now },
      notice: dealNotice({ kind: 'cancelled', by: role, reason: input.reason }),
    };
  });
  const pid = providerId as string | null;
  if (pid)
    await ctx.titleTransfer
      .cancelTransaction(pid, input.reason)
      .catch((err: unknown) => ctx.log.warn({ err, dealId: id }, 'deals: KeySavvy cancel failed'));
  return view;
}

/**
 * GET /v1/deal/{id}/bill-of-sale.pdf: the two parties and staff (404 for anyone else, and before there is a bill).
 * The current document with its signature page: the typed names, times and the hash of what was signed.
 */
export async function billOfSalePdf(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
): Promise<{ pdf: Buffer; name: string }> {
  const { deal } = await loadDeal(ctx.db, actor, id);
  const pdf = deal.billHash ? await repo.findBillPdf(ctx.db, id) : null;
  if (!pdf || !deal.billHash) throw notFound('Bill of sale');
  const [sigs, people] = await Promise.all([
    repo.currentSignatures(ctx.db, [deal]),
    findUsersByIds(
      ctx.db,
      [deal.sellerId, deal.buyerId].filter((x): x is string => !!x),
    ),
  ]);
  const name = (uid: string | null) => legalName(people.find((p) => p.id === uid));
  const signed = await renderSignedCopy(
    pdf,
    deal.billHash,
    (sigs.get(deal.id) ?? []).map((s) => ({ role: s.role, typedName: s.typedName, signedAt: s.signedAt })),
    { seller: name(deal.sellerId), buyer: name(deal.buyerId) },
  );
  return { pdf: signed, name: `bill-of-sale-${deal.id.slice(0, 8)}.pdf` };
}
