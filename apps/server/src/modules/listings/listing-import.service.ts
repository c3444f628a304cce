import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ListingInput } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { adjustListingCount, type UserRecord } from '../users';
import * as repo from './listings.repo';
import { patchFromInput, recordListingChange, vinInfoFor } from './listings.service';
import { listings } from './listings.table';
import { fillEquipmentFromVin } from './vin-equipment';
import { zipLocation } from './zip-locations';

/**
 * What the admin import (modules/listing-import, decision 033) needs of listings: find a seller's
 * listing by VIN, and create or update it for them. Staff are the actor (History names them);
 * the seller owns the listing.
 */

/** The seller's live listings with these VINs: `${sellerId}:${vin}` → listing id (the oldest, if several). */
export async function listingIdsBySellerVin(
  db: DbOrTx,
  pairs: { sellerId: string; vin: string }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (pairs.length === 0) return found;
  const rows = await db
    .select({ id: listings.id, sellerId: listings.sellerId, vin: listings.vinValue })
    .from(listings)
    .where(
      and(
        inArray(listings.sellerId, [...new Set(pairs.map((p) => p.sellerId))]),
        inArray(listings.vinValue, [...new Set(pairs.map((p) => p.vin))]),
        isNull(listings.deletedAt),
      ),
    )
    .orderBy(listings.createdAt);
  for (const r of rows) if (r.vin && !found.has(`${r.sellerId}:${r.vin}`)) found.set(`${r.sellerId}:${r.vin}`, r.id);
  return found;
}

/** Whether the bundled ZIP list knows this ZIP (a listing with an unknown ZIP is refused). */
export const isKnownZip = (zip: string) => zipLocation(zip) !== null;

/**
 * Creates the seller's listing with this VIN as a draft, or updates the one they have (vehicle and
 * location merged key by key, status untouched). An advisory lock on seller and VIN, taken before
 * the lookup, makes concurrent imports of the same car wait for each other: one creates, the
 * other updates, never two listings.
 */
export async function upsertListingByVin(
  ctx: AppContext,
  actor: UserRecord,
  sellerId: string,
  vin: string,
  input: ListingInput,
): Promise<{ listingId: string; outcome: 'created' | 'updated' }> {
  const full: ListingInput = { ...input, vinValue: vin };
  const vinInfo = await vinInfoFor(ctx, vin);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-vin:${sellerId}:${vin}`}))`);
    const existing = (await listingIdsBySellerVin(tx, [{ sellerId, vin }])).get(`${sellerId}:${vin}`);
    if (existing) {
      const saved = (await repo.findListing(tx, existing, { forUpdate: true }))!;
      const patch = patchFromInput(saved, full, true);
      if (saved.vinValue !== vin || !saved.vinInfo) {
        patch.vinInfo = vinInfo;
        fillEquipmentFromVin(patch, saved, full, vinInfo);
      }
      const updated = await repo.updateListing(tx, existing, patch);
      await recordListingChange(tx, 'import', actor, saved, updated, Object.keys(patch));
      return { listingId: existing, outcome: 'updated' as const };
    }
    const patch = patchFromInput(null, full, false);
    patch.vinInfo = vinInfo;
    fillEquipmentFromVin(patch, null, full, vinInfo);
    const created = await repo.insertListing(tx, { ...patch, sellerId, status: 'unpublishedDraft' });
    await adjustListingCount(tx, sellerId, 1);
    await recordListingChange(tx, 'import', actor, null, created, ['sellerId', 'status', ...Object.keys(patch)]);
    return { listingId: created.id, outcome: 'created' as const };
  });
}

/** The listing's seller, or null when it is gone (a photo fetched after the listing was deleted). */
export async function liveListingSeller(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)));
  return row?.sellerId ?? null;
}
