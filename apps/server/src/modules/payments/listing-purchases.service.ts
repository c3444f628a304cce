import { canPublishWithPurchases, publishBlocker, activePurchase, type Purchase } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { toPurchase, type PurchaseRow } from './payments.mapper';
import { latestPayments } from './payments.repo';
import { listPurchasesOfListings } from './purchases.repo';

/**
 * What the listings module needs from payments, kept apart from the purchase use cases so
 * listings can call it without importing them (they import listings).
 */

/** The purchases (each with its latest payment) of many listings: two queries for a whole page. */
export async function purchasesOfListings(db: DbOrTx, listingIds: string[]): Promise<Map<string, Purchase[]>> {
  const out = new Map<string, Purchase[]>();
  const rows = await listPurchasesOfListings(db, listingIds);
  const payments = await latestPayments(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    const list = out.get(r.listingId!) ?? [];
    list.push(toPurchase(r, payments.get(r.id) ?? null));
    out.set(r.listingId!, list);
  }
  return out;
}

/** The listing's purchase rows, newest first. */
export function purchaseRowsOfListing(db: DbOrTx, listingId: string): Promise<PurchaseRow[]> {
  return listPurchasesOfListings(db, [listingId]);
}

/** Why the listing may not be published now (spec 4 plans), or null when a purchase allows it. */
export async function listingPublishBlocker(
  db: DbOrTx,
  listingId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const rows = await purchaseRowsOfListing(db, listingId);
  if (canPublishWithPurchases(rows, now)) return null;
  return publishBlocker(activePurchase(rows), now) ?? 'Choose a plan to publish your listing';
}
