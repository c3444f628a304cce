import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  canEditListing,
  isStaff,
  saleStatusForOutcome,
  type Listing,
  type ListingTrackSchema,
  type UpdateSaleStatusSchema,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { createVinReportProvider, type VinReportAvailability, type VinReportProvider } from '../../adapters/vin-report';
import { forbidden } from '../../lib/errors';
import type { Caller } from '../auth';
import type { UserRecord } from '../users';
import * as repo from './listings.repo';
import type { ListingPatch, ListingRow } from './listings.repo';
import { assertCanEdit, assertCanRead, getListingRow, listingView, recordListingChange } from './listings.service';

/**
 * POST /v1/listing/{id}/track. The visitor is the session's user, else the browser's analytics
 * distinct id, else a hash of address and user agent; each (visitor, action) counts once and a
 * first VIEW bumps uniqueVisitorCount. The seller and staff looking at it are not counted.
 */
export async function trackListing(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: z.output<typeof ListingTrackSchema>,
): Promise<{ uniqueVisitorCount: number; counted: boolean }> {
  const user = caller.user;
  if (input.userId && input.userId !== user?.id) throw forbidden('You may only track your own visits');
  const row = await getListingRow(ctx.db, id);
  assertCanRead(user, row);
  if (canEditListing(user, row)) return { uniqueVisitorCount: row.uniqueVisitorCount, counted: false };
  const visitorKey = user
    ? user.id
    : input.distinctId
      ? `d:${input.distinctId}`
      : `h:${createHash('sha256')
          .update(`${caller.ip}\n${caller.userAgent ?? ''}`)
          .digest('hex')
          .slice(0, 32)}`;
  return repo.recordVisitor(ctx.db, { listingId: id, visitorKey, action: input.action });
}

/** POST /v1/listing/{id}/review: staff only; the only way to set isReviewed (spec 5). */
export async function reviewListing(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  reviewed: boolean,
): Promise<Listing> {
  if (!isStaff(actor)) throw forbidden('Only staff may review listings');
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await getListingRow(tx, id, { forUpdate: true });
    const updated = await repo.updateListing(tx, id, { isReviewed: reviewed });
    await recordListingChange(tx, 'review', actor, saved, updated, ['isReviewed']);
    return updated;
  });
  return listingView(ctx.db, actor, row);
}

/**
 * POST /v1/listing/{id}/update-sale-status (seller or staff). Spec 4: outcome sold sets sold
 * with the sale details (soldAt kept from an earlier sale); hold sets unsold and clears them.
 * preferNotToSay keeps the price to the seller: no salePrice is stored then.
 */
export async function updateSaleStatus(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: z.output<typeof UpdateSaleStatusSchema>,
): Promise<Listing> {
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await getListingRow(tx, id, { forUpdate: true });
    assertCanEdit(actor, saved);
    return applySaleStatus(tx, actor, saved, input);
  });
  return listingView(ctx.db, actor, row);
}

/** The sale status change itself (spec 4), with its History row, on a listing row the caller has locked. */
async function applySaleStatus(
  tx: DbOrTx,
  actor: UserRecord,
  saved: ListingRow,
  input: z.output<typeof UpdateSaleStatusSchema>,
): Promise<ListingRow> {
  const saleStatus = saleStatusForOutcome(input.outcome);
  const preferNotToSay = input.preferNotToSay ?? false;
  const patch: ListingPatch =
    saleStatus === 'sold'
      ? {
          saleStatus,
          soldAt: saved.soldAt ?? new Date(),
          salePrice: preferNotToSay ? null : (input.salePrice ?? null),
          saleMarketplace: input.saleMarketplace ?? null,
          soldTo: input.soldTo ?? null,
          preferNotToSay,
        }
      : { saleStatus, soldAt: null, salePrice: null, saleMarketplace: null, soldTo: null, preferNotToSay: false };
  const updated = await repo.updateListing(tx, saved.id, patch);
  await recordListingChange(tx, 'saleStatus', actor, saved, updated, Object.keys(patch));
  return updated;
}

/**
 * A finished deal (issue 18) marks its listing sold with the sale price and the buyer, in the deal's own
 * transaction, as update-sale-status does; `actor` is the party whose step finished the deal (History names them),
 * which is why the seller-or-staff check is the deal's, not this one's.
 */
export async function markSoldByDeal(
  tx: DbOrTx,
  actor: UserRecord,
  listingId: string,
  sale: { salePrice: number; soldTo: string },
): Promise<void> {
  const saved = await getListingRow(tx, listingId, { forUpdate: true });
  await applySaleStatus(tx, actor, saved, {
    outcome: 'sold',
    salePrice: sale.salePrice,
    saleMarketplace: 'Revy',
    soldTo: sale.soldTo,
    preferNotToSay: false,
  });
}

const providers = new WeakMap<AppContext, VinReportProvider>();

/** GET /v1/listing/{id}/vinaudit/check-availability: anyone who may read the listing. */
export async function checkVinReportAvailability(
  ctx: AppContext,
  viewer: UserRecord | null,
  id: string,
): Promise<VinReportAvailability> {
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer, row);
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createVinReportProvider({ url: ctx.config.vinReportProviderUrl, apiKey: ctx.config.vinReportApiKey });
    providers.set(ctx, provider);
  }
  if (provider.name === null) return provider.checkAvailability(row.vinValue ?? '');
  if (!row.vinValue) return { available: false, provider: provider.name, reason: 'Add the VIN to this listing first.' };
  return provider.checkAvailability(row.vinValue);
}
