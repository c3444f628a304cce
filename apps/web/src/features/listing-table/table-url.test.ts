import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQuery, readSize, readSort } from './table-url';

const p = (s: string) => new URLSearchParams(s);

describe('the listing table address', () => {
  it('turns the address into the API query: page from 1 to 0, dollars to cents, known values only', () => {
    expect(
      apiQuery(
        p(
          'page=3&status=published,bogus,unpublishedDraft&priceMin=1500&priceMax=20000.5&reviewed=false&plan=gold&make=%20Honda%20&createdFrom=2026-01-02&createdTo=soon&sort=price,asc&test=false',
        ),
        50,
      ),
    ).toEqual({
      page: 2,
      size: 50,
      status: 'published,unpublishedDraft',
      priceMin: '150000',
      priceMax: '2000050',
      reviewed: 'false',
      make: 'Honda',
      createdFrom: '2026-01-02',
      sort: 'price,asc',
      test: 'false',
    });
    expect(apiQuery(p(''), 25)).toEqual({ page: 0, size: 25 });
  });

  it('reads the sort, the page size (address, then the saved one, then 25) and counts the filters set', () => {
    expect(readSort(p('sort=updatedAt'))).toEqual({ field: 'updatedAt', desc: true });
    expect(readSort(p('sort=password,asc'))).toBeNull();
    expect(readSize(p('size=100'), 50)).toBe(100);
    expect(readSize(p('size=7'), 50)).toBe(50);
    expect(readSize(p(''), undefined)).toBe(25);
    expect(activeFilterCount(p('status=published&make=Honda&page=2&sort=price'))).toBe(2);
  });
});
