import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, listingVisitors } from './listings.table';

/**
 * listings' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts): the
 * seller, and the visitor marks, where `to`'s own mark for the same listing and action wins.
 */
export const listingsUserReferences = {
  columns: ['listings.seller_id', 'listing_visitors.visitor_key'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(listings).set({ sellerId: to }).where(eq(listings.sellerId, from));
    await tx.execute(sql`
    update ${listingVisitors} v set visitor_key = ${to}
    where v.visitor_key = ${from}
      and not exists (select 1 from ${listingVisitors} k
                      where k.listing_id = v.listing_id and k.visitor_key = ${to} and k.action = v.action)`);
    await tx.delete(listingVisitors).where(eq(listingVisitors.visitorKey, from));
  },
};
