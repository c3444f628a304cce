import type { DbOrTx } from '../../db/client';
import { recordHistory } from '../history';
import { applyPlanToListing } from '../listings';
import type { PurchaseRow } from './payments.mapper';
import * as repo from './purchases.repo';

/**
 * The one activation every path uses (staff activation, a trial, a zero total, a paid checkout):
 * the purchase becomes ACTIVE from `startAt`; the listing's other ACTIVE purchases (the plan it
 * upgrades or downgrades) are CANCELLED as replaced; the listing is paid, gains the plan's
 * features and is published when the purchase asked for it (metadata.publish, default true)
 * and the listing is ready. `p` must be locked by the caller (lock order: payment, purchase,
 * the listing's other purchases, listing).
 */
export async function activatePurchaseTx(
  tx: DbOrTx,
  p: PurchaseRow,
  opts: { startAt: Date; paymentDue: boolean; trial?: boolean; savedBy: string | null },
): Promise<PurchaseRow> {
  const now = new Date();
  const replaced = p.listingId ? await repo.lockListingPurchases(tx, p.listingId, 'ACTIVE', p.id) : [];
  for (const o of replaced) {
    await repo.updatePurchase(
      tx,
      o.id,
      { status: 'CANCELLED', cancelledAt: now, metadata: { ...o.metadata, replacedBy: p.id } },
      'ACTIVE',
    );
  }
  const metadata = opts.trial ? { ...p.metadata, trialStartedAt: now.toISOString() } : p.metadata;
  const updated = await repo.updatePurchase(tx, p.id, {
    status: 'ACTIVE',
    startAt: opts.startAt,
    paymentDue: opts.paymentDue,
    cancelledAt: null,
    metadata,
  });
  // Who activated the plan (staff by hand, or null for a payment or the trial start) is kept with the purchase, so the
  // concierge history shows staff acting for a seller (issue 16).
  await recordHistory(tx, {
    className: 'Purchase',
    targetId: p.id,
    data: {
      action: 'activate',
      before: { status: p.status, startAt: p.startAt?.toISOString() ?? null, paymentDue: p.paymentDue },
      after: {
        status: 'ACTIVE',
        startAt: opts.startAt.toISOString(),
        paymentDue: opts.paymentDue,
        name: p.name,
        listingId: p.listingId,
        replaced: replaced.map((o) => o.id),
      },
    },
    savedBy: opts.savedBy,
  });
  if (p.listingId) {
    await applyPlanToListing(tx, p.listingId, {
      addFeatures: p.features,
      removeFeatures: replaced.flatMap((o) => o.features),
      publish: p.metadata.publish !== false,
      savedBy: opts.savedBy,
      now,
    });
  }
  return updated!;
}

/**
 * A purchase has been paid for: a pending (or lapsed) one is activated from now; an active one
 * on trial stops owing payment and keeps its start. `p` must be locked by the caller.
 */
export async function fulfilPurchaseTx(tx: DbOrTx, p: PurchaseRow, savedBy: string | null): Promise<PurchaseRow> {
  if (p.status === 'ACTIVE') return p.paymentDue ? (await repo.updatePurchase(tx, p.id, { paymentDue: false }))! : p;
  return activatePurchaseTx(tx, p, { startAt: new Date(), paymentDue: false, savedBy });
}
