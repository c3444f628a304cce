import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users';
import { activatePurchaseTx } from './activation.service';
import { checkoutPurchase } from './checkout.service';
import { insertPayment } from './payments.repo';
import { createPurchase, getPurchaseRow } from './purchases.service';

export type DemoPlan = { productId: string; startedDaysAgo: number; trial?: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a demo listing a plan through the real use cases, so the demo shows real purchase
 * states: a trial starts now through checkout; a paid plan gets a succeeded payment on record
 * and starts `startedDaysAgo`. Activation publishes the listing.
 */
export async function grantDemoPlan(
  ctx: AppContext,
  seller: UserRecord,
  listingId: string,
  plan: DemoPlan,
): Promise<void> {
  const purchase = await createPurchase(ctx, seller, listingId, { stripeProductId: plan.productId });
  if (plan.trial) {
    await checkoutPurchase(ctx, seller, purchase.id, { trial: true });
    return;
  }
  const startAt = new Date(Date.now() - plan.startedDaysAgo * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    const p = await getPurchaseRow(tx, purchase.id, { forUpdate: true });
    await insertPayment(tx, {
      userId: seller.id,
      listingId,
      purchaseId: p.id,
      productId: p.stripeProductId,
      description: `Revy ${p.name} plan`,
      paymentType: 'plan',
      amount: purchase.totalDue,
      status: 'succeeded',
      paymentIntentId: `pi_demo_${randomBytes(8).toString('hex')}`,
      completedAt: startAt,
    });
    await activatePurchaseTx(tx, p, { startAt, paymentDue: false, savedBy: seller.id });
  });
}
