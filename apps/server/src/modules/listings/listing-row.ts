import { getTableColumns, sql } from 'drizzle-orm';
import { listings } from './listings.table';

/*
 * A listing row as plain SQL selects and decodes it: the search and the listings repo share it, so a page's full rows
 * come back in the same statement as the page (listing-search.repo.ts) without drizzle's row mapper.
 */

// Every column but the search document, which only the database reads.
const { searchVector: _searchVector, ...columns } = getTableColumns(listings);
export const listingColumns = columns;
export type ListingRow = Omit<typeof listings.$inferSelect, 'searchVector'>;

/**
 * Each listing column once: its property, its SQL name, and drizzle's decoder where the driver's
 * value may not be the row's value yet (timestamps arrive as text and become Dates; numbers and
 * JSON are parsed if a driver sent text). Text and booleans pass through.
 */
const LISTING_FIELDS = Object.entries(listingColumns).map(([key, column]) => ({
  key,
  name: column.name,
  decode:
    column.dataType === 'string' || column.dataType === 'boolean' ? null : (v: unknown) => column.mapFromDriverValue(v),
}));
export const LISTING_SELECT = sql.raw(LISTING_FIELDS.map((f) => `"listings"."${f.name}"`).join(', '));

/**
 * A raw page row as a ListingRow. The page query runs as plain SQL and is decoded here, column by
 * column with drizzle's own decoders, because drizzle's generic row mapper (an `is()` walk per
 * field per row) cost ~4 ms of CPU per 100-listing page — a third of the request.
 */
export function decodeListing(raw: Record<string, unknown>): ListingRow {
  const row: Record<string, unknown> = {};
  for (const f of LISTING_FIELDS) {
    const v = raw[f.name];
    row[f.key] = v === null || v === undefined ? null : f.decode ? f.decode(v) : v;
  }
  return row as ListingRow;
}
