import { WebhookSignatureError } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { syncPaymentSession } from './checkout.service';
import { finishWebhookEvent, recordWebhookEvent } from './payments.repo';

/** Checkout session events that make us re-read the session; anything else is recorded and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

export type WebhookResult = { received: true; duplicate: boolean };

/**
 * POST /v1/payment/webhook. The signature is checked on the raw body (400 and nothing changes
 * when it does not match); each event id is recorded once, and a repeat of a handled event is
 * answered 200 and ignored. The event is only a trigger: the session is re-read from the
 * provider and the payment brought in line with it (syncPaymentSession), so repeats, overlaps
 * and out-of-order events (expired after completed) cannot activate a plan twice or undo a
 * payment. A failure is recorded on the event and answered 500, so the provider retries.
 */
export async function handleWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  let event;
  try {
    event = ctx.payments.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError)
      throw new AppError('BAD_REQUEST', `The webhook signature does not match: ${err.message}`);
    throw err;
  }
  const record = await recordWebhookEvent(ctx.db, {
    provider: ctx.payments.name,
    eventId: event.id,
    type: event.type,
    payload: event.payload,
  });
  if (record.processed) return { received: true, duplicate: true };
  try {
    if ((HANDLED_EVENTS as readonly string[]).includes(event.type) && event.sessionId) {
      const failed =
        event.type === 'checkout.session.async_payment_failed'
          ? { failureMessage: 'Your bank did not complete the payment' }
          : {};
      await syncPaymentSession(ctx, event.sessionId, failed);
    }
    await finishWebhookEvent(ctx.db, record.id, null);
  } catch (err) {
    await finishWebhookEvent(ctx.db, record.id, err instanceof Error ? err.message : String(err)).catch(() => {});
    throw err;
  }
  return { received: true, duplicate: false };
}
