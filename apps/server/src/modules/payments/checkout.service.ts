import { isStaff, totalDue, type CheckoutRequest, type CheckoutResult, type Payment } from '@revy/shared';
import { PaymentProviderError, type ProviderSession } from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import type { UserRecord } from '../users';
import { activatePurchaseTx, fulfilPurchaseTx } from './activation.service';
import { purchaseRowsOfListing } from './listing-purchases.service';
import { toPayment, type PaymentRow, type PurchaseRow } from './payments.mapper';
import * as payments from './payments.repo';
import { findPurchase, lockListingPlans } from './purchases.repo';
import { editableListingOf, getPurchaseRow, purchaseView } from './purchases.service';

const UNAVAILABLE = 'The card payment service did not answer. Try again in a minute.';

/** Whether the purchase can be paid for now: a PENDING one, or a plan whose trial payment is due. */
export function assertPayable(p: PurchaseRow): void {
  if (p.status === 'PENDING' || ((p.status === 'ACTIVE' || p.status === 'EXPIRED') && p.paymentDue)) return;
  if (p.status === 'ACTIVE') throw new AppError('CONFLICT', 'This plan is already paid for');
  throw new AppError('CONFLICT', `This purchase is ${p.status.toLowerCase()}: choose a plan again`);
}

/**
 * POST /v1/purchase/{id}/checkout. A trial starts the plan now and owes payment later; nothing
 * due (a 100% promo code, a free downgrade) activates now with a 0 payment on record; anything
 * else makes a pending Payment and a checkout session with the provider, whose page is `url`.
 * Exactly one checkout of a purchase is open at a time: racing or repeated calls get 409 with
 * the open payment (whose checkoutUrl the client can follow), and a paid purchase gets 409 with
 * the payment that paid it (decision 021).
 */
export async function checkoutPurchase(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  req: CheckoutRequest,
): Promise<CheckoutResult> {
  const purchase = await getPurchaseRow(ctx.db, id);
  const listing = await editableListingOf(ctx, actor, purchase);
  if (req.trial) {
    const row = await ctx.db.transaction(async (tx) => {
      await lockListingPlans(tx, listing.id);
      const p = await getPurchaseRow(tx, id, { forUpdate: true });
      if (p.status !== 'PENDING') throw new AppError('CONFLICT', 'A free trial can only start a new plan');
      if (!p.trialDuration)
        throw validationFailed(
          { trial: `The ${p.name} plan has no free trial` },
          `The ${p.name} plan has no free trial`,
        );
      const others = await purchaseRowsOfListing(tx, listing.id);
      if (others.some((o) => o.id !== p.id && o.metadata.trialStartedAt)) {
        throw new AppError('CONFLICT', 'This listing has already had its free trial');
      }
      return activatePurchaseTx(tx, p, { startAt: new Date(), paymentDue: true, trial: true, savedBy: actor.id });
    });
    return { purchase: await purchaseView(ctx.db, row), payment: null, url: null };
  }
  await assertPayableNow(ctx.db, purchase);
  const base = {
    userId: actor.id,
    listingId: listing.id,
    purchaseId: purchase.id,
    productId: purchase.stripeProductId,
    description: `Revy ${purchase.name} plan`,
    paymentType: 'plan',
    couponId: purchase.stripePromoCode,
  };
  if (totalDue(purchase) === 0) {
    const { row, payment } = await ctx.db.transaction(async (tx) => {
      await lockListingPlans(tx, listing.id);
      const p = await getPurchaseRow(tx, id, { forUpdate: true });
      await assertPayableNow(tx, p);
      const payment = await payments.insertPayment(tx, {
        ...base,
        amount: 0,
        status: 'succeeded',
        completedAt: new Date(),
      });
      return { row: await fulfilPurchaseTx(tx, p, actor.id), payment };
    });
    return { purchase: await purchaseView(ctx.db, row), payment: toPayment(payment), url: null };
  }
  let payment = await openCheckout(ctx, listing.id, id, base);
  const returnTo = new URL(req.returnPath ?? `/my-garage/${listing.id}/plans`, ctx.config.appUrl);
  returnTo.searchParams.set('payment', payment.id);
  // The cancel address says so (and which purchase to retry): a Stripe session the payer backed
  // out of stays open until it expires, so the payment alone would look "still settling".
  const cancelTo = new URL(returnTo);
  cancelTo.searchParams.set('cancelled', '1');
  cancelTo.searchParams.set('purchase', purchase.id);
  let session: ProviderSession;
  try {
    // The provider call carries the payment id as its idempotency key (stripe-provider.ts), so a
    // retried request cannot open a second session for this payment.
    session = await ctx.payments.createCheckoutSession({
      paymentId: payment.id,
      purchaseId: purchase.id,
      userId: actor.id,
      email: actor.email,
      description: `Revy ${purchase.name} plan`,
      amount: Math.max(0, purchase.price - purchase.discountAmount),
      currency: 'usd',
      promoCode: purchase.stripePromoCode,
      promoDiscount: purchase.stripeDiscount,
      successUrl: returnTo.toString(),
      cancelUrl: cancelTo.toString(),
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    ctx.log.warn({ err, paymentId: payment.id }, 'payments: checkout session could not be created');
    await payments.updatePayment(ctx.db, payment.id, { status: 'failed', failureMessage: UNAVAILABLE });
    throw new AppError('UNAVAILABLE', UNAVAILABLE, { cause: err });
  }
  payment = await payments.updatePayment(ctx.db, payment.id, {
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
  });
  return { purchase: await purchaseView(ctx.db, purchase), payment: toPayment(payment), url: session.url };
}

/** assertPayable, plus 409 with the payment when the purchase has already been paid. */
async function assertPayableNow(db: DbOrTx, p: PurchaseRow): Promise<void> {
  const paid = await payments.findSucceededPayment(db, p.id);
  if (paid) {
    throw new AppError('CONFLICT', 'This plan is already paid for', { payment: toPayment(paid) });
  }
  assertPayable(p);
}

/**
 * The pending payment of a new checkout, made under the listing's plan lock so that of racing
 * calls one wins and the others get 409 with it. A previous checkout of the purchase still open
 * is re-read from the provider first: one that expired or was never started is closed and
 * replaced; one that was paid in the meantime is fulfilled (and the caller gets 409).
 */
async function openCheckout(
  ctx: AppContext,
  listingId: string,
  purchaseId: string,
  base: Omit<payments.NewPaymentRow, 'amount'>,
): Promise<PaymentRow> {
  for (let attempt = 0; ; attempt++) {
    const result = await ctx.db.transaction(async (tx) => {
      await lockListingPlans(tx, listingId);
      const p = await getPurchaseRow(tx, purchaseId, { forUpdate: true });
      await assertPayableNow(tx, p);
      const open = await payments.findOpenPayment(tx, p.id);
      if (open) return { open };
      return { created: await payments.insertPayment(tx, { ...base, amount: totalDue(p), status: 'pending' }) };
    });
    if (result.created) return result.created;
    const open = result.open!;
    const session = open.checkoutSessionId ? await retrieve(ctx, open.checkoutSessionId) : null;
    const stillOpen = session ? session.status !== 'expired' && session.paymentStatus === 'unpaid' : isRecent(open);
    if (session && session.paymentStatus !== 'unpaid') await syncPaymentSession(ctx, open.checkoutSessionId!);
    if (stillOpen || attempt > 0 || (session && session.paymentStatus !== 'unpaid')) {
      const now = await payments.findPayment(ctx.db, open.id);
      throw new AppError(
        'CONFLICT',
        now?.status === 'succeeded'
          ? 'This plan is already paid for'
          : 'A checkout for this plan is already open: finish it or wait for it to expire',
        { payment: toPayment(now ?? open) },
      );
    }
    // Its page expired (or its session was never made): close it and open a new one.
    await payments.closeOpenPayment(ctx.db, open.id, 'The checkout expired before payment');
  }
}

/** A payment whose provider session is being created right now by another request. */
const isRecent = (p: PaymentRow) => Date.now() - p.createdAt.getTime() < 60_000;

async function retrieve(ctx: AppContext, sessionId: string): Promise<ProviderSession | null> {
  try {
    return await ctx.payments.retrieveSession(sessionId);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', UNAVAILABLE, { cause: err });
    throw err;
  }
}

/**
 * Brings our payment in line with the provider's session, re-read now (webhooks, the sandbox
 * and the return page only trigger this). Paid: the payment succeeds and its purchase is
 * fulfilled — once, whatever the number, order or overlap of triggers, because the payment row
 * is locked and a succeeded payment is left alone. Null when the session is not one of ours.
 */
export async function syncPaymentSession(
  ctx: AppContext,
  sessionId: string,
  opts: { failureMessage?: string } = {},
): Promise<PaymentRow | null> {
  const session = await retrieve(ctx, sessionId);
  if (!session) return null;
  const known = await payments.findPaymentBySession(ctx.db, sessionId);
  if (!known) return null;
  return ctx.db.transaction(async (tx) => {
    // Lock order of every plan change: the listing's plan lock, then payment, then purchase.
    await lockListingPlans(tx, known.listingId);
    const payment = await payments.findPaymentBySession(tx, sessionId, { forUpdate: true });
    if (!payment || ['succeeded', 'refunded', 'refund_due'].includes(payment.status)) return payment;
    if (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') {
      const paidFields = {
        completedAt: new Date(),
        amount: session.amountTotal ?? payment.amount,
        paymentIntentId: session.paymentIntentId,
      };
      const purchase = payment.purchaseId ? await findPurchase(tx, payment.purchaseId, { forUpdate: true }) : null;
      const already = purchase ? await payments.findSucceededPayment(tx, purchase.id, payment.id) : null;
      if (already || purchase?.status === 'CANCELLED') {
        // Money arrived for a purchase that another payment paid, or that the seller replaced:
        // it activates nothing and is kept for staff to refund (decision 021).
        ctx.log.warn(
          { paymentId: payment.id, purchaseId: purchase?.id },
          'payments: a charge arrived for a purchase that cannot take it; refund due',
        );
        const why = already
          ? 'This plan was already paid: this charge will be refunded'
          : 'You chose another plan before paying: this charge will be refunded';
        return payments.updatePayment(tx, payment.id, { ...paidFields, status: 'refund_due', failureMessage: why });
      }
      const paid = await payments.updatePayment(tx, payment.id, {
        ...paidFields,
        status: 'succeeded',
        failureMessage: null,
      });
      if (purchase) await fulfilPurchaseTx(tx, purchase, payment.userId);
      return paid;
    }
    if (session.status === 'expired') {
      return payments.updatePayment(tx, payment.id, {
        status: 'cancelled',
        failureMessage: payment.failureMessage ?? 'The checkout expired before payment',
      });
    }
    if (session.status === 'requires_action')
      return payments.updatePayment(tx, payment.id, { status: 'requires_action' });
    // A complete but unpaid session may still be waiting for a bank transfer: only the
    // provider's "failed" event says it failed.
    if (opts.failureMessage)
      return payments.updatePayment(tx, payment.id, { status: 'failed', failureMessage: opts.failureMessage });
    return payment;
  });
}

async function paymentOf(ctx: AppContext, actor: UserRecord, id: string): Promise<PaymentRow> {
  const payment = await payments.findPayment(ctx.db, id);
  if (!payment) throw notFound('Payment');
  if (payment.userId !== actor.id && !isStaff(actor)) throw forbidden('This payment is not yours');
  return payment;
}

/** GET /v1/payment/{id}/check: re-reads the checkout and fulfils it if paid (the return page's safety net). */
export async function checkPayment(ctx: AppContext, actor: UserRecord, id: string): Promise<Payment> {
  const payment = await paymentOf(ctx, actor, id);
  if (!payment.checkoutSessionId || ['succeeded', 'refunded'].includes(payment.status)) return toPayment(payment);
  return toPayment((await syncPaymentSession(ctx, payment.checkoutSessionId)) ?? payment);
}

/** GET /v1/payment/user/{userId}: self or staff, newest first. */
export async function listUserPayments(ctx: AppContext, actor: UserRecord, userId: string): Promise<Payment[]> {
  if (actor.id !== userId && !isStaff(actor)) throw forbidden("Only the payer and staff may list someone's payments");
  return (await payments.listPaymentsOfUser(ctx.db, userId)).map((p) => toPayment(p));
}
