import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeListing, pageOf } from '../../../test/listing.fixture';
import { FeaturedListings } from './featured-listings';

afterEach(() => vi.unstubAllGlobals());

describe('FeaturedListings', () => {
  it('shows the six newest published cars', async () => {
    const { calls } = mockApi({ 'GET /v1/listing': { body: pageOf([makeListing(), makeListing()]) } });
    renderPage(<FeaturedListings />);
    expect(await screen.findByRole('heading', { name: 'Featured cars' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.search))).toEqual({
      status: 'published',
      size: '6',
      sort: 'publishedAt,desc',
      page: '0',
    });
  });

  it('is hidden when there are none', async () => {
    const { calls } = mockApi({ 'GET /v1/listing': { body: pageOf([]) } });
    const { container } = renderPage(<FeaturedListings />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(container.textContent).toBe('');
  });
});
