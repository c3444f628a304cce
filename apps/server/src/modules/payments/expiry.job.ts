import { canPublishWithPurchases, purchaseEndsAt, trialEndsAt } from '@revy/shared';
import type { AppContext } from '../../context';
import { unpublishForPlan } from '../listings';
import { purchaseRowsOfListing } from './listing-purchases.service';
import * as repo from './purchases.repo';

const BATCH = 100;
export const WINDOW_FINISHED = 'Your 14-day publishing window has finished';
export const TRIAL_ENDED = 'Your free trial has ended. Pay for your plan to publish again';

/**
 * Expires ACTIVE purchases whose publish window or unpaid trial has ended, and unpublishes their
 * listings (with statusReason and a History record) unless another purchase still allows
 * publishing. Safe with several instances at once: each batch is taken with FOR UPDATE SKIP
 * LOCKED, and the status change is conditional (where status = 'ACTIVE'), so a purchase is
 * expired by exactly one run. Returns how many purchases this run expired.
 */
export async function expireEndedPurchases(ctx: AppContext, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const rows = await repo.lockEndedPurchases(tx, now, BATCH);
      const before = expired;
      for (const p of rows) {
        const ends = purchaseEndsAt(p);
        if (!ends || ends.getTime() > now.getTime()) continue;
        const changed = await repo.updatePurchase(
          tx,
          p.id,
          { status: 'EXPIRED', metadata: { ...p.metadata, expiredAt: now.toISOString() } },
          'ACTIVE',
        );
        if (!changed) continue;
        expired++;
        if (!p.listingId || canPublishWithPurchases(await purchaseRowsOfListing(tx, p.listingId), now)) continue;
        const trialEnd = p.paymentDue ? trialEndsAt(p) : null;
        const reason = trialEnd && trialEnd.getTime() <= ends.getTime() ? TRIAL_ENDED : WINDOW_FINISHED;
        await unpublishForPlan(tx, p.listingId, reason, null);
      }
      // A short batch was the last; a full one where nothing changed would only repeat itself.
      return rows.length < BATCH || expired === before;
    });
    if (done) return expired;
  }
}
