import { inArray, sql } from 'drizzle-orm';
import type { PriceEstimate } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { estimableListingsSql } from '../listings';
import { listingPriceEstimates } from './pricing.table';

export type EstimateRow = typeof listingPriceEstimates.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// The market a car is priced against is a read of listings, so its queries live in the listings module
// (listing-market.repo.ts, issue 14); the pricing service keeps calling them as repo functions.
export { findComparables, makeYearPrices } from '../listings';

/** Stores the last estimate of a listing; a newer one always wins. */
export async function saveEstimate(db: DbOrTx, e: PriceEstimate): Promise<void> {
  const values = {
    listingId: e.listingId,
    value: e.value,
    low: e.low,
    high: e.high,
    rating: e.rating,
    method: e.method,
    comparableCount: e.comparableCount,
    confidence: e.confidence,
    computedAt: new Date(e.computedAt),
  };
  const { listingId: _id, ...update } = values;
  await db
    .insert(listingPriceEstimates)
    .values(values)
    .onConflictDoUpdate({
      target: listingPriceEstimates.listingId,
      set: update,
      // Two instances racing on one listing: the later computation stays.
      setWhere: sql`${listingPriceEstimates.computedAt} <= excluded.computed_at`,
    });
}

/** The stored estimates of these listings, in one query. */
export async function findEstimates(db: DbOrTx, listingIds: string[]): Promise<Map<string, EstimateRow>> {
  if (listingIds.length === 0) return new Map();
  // Plain SQL, prepared (db/prepared.ts): every list page asks for its badges, and the select builder with its row
  // mapper cost half the CPU of a showroom page (bench/listing-search.mjs). The text varies only with the number of ids.
  type Raw = Omit<EstimateRow, 'listingId' | 'comparableCount' | 'computedAt'> & {
    listing_id: string;
    comparable_count: number;
    computed_at: string | Date;
  };
  const e = listingPriceEstimates;
  const raw = await executePrepared<Raw>(
    db,
    sql`select ${e.listingId}, ${e.value}, ${e.low}, ${e.high}, ${e.rating}, ${e.method}, ${e.comparableCount},
      ${e.confidence}, ${e.computedAt} from ${e} where ${inArray(e.listingId, listingIds)}`,
  );
  // Built field by field: an object rest (`...r`) per row cost more than the query's parsing.
  const rows = raw.map((r): EstimateRow => ({
    listingId: r.listing_id,
    value: r.value,
    low: r.low,
    high: r.high,
    rating: r.rating,
    method: r.method,
    comparableCount: r.comparable_count,
    confidence: r.confidence,
    computedAt: r.computed_at instanceof Date ? r.computed_at : new Date(r.computed_at),
  }));
  return new Map(rows.map((r) => [r.listingId, r]));
}

/**
 * Published, unsold listings with year, make and model whose estimate is missing, older than the
 * listing's last change, or older than `maxAge`; those never estimated first. Which listings
 * qualify is the listings module's subquery (estimableListingsSql), joined here with our table.
 */
export async function staleEstimateListingIds(db: DbOrTx, maxAgeMs: number, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select l.id from (${estimableListingsSql()}) l
    left join ${listingPriceEstimates} e on e.listing_id = l.id
    where (e.listing_id is null or e.computed_at < l.updated_at or e.computed_at < now() - ${`${Math.round(maxAgeMs / 1000)} seconds`}::interval)
    order by e.computed_at nulls first
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
