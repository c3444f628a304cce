import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceEstimate } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { PriceHint, priceTextToCents } from './price-hint';

afterEach(() => vi.unstubAllGlobals());

const estimate = (over: Partial<PriceEstimate> = {}): PriceEstimate => ({
  listingId: 'l1',
  value: 20_000_00,
  low: 18_000_00,
  high: 22_000_00,
  method: 'comparables',
  comparableCount: 12,
  confidence: 'high',
  spread: 0.1,
  confidenceText: 'Based on 12 similar cars; prices are close together, so this estimate is firm.',
  rating: null,
  reasons: [],
  suggestedPrice: 20_000_00,
  priceExplanation: '',
  comparables: [],
  computedAt: new Date().toISOString(),
  ...over,
});

/** The price field and the hint, as the price step has them. */
function PriceStep({ listingId = 'l1' as string | null }) {
  const [price, setPrice] = useState('');
  return (
    <>
      <label>
        Asking price
        <input value={price} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <PriceHint listingId={listingId} priceText={price} />
    </>
  );
}

describe('PriceHint', () => {
  it('shows the market range, then where the typed price falls, after typing pauses', async () => {
    const api = mockApi({ 'GET /v1/listing/l1/pricing': { body: estimate() } });
    renderPage(<PriceStep />);
    expect(await screen.findByText('Market range')).toBeTruthy();
    expect(screen.getByText('$18,000–$22,000')).toBeTruthy();
    expect(screen.getByText('Type your price to see where it falls.')).toBeTruthy();
    expect(screen.queryByTestId('price-hint-marker')).toBeNull();

    await userEvent.type(screen.getByLabelText('Asking price'), '23,500');
    expect(await screen.findByText('$1,500 above the market range: expect fewer buyers')).toBeTruthy();
    expect(screen.getByRole('img', { name: /your price \$23,500/ })).toBeTruthy();
    const high = screen.getByTestId('price-hint-marker').style.left;

    await userEvent.clear(screen.getByLabelText('Asking price'));
    await userEvent.type(screen.getByLabelText('Asking price'), '$19000');
    expect(await screen.findByText('In the market range, $1,000 under the typical price: priced to sell')).toBeTruthy();
    expect(parseFloat(screen.getByTestId('price-hint-marker').style.left)).toBeLessThan(parseFloat(high));
    // One request for the estimate, however much the seller types.
    expect(api.calls.filter((c) => c.path === '/v1/listing/l1/pricing')).toHaveLength(1);
  });

  it('says the range is a rough guide when there are too few similar cars', async () => {
    mockApi({
      'GET /v1/listing/l1/pricing': {
        body: estimate({
          method: 'depreciation',
          comparableCount: 0,
          confidence: 'low',
          confidenceText: 'No similar cars on Revy right now: this estimate comes from typical depreciation.',
        }),
      },
    });
    renderPage(<PriceStep />);
    expect(await screen.findByText(/From typical depreciation · rough guide/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Asking price'), '20000');
    expect(await screen.findByText(/^No similar cars on Revy right now, so the range comes/)).toBeTruthy();
  });

  it('shows progress while loading, asks for year/make/model on 422, offers a retry on failure', async () => {
    mockApi({ 'GET /v1/listing/l1/pricing': apiError(422, 'UNPROCESSABLE') });
    const { unmount } = renderPage(<PriceStep />);
    expect(screen.getByText('Checking what similar cars sell for…')).toBeTruthy();
    expect(await screen.findByText(/Add the year, make and model/)).toBeTruthy();
    unmount();
    let calls = 0;
    mockApi({
      'GET /v1/listing/l1/pricing': () => (++calls === 1 ? apiError(500, 'INTERNAL') : { body: estimate() }),
    });
    renderPage(<PriceStep />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('$18,000–$22,000')).toBeTruthy());
  });

  it('shows nothing before the draft is saved', () => {
    const api = mockApi({});
    renderPage(<PriceStep listingId={null} />);
    expect(screen.queryByTestId('price-hint')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('reads typed prices as cents', () => {
    expect(priceTextToCents('$18,500')).toBe(18_500_00);
    expect(priceTextToCents('18500.5')).toBe(18_500_50);
    expect(priceTextToCents('')).toBeNull();
    expect(priceTextToCents('abc')).toBeNull();
  });
});
