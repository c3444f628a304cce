import { inArray } from 'drizzle-orm';
import { listingDisplayTitle } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/**
 * The titles of these listings, deleted ones included (null title when it has none), in one query: the staff
 * purchase queue shows each purchase's listing by title (issue 14: payments asks here rather than join the
 * listings table).
 */
export async function listingTitles(db: DbOrTx, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Title, seller and status of these listings, deleted ones included, in one query (staff tables name them). */
export function listingRefRows(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: listings.id,
      title: listings.title,
      sellerId: listings.sellerId,
      status: listings.status,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
}

/**
 * The titles buyers and sellers read for these listings (their own title, else "year make model trim", shared's
 * listingDisplayTitle), deleted ones included, in one query: the seller's inbox names each car (issue 19).
 */
export async function listingDisplayTitles(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, title: listings.title, vehicle: listings.vehicle })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((r) => [r.id, listingDisplayTitle(r)]));
}
