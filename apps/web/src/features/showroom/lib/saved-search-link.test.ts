import { describe, expect, it } from 'vitest';
import { showroomPathOf, type SavedSearchFilters } from '@revy/shared';
import { parseShowroomSearch, toListingParams } from './showroom-filters';

/**
 * Issue 19: a saved search keeps the showroom's API query, and its "Show cars" link and new-match notifications open
 * the showroom at `showroomPathOf(query)` (shared, used by the server too). Read back by the showroom, that address
 * must give the same API query.
 */
const CASES: SavedSearchFilters[] = [
  {},
  { make: 'Honda', model: 'Civic', priceMax: 20_000_00, zip: '95112', radius: 50 },
  { search: 'hybrid', sort: 'price,asc', bodyType: 'SUV,Wagon', fuelType: 'Hybrid', transmission: 'Automatic' },
  { yearMin: 2015, yearMax: 2020, priceMin: 5_000_00, mileageMax: 60_000, sort: 'distance,asc', zip: '10001' },
  { search: 'tow package', sort: 'relevance,desc' },
];

describe('a saved search’s showroom address', () => {
  it.each(CASES)('reads back as the same API query: %o', (filters) => {
    const path = showroomPathOf(filters);
    expect(path.startsWith('/showroom')).toBe(true);
    const read = toListingParams(parseShowroomSearch(new URLSearchParams(path.split('?')[1] ?? '')));
    const { page: _page, size: _size, status: _status, saleStatus: _sale, sort, ...rest } = read;
    const { sort: savedSort, ...savedRest } = filters;
    expect(rest).toEqual(savedRest);
    // No sort saved means the showroom's default for the view.
    expect(sort).toBe(savedSort ?? (filters.search ? 'relevance,desc' : 'publishedAt,desc'));
  });
});
