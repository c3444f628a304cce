import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/*
 * What the saved module (issue 19) reads of listings: the cars buyers saved, as the Saved page and the alert job see
 * them (its alerts come from the change port, listing-ports.ts). Here so that saved never queries the listings table
 * itself (issue 14).
 */

const watchColumns = {
  id: listings.id,
  title: listings.title,
  price: listings.price,
  status: listings.status,
  saleStatus: listings.saleStatus,
  vehicle: listings.vehicle,
  location: listings.location,
  publishedAt: listings.publishedAt,
  deletedAt: listings.deletedAt,
};
export type WatchedListingRow = { [K in keyof typeof watchColumns]: (typeof listings.$inferSelect)[K] };

/** Saved cars' listings by id, deleted ones included (the Saved page says the car is gone). */
export function watchedListings(db: DbOrTx, ids: string[]): Promise<WatchedListingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(watchColumns).from(listings).where(inArray(listings.id, ids));
}
