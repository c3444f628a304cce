import { isStaff, SANDBOX_CARDS, type SandboxPay, type SandboxSession } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { assertPayable, syncPaymentSession } from './checkout.service';
import { toSandboxSession, type SandboxSessionRow } from './payments.mapper';
import { findPaymentBySession, updatePayment } from './payments.repo';
import { findPurchase } from './purchases.repo';
import { findSandboxSession, updateSandboxSession, type SandboxSessionPatch } from './sandbox.repo';

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Your card number is not a sandbox test card. Use 4242 4242 4242 4242.',
  expired: 'Your card has expired.',
  bankRefused: 'Your bank did not approve the payment. Try again or use another card.',
  left: 'You left the checkout before paying',
};

/** The session locked for a change, when the actor is its payer or staff (404 outside sandbox mode). */
async function lockSession(ctx: AppContext, tx: DbOrTx, actor: UserRecord, id: string): Promise<SandboxSessionRow> {
  if (ctx.payments.name !== 'sandbox') throw notFound('Checkout session');
  const row = await findSandboxSession(tx, id, { forUpdate: true });
  if (!row) throw notFound('Checkout session');
  if (row.userId !== actor.id && !isStaff(actor)) throw forbidden('This checkout is not yours');
  return row;
}

function assertOpen(row: SandboxSessionRow, expected: 'open' | 'requires_action'): void {
  const status = toSandboxSession(row).status;
  if (status === 'expired') throw new AppError('CONFLICT', 'This checkout has expired. Go back and start again.');
  if (status === 'complete') throw new AppError('CONFLICT', 'This checkout is already paid');
  if (status !== expected) {
    throw new AppError(
      'CONFLICT',
      expected === 'open' ? 'Confirm the payment with your bank first' : 'This payment is not waiting for your bank',
    );
  }
}

/** GET /v1/payment/sandbox/{id} */
export async function getSandboxSession(ctx: AppContext, actor: UserRecord, id: string): Promise<SandboxSession> {
  return toSandboxSession(await lockSession(ctx, ctx.db, actor, id));
}

/** Records a refused card on the session (open again for another card) and its payment, then answers 402. */
async function refuse(
  ctx: AppContext,
  id: string,
  message: string,
  sessionPatch: SandboxSessionPatch = {},
): Promise<never> {
  await ctx.db.transaction(async (tx) => {
    await updateSandboxSession(tx, id, { lastError: message, ...sessionPatch });
    const payment = await findPaymentBySession(tx, id, { forUpdate: true });
    if (payment && payment.status !== 'succeeded')
      await updatePayment(tx, payment.id, { status: 'failed', failureMessage: message });
  });
  throw new AppError('PAYMENT_REQUIRED', message);
}

/** Marks the session paid, then fulfils through the same path as a provider's webhook. */
async function complete(ctx: AppContext, id: string, patch: SandboxSessionPatch): Promise<SandboxSession> {
  // Racing pays of one page all pass the open check; only the first to lock the session charges
  // the card, the others are told it is paid (as a provider's page would).
  const charged = await ctx.db.transaction(async (tx) => {
    const row = await findSandboxSession(tx, id, { forUpdate: true });
    if (row?.status === 'complete') return false;
    await updateSandboxSession(tx, id, {
      ...patch,
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: new Date(),
      lastError: null,
    });
    return true;
  });
  if (!charged) throw new AppError('CONFLICT', 'This checkout is already paid');
  await syncPaymentSession(ctx, id);
  return toSandboxSession((await findSandboxSession(ctx.db, id))!);
}

function cardExpired(expiry: string, now = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map((s) => Number(s.trim()));
  return 2000 + yy! < now.getUTCFullYear() || (2000 + yy! === now.getUTCFullYear() && mm! < now.getUTCMonth() + 1);
}

/**
 * POST /v1/payment/sandbox/{id}/pay with one of SANDBOX_CARDS: 4242… pays; the declined and
 * insufficient-funds cards (and any other number) answer 402 and leave the session open for
 * another card; the 3-D Secure card waits for /confirm (status requires_action).
 */
export async function paySandboxSession(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  card: SandboxPay,
): Promise<SandboxSession> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockSession(ctx, tx, actor, id);
    assertOpen(row, 'open');
    // Never take money twice: a purchase paid through another checkout, or replaced since.
    const payment = await findPaymentBySession(tx, id);
    const purchase = payment?.purchaseId ? await findPurchase(tx, payment.purchaseId) : null;
    if (purchase) assertPayable(purchase);
    if (cardExpired(card.expiry)) return CARD_MESSAGES.expired;
    if (card.cardNumber === SANDBOX_CARDS.succeeds) return 'succeeds';
    if (card.cardNumber === SANDBOX_CARDS.requiresAction) {
      await updateSandboxSession(tx, id, {
        status: 'requires_action',
        cardLast4: card.cardNumber.slice(-4),
        lastError: null,
      });
      const payment = await findPaymentBySession(tx, id, { forUpdate: true });
      if (payment && payment.status !== 'succeeded')
        await updatePayment(tx, payment.id, { status: 'requires_action', failureMessage: null });
      return 'requiresAction';
    }
    if (card.cardNumber === SANDBOX_CARDS.declined) return CARD_MESSAGES.declined;
    if (card.cardNumber === SANDBOX_CARDS.insufficientFunds) return CARD_MESSAGES.insufficientFunds;
    return CARD_MESSAGES.notATestCard;
  });
  if (outcome === 'succeeds') return complete(ctx, id, { cardLast4: card.cardNumber.slice(-4) });
  if (outcome === 'requiresAction') return toSandboxSession((await findSandboxSession(ctx.db, id))!);
  return refuse(ctx, id, outcome);
}

/** POST /v1/payment/sandbox/{id}/confirm: the bank's answer to the 3-D Secure challenge. */
export async function confirmSandboxSession(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  approve: boolean,
): Promise<SandboxSession> {
  await ctx.db.transaction(async (tx) => assertOpen(await lockSession(ctx, tx, actor, id), 'requires_action'));
  if (approve) return complete(ctx, id, {});
  return refuse(ctx, id, CARD_MESSAGES.bankRefused, { status: 'open' });
}

/** POST /v1/payment/sandbox/{id}/cancel: the payer leaves; the session expires and its payment is cancelled. */
export async function cancelSandboxSession(ctx: AppContext, actor: UserRecord, id: string): Promise<SandboxSession> {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await lockSession(ctx, tx, actor, id);
    if (row.status === 'complete') throw new AppError('CONFLICT', 'This checkout is already paid');
    if (row.status === 'expired') return row;
    const payment = await findPaymentBySession(tx, id, { forUpdate: true });
    if (payment && payment.status !== 'succeeded')
      await updatePayment(tx, payment.id, { status: 'cancelled', failureMessage: CARD_MESSAGES.left });
    return updateSandboxSession(tx, id, { status: 'expired', lastError: CARD_MESSAGES.left });
  });
  return toSandboxSession(row);
}
