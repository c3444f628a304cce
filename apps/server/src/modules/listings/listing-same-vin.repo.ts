import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/** A listing of a VIN, as much as the vehicle history report shows of it (decision 039). */
export type SameVinListing = {
  id: string;
  status: string;
  saleStatus: string;
  createdAt: Date;
  publishedAt: Date | null;
  soldAt: Date | null;
  deletedAt: Date | null;
};

/** Every listing ever made of this VIN on Revy, removed ones too (oldest first); the VIN index serves it. */
export async function listingsWithVin(db: DbOrTx, vin: string): Promise<SameVinListing[]> {
  return db
    .select({
      id: listings.id,
      status: listings.status,
      saleStatus: listings.saleStatus,
      createdAt: listings.createdAt,
      publishedAt: listings.publishedAt,
      soldAt: listings.soldAt,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .where(eq(listings.vinValue, vin))
    .orderBy(asc(listings.createdAt));
}
