import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, HOME_FEATURED_QUERY } from '@revy/shared';
import { listingsQuery } from '../../listings';
import { seedHomeFeatured } from './first-data';

function pageWith(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument('home');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify(data);
  doc.head.appendChild(block);
  return doc;
}

describe("the home page's featured cars sent with the page (issue 17)", () => {
  it('start the featured query on them, normalised and dated when the server read them', () => {
    const page = {
      content: [{ id: 'car-1', title: 'Blue Corolla' }],
      totalElements: 1,
      size: 6,
      number: 0,
      totalPages: 1,
    };
    const qc = new QueryClient();
    expect(seedHomeFeatured(qc, pageWith({ featured: { at: 5_000, page } }))).toBe(true);
    const key = listingsQuery(HOME_FEATURED_QUERY).queryKey;
    expect(qc.getQueryData(key)).toMatchObject({
      totalElements: 1,
      content: [{ id: 'car-1', vehicle: {}, location: {} }],
    });
    expect(qc.getQueryState(key)?.dataUpdatedAt).toBe(5_000);
  });

  it('leave the app to ask when nothing usable came', () => {
    for (const data of [{}, { featured: { at: 'soon', page: { content: [] } } }, { featured: { at: 1, page: null } }]) {
      const qc = new QueryClient();
      expect(seedHomeFeatured(qc, pageWith(data)), JSON.stringify(data)).toBe(false);
      expect(qc.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
