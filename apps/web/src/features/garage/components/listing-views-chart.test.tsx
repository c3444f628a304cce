import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { ListingViewsChart } from './listing-views-chart';

afterEach(() => vi.unstubAllGlobals());

const days = (views: number[]) =>
  views.map((v, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, views: v, visitors: Math.ceil(v / 2) }));

function setup(perDay: ReturnType<typeof days>, shareClicks = 0) {
  const totalViews = perDay.reduce((n, d) => n + d.views, 0);
  return mockApi({
    'GET /v1/listing/l1/views': {
      body: {
        listingId: 'l1',
        days: perDay.length,
        perDay,
        totalViews,
        totalVisitors: 4,
        uniqueVisitorCount: 9,
        shareClicks,
      },
    },
  });
}

describe('ListingViewsChart', () => {
  it('draws a bar per day, says the numbers of the focused day and lists them all for screen readers', async () => {
    const api = setup(days([0, 3, 8, 1]), 5);
    renderPage(<ListingViewsChart listingId="l1" />);
    expect(await screen.findByRole('group', { name: 'Views per day, last 30 days' })).toBeTruthy();
    expect(api.calls[0]!.search).toBe('?days=30');
    const bars = screen.getAllByRole('button', { name: /views, .* visitors/ });
    expect(bars).toHaveLength(4);
    expect(screen.getByText('12')).toBeTruthy(); // total views
    expect(screen.getByText('5')).toBeTruthy(); // share clicks
    await userEvent.tab();
    expect(document.activeElement).toBe(bars[0]);
    await userEvent.tab();
    expect(screen.getByText(/: 3 views, 2 visitors$/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Views and visitors per day' })).toBeTruthy();
  });

  it('invites the seller to share when nobody looked yet', async () => {
    setup(days([0, 0, 0]));
    renderPage(<ListingViewsChart listingId="l1" />);
    expect(await screen.findByText(/No views yet\. Share your listing/)).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('says so when the views cannot be loaded', async () => {
    mockApi({ 'GET /v1/listing/l1/views': { status: 500, body: { error: 'INTERNAL', message: 'x' } } });
    renderPage(<ListingViewsChart listingId="l1" />);
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
