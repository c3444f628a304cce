import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealBadge as DealBadgeData, PriceEstimate } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeListing } from '../../../test/listing.fixture';
import { ListingCard, DealBadge } from '../../listings';
import { ListingDeal } from './listing-deal';
import { PricingPage } from './pricing-page';

afterEach(() => vi.unstubAllGlobals());

function estimate(listingId: string, over: Partial<PriceEstimate> = {}): PriceEstimate {
  return {
    listingId,
    value: 19_000_00,
    low: 18_000_00,
    high: 20_200_00,
    method: 'comparables',
    comparableCount: 23,
    confidence: 'high',
    spread: 0.09,
    confidenceText:
      'Based on 23 similar cars listed or sold in the last 12 months; prices are close together, so this estimate is firm.',
    rating: 'good',
    reasons: ['Priced $500 under similar 2018–2020 Honda Civics', 'Lower mileage than most (42,300 vs 61,000)'],
    suggestedPrice: 18_600_00,
    priceExplanation:
      '23 similar 2018–2020 Honda Civics listed or sold in the last 12 months put its market value at $19,000.',
    comparables: [
      {
        listingId: 'a',
        title: '2018 Honda Civic LX',
        year: 2018,
        mileage: 70_000,
        price: 17_500_00,
        adjustedPrice: 18_800_00,
        weight: 1,
        sold: false,
      },
      {
        listingId: 'b',
        title: '2020 Honda Civic EX',
        year: 2020,
        mileage: 30_000,
        price: 21_000_00,
        adjustedPrice: 19_300_00,
        weight: 0.8,
        sold: true,
      },
      {
        listingId: 'c',
        title: '2019 Honda Civic',
        year: 2019,
        mileage: 45_000,
        price: 90_000_00,
        adjustedPrice: 90_000_00,
        weight: 0,
        sold: false,
      },
    ],
    computedAt: '2026-11-22T10:00:00.000Z',
    ...over,
  };
}

function setup(
  listing = makeListing({ price: 18_500_00 }),
  reply: Parameters<typeof mockApi>[0][string] = { body: estimate(listing.id) },
) {
  const api = mockApi({
    [`GET /v1/listing/${listing.id}`]: { body: listing },
    [`GET /v1/listing/${listing.id}/pricing`]: reply,
    [`PATCH /v1/listing/${listing.id}`]: (body) => ({ body: { ...listing, ...(body as object) } }),
  });
  renderPage(<PricingPage />, { path: `/my-garage/${listing.id}/pricing`, route: '/my-garage/:listingId/pricing' });
  return { ...api, listing };
}

describe('PricingPage', () => {
  it('shows the value, range, rating in words, reasons, method and an accessible chart', async () => {
    setup();
    expect(await screen.findByText('$19,000', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Fair range $18,000–$20,200')).toBeTruthy();
    expect(screen.getByText('Good deal')).toBeTruthy();
    expect(screen.getByText('Your price $18,500')).toBeTruthy();
    expect(screen.getByText('Lower mileage than most (42,300 vs 61,000)')).toBeTruthy();
    const chart = screen.getByRole('img', {
      name: /Chart of 3 similar cars, price against mileage\. The fair range is \$18,000 to \$20,200; this car is \$18,500/,
    });
    expect(chart).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Similar cars' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Left out')).toBeTruthy();
  });

  it('"Use this price" asks first, then saves price and explanation', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Use this price' }));
    expect(screen.getByText(/Change the asking price from \$18,500 to \$18,600/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set price to $18,600' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      price: 18_600_00,
      priceExplanation: estimate('x').priceExplanation,
    });
    expect(await screen.findByText('Price updated')).toBeTruthy();
  });

  it('says how sure it is: the level in words, the count and the sentence', async () => {
    setup();
    const sure = await screen.findByRole('group', { name: 'How sure this estimate is' });
    expect(within(sure).getByText('High confidence')).toBeTruthy();
    expect(within(sure).getByText('· 23 similar cars')).toBeTruthy();
    expect(within(sure).getByText(/prices are close together, so this estimate is firm\.$/)).toBeTruthy();
  });

  it('says when the estimate leans on depreciation, plainly, as a rough guide', async () => {
    const listing = makeListing();
    setup(listing, {
      body: estimate(listing.id, {
        method: 'depreciation',
        comparableCount: 1,
        comparables: [],
        confidence: 'low',
        spread: 0.3,
        confidenceText:
          'Only 1 similar car on Revy: this estimate comes from typical depreciation, so treat it as a rough guide.',
        priceExplanation:
          'Typical depreciation for a 2019 Honda Civic put its market value at $19,000. Only 1 similar car is on the market, so take this as a rough guide.',
      }),
    });
    expect(await screen.findByText('Rough range $18,000–$20,200')).toBeTruthy();
    const sure = screen.getByRole('group', { name: 'How sure this estimate is' });
    expect(within(sure).getByText('Low confidence')).toBeTruthy();
    expect(within(sure).getByText(/^Only 1 similar car on Revy: .*rough guide\.$/)).toBeTruthy();
    // The suggested price's explanation says it too.
    expect(screen.getByText(/Only 1 similar car is on the market, so take this as a rough guide\./)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the error with a retry, and an empty state without year, make and model', async () => {
    setup(undefined, apiError(500, 'INTERNAL', 'Something went wrong'));
    expect(await screen.findByText("We couldn't estimate the price")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';

    const bare = makeListing({ vehicle: { make: 'Honda' } });
    const { calls } = setup(bare);
    expect(await screen.findByText('Add the year, make and model to get a price estimate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the details' }).getAttribute('href')).toBe(
      `/my-garage/${bare.id}/edit`,
    );
    expect(calls.some((c) => c.path.endsWith('/pricing'))).toBe(false);
  });
});

const makeBadge = (over: Partial<DealBadgeData> = {}): DealBadgeData => ({
  rating: 'great',
  value: 20_000_00,
  low: 19_000_00,
  high: 21_000_00,
  confidence: 'high',
  comparableCount: 14,
  ...over,
});

describe('DealBadge', () => {
  it('says the rating in words, with the market range as its title', () => {
    renderPage(<DealBadge deal={makeBadge({ rating: 'overpriced' })} />);
    const badge = screen.getByText('Overpriced');
    expect(badge.getAttribute('title')).toBe('Market range $19,000–$21,000');
  });

  it("shows on a showroom card from the listing's deal field, and not on a sold car", () => {
    const deal = makeBadge();
    renderPage(<ListingCard listing={makeListing({ deal })} />);
    expect(screen.getByText('Great deal')).toBeTruthy();
    expect(screen.queryByText('Limited data')).toBeNull();
    document.body.innerHTML = '';
    renderPage(<ListingCard listing={makeListing({ deal, saleStatus: 'sold' })} />);
    expect(screen.queryByText('Great deal')).toBeNull();
  });

  it('a card whose rating rests on thin data says "Limited data", with why as its title', () => {
    renderPage(<ListingCard listing={makeListing({ deal: makeBadge({ confidence: 'low', comparableCount: 2 }) })} />);
    expect(screen.getByText('Limited data').getAttribute('title')).toBe(
      'Only 2 similar cars: treat this as a rough guide.',
    );
  });
});

describe('ListingDeal on the listing page', () => {
  it('shows the badge, the market range and how sure it is', async () => {
    mockApi({
      'GET /v1/listing/l-1/deal': { body: makeBadge({ rating: 'fair', confidence: 'medium', comparableCount: 6 }) },
    });
    renderPage(<ListingDeal listingId="l-1" isOwner={false} />);
    expect(await screen.findByText('Fair price')).toBeTruthy();
    expect(screen.getByText('Market range $19,000–$21,000')).toBeTruthy();
    expect(screen.getByText('Medium confidence')).toBeTruthy();
    expect(screen.getByText('Based on 6 similar cars: treat the range as a guide.')).toBeTruthy();
    expect(screen.queryByText('See the pricing analysis')).toBeNull();
  });
});
