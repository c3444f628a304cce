import {
  canEditListing,
  isStaff,
  parseSort,
  toPage,
  type ListingListQuery,
  type ListingResultsPage,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden, validationFailed } from '../../lib/errors';
import type { UserRecord } from '../users';
import { listingPorts } from './listing-ports';
import { searchCacheOf, type CachedSearch } from './listing-search-cache';
import { projectionCovers } from './listing-search.repo';
import { toListing } from './listings.mapper';
import * as repo from './listings.repo';
import type { ListingFilter, ListingSortField } from './listings.repo';
import { UNKNOWN_ZIP } from './listings.service';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { boundingBox, zipLocation } from './zip-locations';

/**
 * GET /v1/listing and /v1/listing/search. Buyers see published listings only; the seller asking
 * for their own (`sellerId` = themself) and staff see every status. `buyerId` (listings the buyer
 * has chats on) is for that buyer and staff. Relevance (ts_rank) is the default order when
 * there is a search text, newest first otherwise. Counters come from stored columns; cover and
 * photo count for the whole page come from one extra query, deal badges from one more (searchPage).
 */
export async function findListings(
  ctx: AppContext,
  viewer: UserRecord | null,
  q: ListingListQuery,
): Promise<ListingResultsPage> {
  const plan = listingSearchPlan(viewer, q);
  if (!plan) return { ...toPage([], 0, q), nextCursor: null };
  const { result, photos, deals } = await searchPage(ctx, plan);
  const { rows, total, totalIsEstimate, next } = result;
  const editable = rows.filter((r) => canEditListing(viewer, r)).map((r) => r.id);
  const purchases = await listingPorts().purchasesOf(ctx.db, editable);
  const content = rows.map((r) =>
    toListing(r, {
      full: canEditListing(viewer, r),
      photos: photos.get(r.id),
      distance: r.distance,
      purchases: purchases.get(r.id),
      deal: deals.get(r.id) ?? null,
    }),
  );
  return {
    ...toPage(content, total, q),
    nextCursor: next ? encodeSearchCursor(plan.page.sort, next) : null,
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
  };
}

/**
 * The page as the database has it: rows and total, and its cards' photos (assets) and deal badges (pricing) through
 * the ports app.ts plugs in (decision 025), in parallel. A public search (the projection's) may come from the
 * showroom cache (decision 049): the same for every viewer, emptied by any change announced anywhere.
 */
async function searchPage(
  ctx: AppContext,
  plan: NonNullable<ReturnType<typeof listingSearchPlan>>,
): Promise<CachedSearch> {
  const cache = projectionCovers(plan.filter) ? searchCacheOf(ctx) : undefined;
  const key = cache ? JSON.stringify(plan) : '';
  const hit = cache?.get(key);
  if (hit) return hit;
  const generation = cache?.generation ?? 0;
  const result = await repo.listListings(ctx.db, plan.filter, plan.page);
  const ports = listingPorts();
  const ids = result.rows.map((r) => r.id);
  const [photos, deals] = await Promise.all([ports.photoStats(ctx.db, ids), ports.dealBadgesOf(ctx.db, result.rows)]);
  const page = { result, photos, deals };
  cache?.set(key, page, generation);
  return page;
}

/**
 * The repo filter and page for a list query as `viewer` may run it, or null when nothing can
 * match (a buyer asking only for drafts). Throws 400/403 for queries that cannot be answered.
 */
export function listingSearchPlan(viewer: UserRecord | null, q: ListingListQuery) {
  const search = q.search?.trim() || undefined;
  const parsed = parseSort(q.sort);
  const sort = {
    field: (parsed?.field ?? (search ? 'relevance' : 'createdAt')) as ListingSortField,
    dir: parsed?.dir ?? 'desc',
  };
  if (sort.field === 'relevance' && !search)
    throw validationFailed({ sort: 'Sorting by relevance needs a search text' });
  if (sort.field === 'distance' && !q.zip) throw validationFailed({ sort: 'Sorting by distance needs a ZIP code' });
  if (q.radius !== undefined && !q.zip) throw validationFailed({ radius: 'Give a ZIP code to search around' });
  if (q.buyerId && !(viewer && (viewer.id === q.buyerId || isStaff(viewer)))) {
    throw forbidden("Only the buyer and staff may list a buyer's listings");
  }

  const near = q.zip ? zipLocation(q.zip) : null;
  if (q.zip && !near) throw validationFailed({ zip: UNKNOWN_ZIP }, UNKNOWN_ZIP);

  const ownView = isStaff(viewer) || (!!viewer && !!q.sellerId && q.sellerId === viewer.id);
  const statuses = ownView ? q.status : (q.status ?? ['published']).filter((s) => s === 'published');
  if (statuses && statuses.length === 0) return null;

  const filter: ListingFilter = {
    statuses: statuses?.length ? statuses : undefined,
    saleStatus: q.saleStatus,
    sellerId: q.sellerId,
    buyerId: q.buyerId,
    search,
    make: q.make || undefined,
    model: q.model || undefined,
    yearMin: q.yearMin,
    yearMax: q.yearMax,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    mileageMin: q.mileageMin,
    mileageMax: q.mileageMax,
    bodyType: q.bodyType,
    fuelType: q.fuelType,
    transmission: q.transmission,
    near: near ?? undefined,
    radius: q.radius,
    box: near && q.radius !== undefined ? boundingBox(near, q.radius) : undefined,
  };
  let after;
  if (q.cursor) {
    const decoded = decodeSearchCursor(q.cursor, sort);
    if ('error' in decoded) throw validationFailed({ cursor: decoded.error }, decoded.error);
    after = decoded.after;
  }
  return { filter, page: { page: q.page, size: q.size, sort, after } };
}
