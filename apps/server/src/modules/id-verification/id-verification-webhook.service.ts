import { IdentityProviderError, IdentityWebhookError } from '../../adapters/identity';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { applyProviderSession } from './id-verification-decision.service';
import * as repo from './id-verification.repo';

const PREFIX = 'identity.verification_session.';

/**
 * POST /v1/idVerification/webhook (Stripe Identity). The signature is checked on the raw body (400, nothing changes);
 * each event id is recorded once and a repeat is answered 200 and ignored. The event is only a trigger: the session
 * is re-read from Stripe and the check brought in line with it, and decided checks are final, so repeats and events
 * out of order (requires_input after verified) change nothing. A failure is kept on the event and answered 500, so
 * Stripe retries.
 */
export async function handleIdentityWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  let event;
  try {
    event = ctx.identity.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof IdentityWebhookError)
      throw new AppError('BAD_REQUEST', `The webhook signature does not match: ${err.message}`);
    throw err;
  }
  const record = await repo.recordEvent(ctx.db, { provider: ctx.identity.name, eventId: event.id, type: event.type });
  if (record.processed) return { received: true, duplicate: true };
  try {
    if (event.type.startsWith(PREFIX) && event.sessionId) {
      const session = await ctx.identity.retrieveSession(event.sessionId);
      if (session) await applyProviderSession(ctx, session);
    }
    await repo.finishEvent(ctx.db, record.id, null);
  } catch (err) {
    await repo.finishEvent(ctx.db, record.id, err instanceof Error ? err.message : String(err)).catch(() => {});
    if (err instanceof IdentityProviderError)
      throw new AppError('UNAVAILABLE', 'Stripe did not answer', { cause: err });
    throw err;
  }
  return { received: true, duplicate: false };
}
