import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../test/render';
import { makeListing } from '../../../test/draft-listing.fixture';
import { makeProducts } from '../../../test/payment.fixture';
import { BeforeYouLeavePage } from './before-you-leave';

afterEach(() => vi.unstubAllGlobals());

describe('BeforeYouLeavePage', () => {
  it('says what waiting costs, lists the plans and offers to continue or save and leave', async () => {
    const listing = makeListing();
    mockFetch({ [`GET /v1/listing/${listing.id}`]: { body: listing }, 'GET /v1/product': { body: makeProducts() } });
    renderPage(<BeforeYouLeavePage />, {
      path: `/onboarding/${listing.id}/before-you-leave`,
      route: '/onboarding/:listingId/before-you-leave',
    });
    expect(
      await screen.findByRole('heading', { name: '2018 Toyota Camry SE is saved, but not live yet' }),
    ).toBeTruthy();
    expect(screen.getByText('Buyers cannot find your car')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Plans start at $49' })).toBeTruthy();
    expect(screen.getByText(/3-day free trial, pay later/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue publishing' }).getAttribute('href')).toBe(
      `/my-garage/${listing.id}/publish/review`,
    );
    expect(screen.getByRole('link', { name: 'Save and leave' }).getAttribute('href')).toBe('/dashboard/selling');
  });
});
