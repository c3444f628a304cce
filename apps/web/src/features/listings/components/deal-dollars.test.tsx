import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../../test/render';
import { makeListing } from '../../../test/listing.fixture';
import { ListingCard } from './listing-card';
import { DealDollars } from './deal-dollars';

const deal = (value: number, rating: 'good' | 'fair' | 'high') => ({
  rating,
  value,
  low: value - 100_000,
  high: value + 100_000,
  confidence: 'high' as const,
  comparableCount: 9,
});

// The card carries the saved heart, which asks who is signed in: a visitor here (every call answers 404).
beforeEach(() => mockFetch({}));
afterEach(() => vi.unstubAllGlobals());

function card(listing: ReturnType<typeof makeListing>) {
  return renderPage(<ListingCard listing={listing} />);
}

describe('the deal rating in dollars', () => {
  it('on a card: under the badge, with the exact figures for screen readers and in the title', () => {
    card(makeListing({ price: 1_850_000, deal: deal(1_970_000, 'good') }));
    expect(screen.getByText('Good deal')).toBeTruthy();
    const line = screen.getByText('$1,200 below market');
    expect(line.getAttribute('title')).toBe(
      '$1,200 below market: asking price $18,500, estimated market value $19,700.',
    );
    expect(line.className).toContain('text-emerald-800');
    expect(line.textContent).toContain('(');
  });

  it('says above market in amber; says nothing that repeats a Fair price badge, nor for a sold car or no rating', () => {
    const { unmount } = card(makeListing({ price: 2_080_000, deal: deal(2_000_000, 'fair') }));
    expect(screen.getByText('$800 above market').className).toContain('text-amber-800');
    unmount();
    const fair = card(makeListing({ price: 2_000_000, deal: deal(2_010_000, 'fair') }));
    expect(screen.getByText('Fair price')).toBeTruthy();
    expect(screen.queryByText(/market$/)).toBeNull();
    fair.unmount();
    const sold = card(makeListing({ price: 1_850_000, saleStatus: 'sold', deal: deal(1_970_000, 'good') }));
    expect(screen.queryByText(/below market/)).toBeNull();
    sold.unmount();
    card(makeListing({ price: 1_850_000, deal: null }));
    expect(screen.queryByText(/market/)).toBeNull();
  });

  it('as a span beside the listing page badge', () => {
    render(
      <p>
        <DealDollars price={3_000_000} deal={deal(2_500_000, 'high')} as="span" className="text-sm" />
      </p>,
    );
    const el = screen.getByText('$5,000 above market');
    expect(el.tagName).toBe('SPAN');
  });
});
