/** Query keys of the listings feature; mutations invalidate through these. */
export const listingsKeys = {
  all: ['listings'] as const,
  lists: () => [...listingsKeys.all, 'list'] as const,
  list: (params: ListingListParams) => [...listingsKeys.lists(), params] as const,
  details: () => [...listingsKeys.all, 'detail'] as const,
  detail: (id: string) => [...listingsKeys.details(), id] as const,
  minimal: (id: string) => [...listingsKeys.all, 'minimal', id] as const,
  photos: (id: string) => [...listingsKeys.all, 'photos', id] as const,
  options: () => [...listingsKeys.all, 'options'] as const,
  makes: () => ['vehicles', 'makes'] as const,
};

/**
 * The query of GET /v1/listing and /v1/listing/search as the browser sends it (see
 * ListingListQuerySchema in shared): prices in CENTS, lists comma-joined, sort `field,dir`.
 */
export type ListingListParams = {
  page?: number;
  size?: number;
  sort?: string;
  search?: string;
  sellerId?: string;
  buyerId?: string;
  /** Comma-joined statuses (unpublishedDraft, unpublished, published). */
  status?: string;
  saleStatus?: 'unsold' | 'sold';
  make?: string;
  model?: string;
  yearMin?: number;
  yearMax?: number;
  priceMin?: number;
  priceMax?: number;
  mileageMin?: number;
  mileageMax?: number;
  bodyType?: string;
  fuelType?: string;
  transmission?: string;
  zip?: string;
  radius?: number;
};
