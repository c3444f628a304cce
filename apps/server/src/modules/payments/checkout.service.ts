import { isStaff, totalDue, type CheckoutRequest, type CheckoutResult, type Payment } from '@revy/shared';
import { PaymentProviderError, type ProviderSession } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import type { UserRecord } from '../users/users.service';
import { activatePurchaseTx, fulfilPurchaseTx } from './activation.service';
import { purchaseRowsOfListing } from './listing-purchases.service';
import { toPayment, type PaymentRow, type PurchaseRow } from './payments.mapper';
import * as payments from './payments.repo';
import { findPurchase } from './purchases.repo';
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
 */
export async function checkoutPurchase(ctx: AppContext, actor: UserRecord, id: string, req: CheckoutRequest): Promise<CheckoutResult> {
  const purchase = await getPurchaseRow(ctx.db, id);
  const listing = await editableListingOf(ctx, actor, purchase);
  if (req.trial) {
    const row = await ctx.db.transaction(async (tx) => {
      const p = await getPurchaseRow(tx, id, { forUpdate: true });
      if (p.status !== 'PENDING') throw new AppError('CONFLICT', 'A free trial can only start a new plan');
      if (!p.trialDuration) throw validationFailed({ trial: `The ${p.name} plan has no free trial` }, `The ${p.name} plan has no free trial`);
      const others = await purchaseRowsOfListing(tx, listing.id);
      if (others.some((o) => o.id !== p.id && o.metadata.trialStartedAt)) {
        throw new AppError('CONFLICT', 'This listing has already had its free trial');
      }
      return activatePurchaseTx(tx, p, { startAt: new Date(), paymentDue: true, trial: true, savedBy: actor.id });
    });
    return { purchase: await purchaseView(ctx.db, row), payment: null, url: null };
  }
  assertPayable(purchase);
  const due = totalDue(purchase);
  const base = {
    userId: actor.id,
    listingId: listing.id,
    purchaseId: purchase.id,
    productId: purchase.stripeProductId,
    description: `Revy ${purchase.name} plan`,
    paymentType: 'plan',
    couponId: purchase.stripePromoCode,
  };
  if (due === 0) {
    const { row, payment } = await ctx.db.transaction(async (tx) => {
      const p = await getPurchaseRow(tx, id, { forUpdate: true });
      assertPayable(p);
      const payment = await payments.insertPayment(tx, { ...base, amount: 0, status: 'succeeded', completedAt: new Date() });
      return { row: await fulfilPurchaseTx(tx, p, actor.id), payment };
    });
    return { purchase: await purchaseView(ctx.db, row), payment: toPayment(payment), url: null };
  }
  let payment = await payments.insertPayment(ctx.db, { ...base, amount: due, status: 'pending' });
  const returnTo = new URL(req.returnPath ?? `/my-garage/${listing.id}/plans`, ctx.config.appUrl);
  returnTo.searchParams.set('payment', payment.id);
  // The cancel address says so (and which purchase to retry): a Stripe session the payer backed
  // out of stays open until it expires, so the payment alone would look "still settling".
  const cancelTo = new URL(returnTo);
  cancelTo.searchParams.set('cancelled', '1');
  cancelTo.searchParams.set('purchase', purchase.id);
  let session: ProviderSession;
  try {
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
  payment = await payments.updatePayment(ctx.db, payment.id, { checkoutSessionId: session.id, checkoutUrl: session.url });
  return { purchase: await purchaseView(ctx.db, purchase), payment: toPayment(payment), url: session.url };
}

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
export async function syncPaymentSession(ctx: AppContext, sessionId: string, opts: { failureMessage?: string } = {}): Promise<PaymentRow | null> {
  const session = await retrieve(ctx, sessionId);
  if (!session) return null;
  return ctx.db.transaction(async (tx) => {
    const payment = await payments.findPaymentBySession(tx, sessionId, { forUpdate: true });
    if (!payment || payment.status === 'succeeded' || payment.status === 'refunded') return payment;
    if (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') {
      const paid = await payments.updatePayment(tx, payment.id, {
        status: 'succeeded',
        completedAt: new Date(),
        amount: session.amountTotal ?? payment.amount,
        paymentIntentId: session.paymentIntentId,
        failureMessage: null,
      });
      const purchase = payment.purchaseId ? await findPurchase(tx, payment.purchaseId, { forUpdate: true }) : null;
      if (purchase) await fulfilPurchaseTx(tx, purchase, payment.userId);
      return paid;
    }
    if (session.status === 'expired') {
      return payments.updatePayment(tx, payment.id, { status: 'cancelled', failureMessage: payment.failureMessage ?? 'The checkout expired before payment' });
    }
    if (session.status === 'requires_action') return payments.updatePayment(tx, payment.id, { status: 'requires_action' });
    // A complete but unpaid session may still be waiting for a bank transfer: only the
    // provider's "failed" event says it failed.
    if (opts.failureMessage) return payments.updatePayment(tx, payment.id, { status: 'failed', failureMessage: opts.failureMessage });
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
