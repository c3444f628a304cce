import { and, inArray, isNull } from 'drizzle-orm';
import type { ListingStatus } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

export type ListingAccessRow = { id: string; sellerId: string; status: ListingStatus };

/**
 * Live listings among `ids`, with what access decisions need. One query rather than one
 * listings service call per listing because the assets' batch first-by-tag needs up to 500 (moved from
 * assets.repo.ts, issue 14).
 */
export function listingsForAccess(db: DbOrTx, ids: string[]): Promise<ListingAccessRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: listings.id, sellerId: listings.sellerId, status: listings.status })
    .from(listings)
    .where(and(inArray(listings.id, ids), isNull(listings.deletedAt)));
}
