import { describe, expect, it } from 'vitest';
import {
  effectiveSort,
  EMPTY_FILTERS,
  parseShowroomSearch,
  toListingParams,
  toShowroomSearch,
} from './showroom-filters';

describe('showroom filters', () => {
  it('reads the URL and turns dollars into cents for the API', () => {
    const f = parseShowroomSearch(
      new URLSearchParams(
        'priceMin=5000&priceMax=20000&body=suv,Sedan,Boat&fuel=electric&yearMin=2015&zip=78701&radius=50',
      ),
    );
    expect(f).toMatchObject({
      priceMin: 5000,
      priceMax: 20000,
      body: ['SUV', 'Sedan'],
      fuel: 'Electric',
      yearMin: 2015,
      zip: '78701',
      radius: 50,
    });
    expect(toListingParams(f)).toEqual({
      page: 0,
      size: 24,
      sort: 'publishedAt,desc',
      status: 'published',
      saleStatus: 'unsold',
      yearMin: 2015,
      priceMin: 500_000,
      priceMax: 2_000_000,
      bodyType: 'SUV,Sedan',
      fuelType: 'Electric',
      zip: '78701',
      radius: 50,
    });
  });

  it('drops malformed values instead of sending them', () => {
    const f = parseShowroomSearch(
      new URLSearchParams('priceMax=-3&yearMin=abc&zip=123&transmission=warp&sort=bogus&page=0'),
    );
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it('swaps reversed ranges', () => {
    const p = toListingParams({ ...EMPTY_FILTERS, yearMin: 2020, yearMax: 2010, priceMin: 30000, priceMax: 10000 });
    expect(p).toMatchObject({ yearMin: 2010, yearMax: 2020, priceMin: 1_000_000, priceMax: 3_000_000 });
  });

  it('sorts by best match when searching and nearest only with a ZIP', () => {
    expect(effectiveSort({ q: 'civic', zip: '', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: '', zip: '', sort: 'nearest' })).toBe('newest');
    expect(effectiveSort({ q: '', zip: '78701', sort: 'nearest' })).toBe('nearest');
    expect(toListingParams({ ...EMPTY_FILTERS, q: 'civic' }).sort).toBe('relevance,desc');
  });

  it('writes only what is set, and round-trips', () => {
    const f = { ...EMPTY_FILTERS, make: 'Honda', priceMax: 15000, body: ['SUV'], page: 3, sort: 'priceAsc' as const };
    const qs = toShowroomSearch(f).toString();
    expect(qs).toBe('make=Honda&priceMax=15000&body=SUV&sort=priceAsc&page=3');
    expect(parseShowroomSearch(new URLSearchParams(qs))).toEqual(f);
    expect(toShowroomSearch(EMPTY_FILTERS).toString()).toBe('');
  });
});
