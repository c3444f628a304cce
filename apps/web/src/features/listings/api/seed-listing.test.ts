import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@revy/shared';
import { listingQuery, seedListingFirstData } from './get-listing';
import { listingPhotosQuery } from './listing-photos';

const car = { id: 'car-1', title: 'Blue Corolla', vehicle: null, location: { city: 'Austin' } };

function pageWith(value: unknown, extra: Record<string, unknown> = {}): Document {
  const doc = document.implementation.createHTMLDocument('listing');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ listing: { at: 1_000, value, ...extra } });
  doc.head.appendChild(block);
  return doc;
}
const setSession = (session: boolean | undefined) => {
  window.__REVY__ = { ...window.__REVY__, start: session === undefined ? undefined : { healthy: true, session } };
};

afterEach(() => setSession(undefined));

describe('starting a listing page on the car the server drew (issue 17)', () => {
  it('caches the car for a visitor without a session, normalised and dated when the server read it', () => {
    setSession(false);
    const qc = new QueryClient();
    expect(seedListingFirstData(qc, 'car-1', pageWith(car))).toBe(true);
    const key = listingQuery('car-1').queryKey;
    expect(qc.getQueryData(key)).toMatchObject({ id: 'car-1', vehicle: {}, location: { city: 'Austin' } });
    expect(qc.getQueryState(key)?.dataUpdatedAt).toBe(1_000);
  });

  it('caches the photos that came along too, and leaves them to the API when they did not', () => {
    setSession(false);
    const photos = [{ id: 'p1', targetId: 'car-1', files: {} }];
    const qc = new QueryClient();
    expect(seedListingFirstData(qc, 'car-1', pageWith(car, { photos }))).toBe(true);
    expect(qc.getQueryData(listingPhotosQuery('car-1').queryKey)).toEqual(photos);
    expect(qc.getQueryState(listingPhotosQuery('car-1').queryKey)?.dataUpdatedAt).toBe(1_000);
    const without = new QueryClient();
    expect(seedListingFirstData(without, 'car-1', pageWith(car))).toBe(true);
    expect(without.getQueryData(listingPhotosQuery('car-1').queryKey)).toBeUndefined();
  });

  it('asks the API instead when signed in (the seller sees more), without a start hint, or for another car', () => {
    for (const [session, id] of [
      [true, 'car-1'],
      [undefined, 'car-1'],
      [false, 'car-2'],
    ] as const) {
      setSession(session);
      const qc = new QueryClient();
      expect(seedListingFirstData(qc, id, pageWith(car)), `${session} ${id}`).toBe(false);
      expect(qc.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
