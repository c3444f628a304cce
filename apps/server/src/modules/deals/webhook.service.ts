import { dealNotice } from '@revy/shared';
import { WebhookSignatureError } from '../../adapters/title-transfer';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findChatListing } from '../listings';
import { finishIfReady, markSoldIfPaid, DEAL_FINISHED_QUEUE, sellerRecord } from './deal-change';
import { dealNotices, sendDealNotices } from './deal-notices';
import type { ProviderProgress } from './deal-view';
import * as repo from './deals.repo';

/**
 * Re-reads the deal's KeySavvy transaction and brings the deal in line: status, page, progress (payment held, title
 * done), and finishes the deal when that was the last step. Progress only moves forward, so an older status read
 * after a newer one never undoes a step. Returns whether anything changed.
 */
export async function syncProviderTransaction(ctx: AppContext, providerTransactionId: string): Promise<boolean> {
  const t = await ctx.titleTransfer.getTransaction(providerTransactionId);
  if (!t) return false;
  const first = await repo.findDealByProviderId(ctx.db, providerTransactionId);
  if (!first) return false;
  let finished = false;
  let sold = false;
  let changed = false;
  const deal = await ctx.db.transaction(async (tx) => {
    if (first.listingId) await findChatListing(tx, first.listingId, { forUpdate: true });
    const locked = await repo.findDeal(tx, first.id, { forUpdate: true });
    if (!locked || locked.status !== 'open') return locked;
    const was = (locked.data as { providerProgress?: ProviderProgress }).providerProgress;
    const progress: ProviderProgress = {
      paymentDone: t.paymentDone || (was?.paymentDone ?? false),
      titleDone: t.titleDone || (was?.titleDone ?? false),
    };
    if (
      t.status === locked.providerStatus &&
      was?.paymentDone === progress.paymentDone &&
      was.titleDone === progress.titleDone
    )
      return locked;
    changed = true;
    const now = new Date();
    const row = await repo.updateDeal(tx, locked.id, {
      providerStatus: t.status,
      providerUrl: t.url ?? locked.providerUrl,
      data: { ...locked.data, providerProgress: progress },
      lastProgressAt: now,
      remindedAt: null,
    });
    const seller = await sellerRecord(tx, row);
    if (!seller) return row;
    const paid = await markSoldIfPaid(ctx, tx, seller, row);
    sold = paid !== row;
    const done = await finishIfReady(ctx, tx, seller, paid);
    finished = done !== null;
    return done ?? paid;
  });
  if (deal && changed) {
    if (finished || sold) ctx.jobs.wake(DEAL_FINISHED_QUEUE);
    await sendDealNotices(
      ctx,
      dealNotices(
        deal,
        null,
        dealNotice(finished ? { kind: 'done' } : { kind: 'provider', provider: 'KeySavvy', status: t.status }).title,
      ),
    );
  }
  return changed;
}

/**
 * POST /v1/webhooks/keysavvy. The signature is checked on the raw body (400, nothing changes, when it does not
 * match or KeySavvy is not set up); each event id is handled once, a repeat answered 200 and ignored. The event is
 * only a trigger: the transaction is re-read (syncProviderTransaction), so replays and events out of order cannot
 * move a deal backwards. A failure is recorded on the event and answered 500, so KeySavvy retries.
 */
export async function handleKeySavvyWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  let event;
  try {
    event = ctx.titleTransfer.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError)
      throw new AppError('BAD_REQUEST', `The webhook signature does not match: ${err.message}`);
    throw err;
  }
  const record = await repo.recordWebhookEvent(ctx.db, {
    provider: ctx.titleTransfer.name,
    eventId: event.id,
    type: event.type,
    transactionId: event.transactionId,
  });
  if (record.processed) return { received: true, duplicate: true };
  try {
    if (event.transactionId) await syncProviderTransaction(ctx, event.transactionId);
    await repo.finishWebhookEvent(ctx.db, record.id, null);
  } catch (err) {
    await repo.finishWebhookEvent(ctx.db, record.id, err instanceof Error ? err.message : String(err)).catch(() => {});
    throw err;
  }
  return { received: true, duplicate: false };
}
