import { z } from 'zod';
import { canViewListing, type Listing } from '@revy/shared';
import type { AppContext } from '../../context';
import { listingPorts } from './listing-ports';
import { toListing } from './listings.mapper';
import { findListing } from './listings.repo';
import { countPublishedListings, publishedListingsAfter, publishedListingStamps } from './listing-public.repo';
import { listingView } from './listings.service';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * What anyone on the internet may see of a listing (a crawler, a link preview): the buyer's view, or null when the
 * listing is unknown, deleted or not public. A malformed id is simply unknown.
 */
export async function publicListing(ctx: AppContext, id: string): Promise<Listing | null> {
  if (!isUuid(id)) return null;
  const row = await findListing(ctx.db, id);
  if (!row || !canViewListing(null, row)) return null;
  return listingView(ctx.db, null, row);
}

/** One keyset page of published listings in the buyer's view, covers included, sellers left out. */
export async function publishedListingsPage(
  ctx: AppContext,
  afterId: string | null,
  limit: number,
): Promise<Listing[]> {
  const rows = await publishedListingsAfter(ctx.db, afterId, limit);
  if (!rows.length) return [];
  const photos = await listingPorts().photoStats(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toListing(r, { full: false, photos: photos.get(r.id) }));
}

/** The sitemap's view of published listings: how many, and one slice of ids with their last change. */
export const publishedListingSitemap = {
  count: (ctx: AppContext) => countPublishedListings(ctx.db),
  slice: (ctx: AppContext, offset: number, limit: number) => publishedListingStamps(ctx.db, offset, limit),
};
