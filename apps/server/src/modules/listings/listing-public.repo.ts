import { and, asc, count, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ListingRow } from './listings.repo';
import { listings } from './listings.table';

const { searchVector: _searchVector, ...columns } = getTableColumns(listings);

/** What crawlers and catalogues may see: published, not deleted, not a test car. */
const PUBLIC = [eq(listings.status, 'published'), isNull(listings.deletedAt), eq(listings.isTest, false)];

/**
 * Published, live, non-test listings after `afterId` in id order: keyset pages for the sitemap and the vehicle feed
 * (issue 17), so a walk over every car holds one page in memory and never slows down with depth.
 */
export async function publishedListingsAfter(db: DbOrTx, afterId: string | null, limit: number): Promise<ListingRow[]> {
  const conditions = [...PUBLIC];
  if (afterId) conditions.push(gt(listings.id, afterId));
  return db
    .select(columns)
    .from(listings)
    .where(and(...conditions))
    .orderBy(asc(listings.id))
    .limit(limit);
}

/** How many listings the sitemap lists (to split it into files). */
export async function countPublishedListings(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(...PUBLIC));
  return Number(row?.n ?? 0);
}

/** Ids and last changes of published listings in id order: one sitemap file is one such slice. */
export async function publishedListingStamps(
  db: DbOrTx,
  offset: number,
  limit: number,
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(...PUBLIC))
    .orderBy(asc(listings.id))
    .offset(offset)
    .limit(limit);
}
