import type { z } from 'zod';
import {
  ListingListQuerySchema,
  type ListingListQuery,
  type SavedSearchFilters,
  type SavedSearchQuerySchema,
} from '@revy/shared';

/**
 * A saved search's filters are kept as GET /v1/listing takes them (lists comma-joined, prices in cents), so the web
 * gets back what it sent and the showroom link is built from the same values.
 */
export function toStoredFilters(parsed: z.output<typeof SavedSearchQuerySchema>): SavedSearchFilters {
  const out: SavedSearchFilters = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/**
 * The showroom query of a saved search: its filters over published cars for sale, `size` of them, most recently
 * changed first (the match job) or in the search's own order. Throws (zod) when stored filters no longer pass the
 * schema; the job skips such a search.
 */
export function toListingQuery(
  filters: SavedSearchFilters,
  page: { size: number; recentFirst?: boolean },
): ListingListQuery {
  return ListingListQuerySchema.parse({
    ...filters,
    ...(page.recentFirst ? { sort: 'updatedAt,desc' } : {}),
    page: 0,
    size: page.size,
    status: 'published',
    saleStatus: 'unsold',
  });
}
