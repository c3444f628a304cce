import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { listingQuery } from '../features/listings';
import { makeListing } from '../test/listing.fixture';
import { mockApi, testQueryClient } from './testing';
import { preloadFirstPage } from './route-preload';

describe('preloadFirstPage', () => {
  it('starts the chunk of the home page, the showroom and a listing page', () => {
    expect(preloadFirstPage('/')).toBe('home');
    expect(preloadFirstPage('/showroom')).toBe('showroom');
    expect(preloadFirstPage('/listings/0190-abc')).toBe('listing');
    expect(preloadFirstPage('/old-listings/0190-abc/')).toBe('listing');
  });

  it('leaves other pages to the router', () => {
    expect(preloadFirstPage('/listings/0190-abc/chat')).toBeNull();
    expect(preloadFirstPage('/admin/users')).toBeNull();
  });

  it('asks for the data of a listing page at once, where its query finds it', async () => {
    const listing = makeListing({ id: 'car-1' });
    const api = mockApi({ 'GET /v1/listing/car-1': { body: listing } });
    const qc = testQueryClient();
    preloadFirstPage('/listings/car-1', qc);
    await waitFor(() => expect(qc.getQueryData(listingQuery('car-1').queryKey)).toBeTruthy());
    expect(api.calls.map((c) => c.path)).toEqual(['/v1/listing/car-1']);
  });
});
