import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, signedOut } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeListing } from '../../../test/listing.fixture';
import { clearCompare } from '../../listings';
import { ComparePage } from './compare-page';

beforeEach(() => {
  localStorage.clear();
  clearCompare();
});
afterEach(() => vi.unstubAllGlobals());

const civic = makeListing({
  price: 1_850_000,
  vehicle: {
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    mileage: 42_300,
    bodyType: 'Sedan',
    fuelType: 'Gasoline',
    transmission: 'CVT',
  },
  location: { zip: '78701', city: 'Austin', state: 'TX' },
  features: ['Sunroof'],
  photoCount: 8,
});
const rav4 = makeListing({
  price: 2_450_000,
  vehicle: {
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE',
    mileage: 12_000,
    bodyType: 'SUV',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
  },
  location: { zip: '10001', city: 'New York', state: 'NY' },
  photoCount: 3,
});
const badge = (value: number, rating: 'good' | 'fair' | 'high') => ({
  rating,
  value,
  low: value - 100_000,
  high: value + 100_000,
  confidence: 'high' as const,
  comparableCount: 12,
});

describe('ComparePage', () => {
  function setup(path: string, extra: Record<string, unknown> = {}) {
    const api = mockApi({
      'GET /v1/user/current': signedOut,
      [`GET /v1/listing/${civic.id}`]: { body: civic },
      [`GET /v1/listing/${rav4.id}`]: { body: rav4 },
      [`GET /v1/listing/${civic.id}/deal`]: { body: badge(1_970_000, 'good') },
      [`GET /v1/listing/${rav4.id}/deal`]: { body: badge(2_400_000, 'fair') },
      'GET /v1/listing/gone-1': apiError(404, 'NOT_FOUND', 'Listing not found'),
      ...extra,
    } as Parameters<typeof mockApi>[0]);
    return { ...api, ...renderPage(<ComparePage />, { path, route: '/compare' }) };
  }
  const cell = (row: string, col: number) =>
    screen.getByRole('rowheader', { name: new RegExp(`^${row}`) }).parentElement!.querySelectorAll('td')[col]!;

  it('shows the cars side by side: facts in rows, what differs marked, the best named, the deal in dollars', async () => {
    setup(`/compare?ids=${civic.id},${rav4.id}`);
    expect(await screen.findByRole('link', { name: '2019 Honda Civic EX' })).toBeTruthy();
    await screen.findByRole('link', { name: '2021 Toyota RAV4 XLE' });
    expect(cell('Price', 0).textContent).toContain('$18,500');
    expect(cell('Price', 0).textContent).toContain('Lowest');
    expect(cell('Price', 1).textContent).not.toContain('Lowest');
    expect(screen.getByRole('rowheader', { name: /^Price/ }).textContent).toContain('Differs');
    await waitFor(() => expect(cell('Deal', 0).textContent).toContain('$1,200 below market'));
    expect(cell('Deal', 0).textContent).toContain('Good deal');
    expect(cell('Deal', 0).textContent).toContain('Best deal');
    expect(cell('Deal', 1).textContent).toContain('$500 above market');
    expect(cell('Year', 1).textContent).toContain('Newest');
    expect(cell('Mileage', 1).textContent).toContain('12,000 mi');
    expect(cell('Location', 0).textContent).toContain('Austin, TX');
    expect(cell('Features', 0).textContent).toContain('Sunroof');
    expect(cell('Photos', 0).textContent).toContain('8 photos');
    // Same on both: not marked.
    expect(screen.getByRole('rowheader', { name: /^Fuel/ }).textContent).not.toContain('Differs');
    await userEvent.setup().click(screen.getByLabelText('Only show differences'));
    expect(screen.queryByRole('rowheader', { name: /^Fuel/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Price/ })).toBeTruthy();
  });

  it('says so for a car that is not for sale, and never breaks; removing it updates the address', async () => {
    const user = userEvent.setup();
    const draft = makeListing({ status: 'unpublished' });
    const { router } = setup(`/compare?ids=${civic.id},gone-1,${draft.id}`, {
      [`GET /v1/listing/${draft.id}`]: { body: draft },
    });
    await screen.findByRole('link', { name: '2019 Honda Civic EX' });
    await waitFor(() => expect(screen.getAllByText("This car isn't for sale on Revy right now")).toHaveLength(2));
    expect(cell('Price', 1).textContent).toBe('—');
    await user.click(screen.getAllByRole('button', { name: 'Remove this car from compare' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(`?ids=${civic.id},${draft.id}`));
    expect(screen.getAllByText("This car isn't for sale on Revy right now")).toHaveLength(1);
  });

  it('keeps three of a longer link and says how many were left out', async () => {
    setup(`/compare?ids=${civic.id},${rav4.id},gone-1,x4,x5`);
    expect(await screen.findByText(/the first 3 of this link are shown, 2 left out/)).toBeTruthy();
  });

  it('without ids shows the cars picked on this device, or an empty state', async () => {
    setup('/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the showroom' }).getAttribute('href')).toBe('/showroom');
  });
});
