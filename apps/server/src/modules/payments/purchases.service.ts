import {
  activePurchase,
  canPublishWithPurchases,
  isStaff,
  planChangeCredit,
  planChangeType,
  promoAppliesTo,
  promoDiscount,
  toPage,
  type ListingProduct,
  type Page,
  type Product,
  type PromoCode,
  type Purchase,
  type PurchaseStatus,
} from '@revy/shared';
import { PaymentProviderError } from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { unpublishForPlan } from '../listings';
import { assertCanEdit, getListingRow, listingTitles } from '../listings';
import type { ListingRow } from '../listings';
import { findUsersByIds, type UserRecord } from '../users';
import { activatePurchaseTx } from './activation.service';
import { purchaseRowsOfListing } from './listing-purchases.service';
import { toProduct, toPurchase, type PurchaseRow } from './payments.mapper';
import { cancelPendingPayments, latestPayments } from './payments.repo';
import * as repo from './purchases.repo';

export const PROMO_NOT_FOUND = 'Promo code not found';
const UNAVAILABLE = 'The card payment service did not answer. Try again in a minute.';

/** The purchase, or 404. */
export async function getPurchaseRow(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<PurchaseRow> {
  const row = await repo.findPurchase(db, id, opts);
  if (!row) throw notFound('Purchase');
  return row;
}

/**
 * The purchase's listing when the actor may change it (seller, staff); 403 otherwise, or the 404
 * of a missing purchase when the listing is not theirs to see (decision 017); 409 when deleted.
 */
export async function editableListingOf(ctx: AppContext, actor: UserRecord, p: PurchaseRow): Promise<ListingRow> {
  const listing = p.listingId ? await getListingRow(ctx.db, p.listingId).catch(() => null) : null;
  if (!listing) {
    if (!isStaff(actor) && p.userId !== actor.id) throw forbidden('This purchase is not yours');
    throw new AppError('CONFLICT', 'The listing of this plan has been deleted');
  }
  assertCanEdit(actor, listing, 'Only the seller or staff may change this listing', 'Purchase');
  return listing;
}

/** Seller of the listing, the buyer of the plan, staff; as a missing purchase to whoever may not see the listing. */
async function assertCanSeePurchase(ctx: AppContext, actor: UserRecord, p: PurchaseRow): Promise<void> {
  if (isStaff(actor) || p.userId === actor.id) return;
  const listing = p.listingId ? await getListingRow(ctx.db, p.listingId).catch(() => null) : null;
  if (!listing) throw forbidden('This purchase is not yours');
  assertCanEdit(actor, listing, 'This purchase is not yours', 'Purchase');
}

async function withPayments(db: DbOrTx, rows: PurchaseRow[]): Promise<Purchase[]> {
  const payments = await latestPayments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPurchase(r, payments.get(r.id) ?? null));
}

export const purchaseView = async (db: DbOrTx, row: PurchaseRow): Promise<Purchase> =>
  (await withPayments(db, [row]))[0]!;

/** GET /v1/product: the plans on sale; ?isTest lists the test plans instead (staff only). */
export async function listProducts(ctx: AppContext, viewer: UserRecord | null, isTest: boolean): Promise<Product[]> {
  if (isTest && !isStaff(viewer)) throw forbidden('Test plans are for staff');
  return (await repo.listProducts(ctx.db, isTest)).map(toProduct);
}

/** GET /v1/product/listing/{id}: the plans with what each would be for this listing. */
export async function listListingProducts(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  isTest: boolean,
): Promise<ListingProduct[]> {
  const listing = await getListingRow(ctx.db, listingId);
  assertCanEdit(actor, listing);
  const [products, purchases] = await Promise.all([
    listProducts(ctx, actor, isTest),
    purchaseRowsOfListing(ctx.db, listingId),
  ]);
  const current = activePurchase(purchases);
  return products.map((p) => ({
    ...p,
    change: !current ? null : current.stripeProductId === p.stripeProductId ? 'CURRENT' : planChangeType(current, p),
  }));
}

/** A promo code the seller may use on `productId`; 400 on stripePromoCode otherwise. */
async function usablePromo(ctx: AppContext, code: string, product: { id: string; name: string }): Promise<PromoCode> {
  const promo = await lookupPromo(ctx, code);
  const problem = !promo
    ? PROMO_NOT_FOUND
    : !promoAppliesTo({ ...promo, productIds: [] }, product.id)
      ? 'This promo code has expired'
      : !promoAppliesTo(promo, product.id)
        ? `This promo code does not apply to the ${product.name} plan`
        : null;
  if (problem) throw validationFailed({ stripePromoCode: problem }, problem);
  return promo!;
}

async function lookupPromo(ctx: AppContext, code: string): Promise<PromoCode | null> {
  try {
    return await ctx.payments.lookupPromoCode(code);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', UNAVAILABLE, { cause: err });
    throw err;
  }
}

/** GET /v1/purchase/promo-code/{code}: a usable code, or 404 (unknown or expired). */
export async function getPromoCode(ctx: AppContext, code: string): Promise<PromoCode> {
  const promo = await lookupPromo(ctx, code);
  if (!promo) throw new AppError('NOT_FOUND', PROMO_NOT_FOUND);
  if (!promoAppliesTo({ ...promo, productIds: [] }, 'any'))
    throw new AppError('NOT_FOUND', 'This promo code has expired');
  return promo;
}

/**
 * POST /v1/purchase/listing/{id}: a PENDING purchase copying the plan's name, price, features
 * and trial. It replaces the listing's older PENDING ones. When the listing has an ACTIVE plan
 * of another product, this is an UPGRADE or DOWNGRADE of it, with what that plan actually paid
 * as credit (discountAmount, at most the new price: a downgrade costs nothing). The promo code
 * comes off the price (stripeDiscount).
 */
export async function createPurchase(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  input: { stripeProductId: string; stripePromoCode?: string | null | undefined; publish?: boolean | undefined },
): Promise<Purchase> {
  const listing = await getListingRow(ctx.db, listingId);
  assertCanEdit(actor, listing);
  if (!actor.email)
    throw new AppError(
      'REGISTRATION_REQUIRED',
      'Create a free account to choose a plan — it keeps everything you have done so far.',
    );
  const product = await repo.findProduct(ctx.db, input.stripeProductId);
  if (!product || (product.isTest && !isStaff(actor))) {
    throw validationFailed({ stripeProductId: 'We do not sell this plan' }, 'We do not sell this plan');
  }
  const promo = input.stripePromoCode ? await usablePromo(ctx, input.stripePromoCode, product) : null;
  const row = await ctx.db.transaction(async (tx) => {
    // One plan change of a listing at a time (racing choices would each see no pending one),
    // then pending before active: the order activation locks them in.
    await repo.lockListingPlans(tx, listingId);
    const pending = await repo.lockListingPurchases(tx, listingId, 'PENDING');
    const current = activePurchase(await repo.lockListingPurchases(tx, listingId, 'ACTIVE'));
    if (current?.stripeProductId === product.id)
      throw new AppError('CONFLICT', `This listing already has the ${product.name} plan`);
    const change = planChangeType(current, { stripeProductId: product.id, price: product.price });
    const credit =
      current && change
        ? planChangeCredit(
            { ...current, paid: await repo.paidAmount(tx, current.id) },
            { stripeProductId: product.id, price: product.price },
          )
        : 0;
    for (const old of pending) {
      await repo.updatePurchase(
        tx,
        old.id,
        { status: 'CANCELLED', cancelledAt: new Date(), metadata: { ...old.metadata, replacedBy: 'newer purchase' } },
        'PENDING',
      );
      await cancelPendingPayments(tx, old.id, 'You chose another plan');
    }
    return repo.insertPurchase(tx, {
      listingId,
      userId: listing.sellerId,
      stripeProductId: product.id,
      name: product.name,
      price: product.price,
      features: product.features,
      trialDuration: product.trialDuration,
      status: 'PENDING',
      planChangeType: change,
      originalPurchaseId: change ? current!.id : null,
      discountAmount: credit,
      stripePromoCode: promo?.code ?? null,
      stripeDiscount: promoDiscount(product.price, promo),
      metadata: { publish: input.publish ?? true, createdBy: actor.id },
    });
  });
  return toPurchase(row, null);
}

/** GET /v1/purchase/{id} */
export async function getPurchase(ctx: AppContext, actor: UserRecord, id: string): Promise<Purchase> {
  const row = await getPurchaseRow(ctx.db, id);
  await assertCanSeePurchase(ctx, actor, row);
  return purchaseView(ctx.db, row);
}

/** GET /v1/purchase/listing/{listingId}: newest first (seller, staff). */
export async function listListingPurchases(ctx: AppContext, actor: UserRecord, listingId: string): Promise<Purchase[]> {
  assertCanEdit(actor, await getListingRow(ctx.db, listingId));
  return withPayments(ctx.db, await purchaseRowsOfListing(ctx.db, listingId));
}

/** GET /v1/purchase/user/{userId}: self or staff. */
export async function listUserPurchases(ctx: AppContext, actor: UserRecord, userId: string): Promise<Purchase[]> {
  if (actor.id !== userId && !isStaff(actor)) throw forbidden("Only the buyer and staff may list someone's purchases");
  return withPayments(ctx.db, await repo.listPurchasesOfUser(ctx.db, userId));
}

/**
 * GET /v1/purchase (staff): the concierge's queue, oldest first. Each purchase's metadata also
 * carries listingTitle, sellerEmail and sellerName (read-only, not stored; decision 010).
 */
export async function pagePurchases(
  ctx: AppContext,
  q: { status?: PurchaseStatus | undefined; page: number; size: number },
): Promise<Page<Purchase>> {
  const { rows, total } = await repo.pagePurchases(ctx.db, { status: q.status }, q);
  const idsOf = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
  // Titles from listings and contacts from users (their tables, their modules), side by side with the payments.
  const [payments, titles, sellers] = await Promise.all([
    latestPayments(
      ctx.db,
      rows.map((r) => r.id),
    ),
    listingTitles(ctx.db, idsOf(rows.map((r) => r.listingId))),
    findUsersByIds(ctx.db, idsOf(rows.map((r) => r.userId))),
  ]);
  const sellerById = new Map(sellers.map((u) => [u.id, u]));
  const content = rows.map((r) => {
    const seller = r.userId ? sellerById.get(r.userId) : undefined;
    return toPurchase(r, payments.get(r.id) ?? null, {
      listingTitle: r.listingId ? (titles.get(r.listingId) ?? null) : null,
      sellerEmail: seller?.email ?? null,
      sellerName: [seller?.firstName, seller?.lastName].filter(Boolean).join(' ') || null,
    });
  });
  return toPage(content, total, q);
}

/** POST /v1/purchase/{id}/activate (staff): comp or hand-activate; 409 when already ACTIVE. */
export async function activatePurchase(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  startAt?: string,
): Promise<Purchase> {
  const { listingId } = await getPurchaseRow(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockListingPlans(tx, listingId);
    const p = await getPurchaseRow(tx, id, { forUpdate: true });
    if (p.status === 'ACTIVE') throw new AppError('CONFLICT', 'This plan is already active');
    return activatePurchaseTx(tx, p, {
      startAt: startAt ? new Date(startAt) : new Date(),
      paymentDue: p.paymentDue,
      savedBy: actor.id,
    });
  });
  return purchaseView(ctx.db, row);
}

/**
 * POST /v1/purchase/{id}/cancel: the seller cancels a PENDING purchase; staff may also cancel an
 * ACTIVE one, which unpublishes the listing unless another plan still allows publishing.
 */
export async function cancelPurchase(ctx: AppContext, actor: UserRecord, id: string): Promise<Purchase> {
  const before = await getPurchaseRow(ctx.db, id);
  await assertCanSeePurchase(ctx, actor, before);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockListingPlans(tx, before.listingId);
    const p = await getPurchaseRow(tx, id, { forUpdate: true });
    if (p.status === 'ACTIVE' && !isStaff(actor)) throw forbidden('Only staff can cancel an active plan');
    if (p.status !== 'ACTIVE' && p.status !== 'PENDING')
      throw new AppError('CONFLICT', `This purchase is already ${p.status.toLowerCase()}`);
    const cancelled = (await repo.updatePurchase(tx, id, { status: 'CANCELLED', cancelledAt: new Date() }))!;
    await cancelPendingPayments(tx, id, 'The purchase was cancelled');
    if (
      p.status === 'ACTIVE' &&
      p.listingId &&
      !canPublishWithPurchases(await purchaseRowsOfListing(tx, p.listingId))
    ) {
      await unpublishForPlan(tx, p.listingId, 'Your plan was cancelled. Choose a plan to publish again', actor.id);
    }
    return cancelled;
  });
  return purchaseView(ctx.db, row);
}

/** PUT /v1/purchase/{id}/payment-due (staff). */
export async function setPaymentDue(ctx: AppContext, id: string, paymentDue: boolean): Promise<Purchase> {
  const row = await repo.updatePurchase(ctx.db, (await getPurchaseRow(ctx.db, id)).id, { paymentDue });
  return purchaseView(ctx.db, row!);
}
