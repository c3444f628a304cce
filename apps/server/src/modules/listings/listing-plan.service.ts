import { publishProblems } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { recordHistory } from '../history';
import { getUserRecord } from '../users';
import { listingPorts, tellListingChanged } from './listing-ports';
import * as repo from './listings.repo';
import type { ListingPatch, ListingRow } from './listings.repo';
import { diff } from './listings.service';

/**
 * What a plan does to its listing (called by modules/payments inside its transaction). The
 * listing is locked here, after the purchase: payments always lock purchase, then listing.
 */

/**
 * An activated plan: the listing is paid for, gains the plan's features (losing those of the
 * plan it replaces), and is published when `publish` is asked and the listing is complete and
 * its seller registered. A listing that cannot be published yet stays as it is: the seller
 * publishes it later and the plan lets them. Null when the listing is gone.
 */
export async function applyPlanToListing(
  tx: DbOrTx,
  listingId: string,
  opts: {
    addFeatures: readonly string[];
    removeFeatures: readonly string[];
    publish: boolean;
    savedBy: string | null;
    now?: Date;
  },
): Promise<ListingRow | null> {
  const saved = await repo.findListing(tx, listingId, { forUpdate: true });
  if (!saved) return null;
  const kept = saved.features.filter((f) => !opts.removeFeatures.includes(f) || opts.addFeatures.includes(f));
  const patch: ListingPatch = { isPaid: true, features: [...new Set([...kept, ...opts.addFeatures])] };
  if (opts.publish && saved.status !== 'published' && saved.saleStatus !== 'sold') {
    const seller = await getUserRecord(tx, saved.sellerId);
    const photos = (await listingPorts().photoStats(tx, [saved.id])).get(saved.id);
    if (seller.email && publishProblems({ ...saved, photoCount: photos?.photoCount ?? 0 }).length === 0) {
      patch.status = 'published';
      patch.publishedAt = saved.publishedAt ?? opts.now ?? new Date();
      patch.statusReason = null;
    }
  }
  const updated = await repo.updateListing(tx, listingId, patch);
  await recordPlanChange(tx, 'plan', saved, updated, Object.keys(patch), opts.savedBy);
  return updated;
}

/** A plan ended and nothing else lets the listing be published: it is unpublished with the reason. */
export async function unpublishForPlan(
  tx: DbOrTx,
  listingId: string,
  reason: string,
  savedBy: string | null,
): Promise<ListingRow | null> {
  const saved = await repo.findListing(tx, listingId, { forUpdate: true });
  if (!saved || saved.status !== 'published') return saved;
  const updated = await repo.updateListing(tx, listingId, { status: 'unpublished', statusReason: reason });
  await recordPlanChange(tx, 'planEnded', saved, updated, ['status', 'statusReason'], savedBy);
  return updated;
}

async function recordPlanChange(
  tx: DbOrTx,
  action: string,
  before: ListingRow,
  after: ListingRow,
  keys: string[],
  savedBy: string | null,
) {
  const d = diff(before, after, keys);
  if (!d.changed) return;
  await recordHistory(tx, {
    className: 'Listing',
    targetId: after.id,
    data: { action, before: d.before, after: d.after },
    savedBy,
  });
  await tellListingChanged(tx, before, after);
}
