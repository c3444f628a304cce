import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import { resetRecentlyViewedForTests } from '../lib/recently-viewed';
import { RecentlyViewed } from './recently-viewed';

const stored = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `0196a000-0000-7000-8000-00000000010${i}`,
    title: `Car number ${i}`,
    price: 1_000_000 + i * 100_000,
    files: null,
    place: 'Austin, TX',
    distance: null,
    viewedAt: 1_000 + i,
  }));

beforeEach(() => {
  localStorage.clear();
  resetRecentlyViewedForTests();
});
afterEach(() => localStorage.clear());

describe('RecentlyViewed', () => {
  it('draws nothing on a first visit', () => {
    const { container } = renderPage(<RecentlyViewed />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows the cars most recent first as links, and Clear forgets them', async () => {
    localStorage.setItem('revy__recently_viewed', JSON.stringify(stored(3)));
    renderPage(<RecentlyViewed />);
    const section = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'No photo yet$12,000Car number 2',
      'No photo yet$11,000Car number 1',
      'No photo yet$10,000Car number 0',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/listings/0196a000-0000-7000-8000-000000000102');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Clear recently viewed cars' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(localStorage.getItem('revy__recently_viewed')).toBeNull();
  });

  it('as a short list on a car’s page: without that car, at most four', () => {
    localStorage.setItem('revy__recently_viewed', JSON.stringify(stored(6)));
    renderPage(<RecentlyViewed variant="list" except="0196a000-0000-7000-8000-000000000105" max={4} />);
    const names = within(screen.getByRole('region', { name: 'Recently viewed' }))
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual([
      'No photo yetCar number 4$14,000 · Austin, TX',
      'No photo yetCar number 3$13,000 · Austin, TX',
      'No photo yetCar number 2$12,000 · Austin, TX',
      'No photo yetCar number 1$11,000 · Austin, TX',
    ]);
  });

  it('follows a view recorded in another tab', () => {
    renderPage(<RecentlyViewed />);
    act(() => {
      localStorage.setItem('revy__recently_viewed', JSON.stringify(stored(1)));
      window.dispatchEvent(new StorageEvent('storage', { key: 'revy__recently_viewed' }));
    });
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toBeTruthy();
  });
});
