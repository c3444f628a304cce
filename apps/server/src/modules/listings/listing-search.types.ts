import type { ListingStatus } from '@revy/shared';
import type { ListingRow } from './listing-row';
import type { LatLng } from './zip-locations';

export type ListingSortField =
  'createdAt' | 'updatedAt' | 'publishedAt' | 'price' | 'year' | 'mileage' | 'distance' | 'relevance';

export type ListingFilter = {
  /** Only these statuses (already narrowed to published for buyers). */
  statuses?: ListingStatus[] | undefined;
  saleStatus?: 'unsold' | 'sold' | undefined;
  sellerId?: string | undefined;
  buyerId?: string | undefined;
  search?: string | undefined;
  make?: string | undefined;
  model?: string | undefined;
  yearMin?: number | undefined;
  yearMax?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  mileageMin?: number | undefined;
  mileageMax?: number | undefined;
  bodyType?: string[] | undefined;
  fuelType?: string[] | undefined;
  transmission?: string[] | undefined;
  /** The buyer's point: fills `distance`; with `box`/`radius` also filters. */
  near?: LatLng | undefined;
  box?: { minLat: number; maxLat: number; minLng: number; maxLng: number } | undefined;
  radius?: number | undefined;
};

/** Where a keyset page starts: right after the listing `id` whose sort key was `key` (see search-cursor.ts). */
export type SearchAfter = { key: number | string; id: string };

export type ListingPage = {
  page: number;
  size: number;
  sort: { field: ListingSortField; dir: 'asc' | 'desc' };
  /** Keyset paging: when set, the page starts after this row and `page` skips nothing. */
  after?: SearchAfter | undefined;
};

/** One page of listings and its total (listListings, the one search interface). */
export type ListingSearchResult = {
  rows: (ListingRow & { distance: number | null })[];
  total: number;
  /** The total is the planner's estimate (past LISTING_EXACT_COUNT_CAP matches), not a count. */
  totalIsEstimate: boolean;
  /** Where the next page starts (keyset), null on the last page. */
  next: SearchAfter | null;
};
