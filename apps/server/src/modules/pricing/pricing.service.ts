import {
  canEstimate,
  dealRating,
  estimatePrice,
  COMPARABLES_FULL,
  type DealBadge,
  type PriceEstimate,
  type Vehicle,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UserRecord } from '../users';
import { assertCanRead, getListingRow } from '../listings';
import * as repo from './pricing.repo';

export const NEEDS_VEHICLE = 'Add the year, make and model to get a price estimate';
/** The refresh job recomputes estimates older than this even when nothing changed (the market did). */
export const ESTIMATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What an estimate reads of a listing. */
export type PricedListing = { id: string; price: number | null; vehicle: Vehicle };

/**
 * Computes a listing's estimate now and stores it (the cached rating of showroom cards): one
 * comparables query, plus the same-make depreciation query only when comparables are too few
 * to stand alone. Null when the listing lacks year, make or model.
 */
export async function computeEstimate(
  db: DbOrTx,
  listing: PricedListing,
  now = new Date(),
): Promise<PriceEstimate | null> {
  const v = listing.vehicle;
  if (!canEstimate(v)) return null;
  const car = {
    listingId: listing.id,
    year: v.year!,
    make: v.make!.trim(),
    model: v.model!.trim(),
    trim: v.trim,
    mileage: v.mileage,
    condition: typeof v.condition === 'string' ? v.condition : null,
    bodyType: v.bodyType,
    price: listing.price,
  };
  const comparables = await repo.findComparables(db, car);
  const makeYears = comparables.length < COMPARABLES_FULL ? await repo.makeYearPrices(db, car.make, car.year) : [];
  const estimate = estimatePrice({ car, comparables, makeYears, now });
  await repo.saveEstimate(db, estimate);
  return estimate;
}

/**
 * GET /v1/listing/{id}/pricing, computed fresh. Whoever may read the listing sees all of it,
 * comparables included: they are published listings anyone can open, and the estimate says
 * nothing the seller has not published (decision 012). 422 when year, make or model is missing.
 */
export async function getPriceEstimate(ctx: AppContext, viewer: UserRecord | null, id: string): Promise<PriceEstimate> {
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer, row);
  const estimate = await computeEstimate(ctx.db, row);
  if (!estimate) throw new AppError('UNPROCESSABLE', NEEDS_VEHICLE, { fields: { vehicle: NEEDS_VEHICLE } });
  return estimate;
}

/**
 * The badge of an asking price against an estimate (stored or fresh); null without a price.
 * How sure it is travels with it (issue 15), so a card can say "limited data".
 */
function badgeOf(
  price: number | null,
  e: Pick<PriceEstimate, 'value' | 'low' | 'high' | 'confidence' | 'comparableCount'>,
): DealBadge | null {
  if (!price) return null;
  // Rated against the current price, so a price change shows at once; the value waits for the job.
  return {
    rating: dealRating(price, e),
    value: e.value,
    low: e.low,
    high: e.high,
    confidence: e.confidence,
    comparableCount: e.comparableCount,
  };
}

/**
 * GET /v1/listing/{id}/deal: the badge from the stored estimate (computed when missing); null
 * for a sold car, one without a price, or one without year, make and model.
 */
export async function getDealBadge(ctx: AppContext, viewer: UserRecord | null, id: string): Promise<DealBadge | null> {
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer, row);
  if (row.saleStatus === 'sold' || !row.price) return null;
  const stored = (await repo.findEstimates(ctx.db, [id])).get(id);
  if (stored) return badgeOf(row.price, stored);
  const fresh = await computeEstimate(ctx.db, row);
  return fresh ? badgeOf(row.price, fresh) : null;
}

/** The badges of a page of listings, in one query (never one per card); unsold, priced cars only. */
export async function dealBadgesOf(
  db: DbOrTx,
  rows: { id: string; price: number | null; saleStatus: string }[],
): Promise<Map<string, DealBadge | null>> {
  const priced = rows.filter((r) => r.price && r.saleStatus !== 'sold');
  const stored = await repo.findEstimates(
    db,
    priced.map((r) => r.id),
  );
  const out = new Map<string, DealBadge | null>();
  for (const r of rows) {
    const e = stored.get(r.id);
    out.set(r.id, e && r.saleStatus !== 'sold' ? badgeOf(r.price, e) : null);
  }
  return out;
}

export const REFRESH_BATCH = 100;
export const REFRESH_BATCHES_PER_RUN = 5;

/**
 * The refresh job: estimates of published listings that have none, changed since, or are a day
 * old, up to 5 batches of 100 per run. Safe with several instances without a lock: an estimate
 * is a pure function of the market, and saveEstimate keeps the later of two, so two instances
 * picking the same listing in the same minute cost one extra query, not a wrong answer.
 */
export async function refreshPriceEstimates(ctx: AppContext): Promise<number> {
  let done = 0;
  for (let batch = 0; batch < REFRESH_BATCHES_PER_RUN; batch++) {
    const ids = await repo.staleEstimateListingIds(ctx.db, ESTIMATE_MAX_AGE_MS, REFRESH_BATCH);
    for (const id of ids) {
      const row = await getListingRow(ctx.db, id).catch(() => null);
      if (row) await computeEstimate(ctx.db, row);
      done++;
    }
    if (ids.length < REFRESH_BATCH) break;
  }
  return done;
}
