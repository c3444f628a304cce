import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, SHOWROOM_FIRST_QUERY } from '@revy/shared';
import { listingsQuery } from '../../listings';
import { seedShowroomFirstPage } from './first-data';
import { EMPTY_FILTERS, toListingParams } from './showroom-filters';

const page = {
  content: [{ id: 'car-1', title: 'Blue Corolla', vehicle: { make: 'Toyota' }, location: null }],
  totalElements: 1,
  totalPages: 1,
  number: 0,
  size: 24,
};

/** A document as the server sends /showroom: the data block in the head. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('showroom');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_DATA_ELEMENT_ID;
    block.textContent = text;
    doc.head.appendChild(block);
  }
  return doc;
}

const key = listingsQuery(toListingParams(EMPTY_FILTERS)).queryKey;

describe('starting the showroom on the cars the server drew (issue 17)', () => {
  it('asks the API exactly what the server drew for a plain showroom', () => {
    expect(toListingParams(EMPTY_FILTERS)).toEqual(SHOWROOM_FIRST_QUERY);
  });

  it('puts the page into the cache under the first query, dated when the server read it', () => {
    const qc = new QueryClient();
    const at = Date.now() - 5_000;
    const doc = pageWith(JSON.stringify({ showroom: { at, page } }));
    expect(seedShowroomFirstPage(qc, '', doc)).toBe(true);
    const cached = qc.getQueryData(key)!;
    // Normalised as a fetched page is: a missing location becomes an empty object.
    expect(cached.content[0]).toMatchObject({ id: 'car-1', location: {} });
    expect(qc.getQueryState(key)?.dataUpdatedAt).toBe(at);
    // Campaign tags are not filters.
    expect(seedShowroomFirstPage(new QueryClient(), '?utm_source=mail', doc)).toBe(true);
  });

  it('leaves a filtered, sorted or paged showroom, and a missing or damaged block, to the API', () => {
    const doc = pageWith(JSON.stringify({ showroom: { at: Date.now(), page } }));
    for (const search of ['?make=Ford', '?q=civic', '?page=2', '?sort=priceAsc']) {
      const qc = new QueryClient();
      expect(seedShowroomFirstPage(qc, search, doc), search).toBe(false);
      expect(qc.getQueryCache().getAll(), search).toHaveLength(0);
    }
    for (const text of [
      null,
      '{not json',
      '{}',
      JSON.stringify({ showroom: { at: 'now', page } }),
      JSON.stringify({ showroom: { at: 1, page: null } }),
    ]) {
      const qc = new QueryClient();
      expect(seedShowroomFirstPage(qc, '', pageWith(text)), String(text)).toBe(false);
      expect(qc.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
