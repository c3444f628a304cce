import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../app/testing';
import { makeUser } from '../../../test/user.fixture';
import { renderPage } from '../../../test/render';
import { makeListing, pageOf } from '../../../test/listing.fixture';
import { makePurchase } from '../../../test/payment.fixture';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage selling', () => {
  it("lists the signed-in seller's cars with status, sale status, counts and links", async () => {
    const me = makeUser();
    const draft = makeListing({
      sellerId: me.id,
      status: 'unpublishedDraft',
      vehicle: { year: 2015, make: 'Ford', model: 'Focus' },
      cover: null,
      price: null,
    });
    const live = makeListing({
      purchases: [makePurchase({ status: 'ACTIVE', startAt: new Date().toISOString() })],
      sellerId: me.id,
      uniqueVisitorCount: 87,
      buyerCount: 5,
      offerCount: 2,
      testDriveRequestCount: 3,
      videoTourRequestCount: 1,
      saleStatus: 'sold',
    });
    const { calls } = mockApi({
      'GET /v1/user/current': { body: me },
      'GET /v1/listing': { body: pageOf([live, draft]) },
    });
    renderPage(<DashboardPage />, { path: '/dashboard/selling', route: '/dashboard/:action' });

    const list = await screen.findByRole('list', { name: 'Your cars' });
    const q = new URLSearchParams(calls.find((c) => c.path === '/v1/listing')!.search);
    expect(q.get('sellerId')).toBe(me.id);
    expect(q.get('size')).toBe('100');

    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByText('Published')).toBeTruthy();
    expect(within(first!).getByText('Sold')).toBeTruthy();
    for (const [label, n] of [
      ['Visitors', '87'],
      ['Buyers', '5'],
      ['Offers', '2'],
      ['Requests', '4'],
    ] as const) {
      expect(within(first!).getByText(label).nextElementSibling?.textContent).toBe(n);
    }
    expect(within(first!).getByRole('link', { name: 'Manage 2019 Honda Civic EX' }).getAttribute('href')).toBe(
      `/my-garage/${live.id}`,
    );
    expect(
      within(first!).getByRole('link', { name: 'View the public page of 2019 Honda Civic EX' }).getAttribute('href'),
    ).toBe(`/listings/${live.id}`);
    expect(within(first!).getByText('Pro plan')).toBeTruthy();
    expect(within(first!).getByText('14 days remaining')).toBeTruthy();
    expect(within(second!).getByText('No plan yet')).toBeTruthy();
    expect(within(second!).getByText('Draft')).toBeTruthy();
    expect(within(second!).getByText('For sale')).toBeTruthy();
    expect(within(second!).getByText(/No price yet/)).toBeTruthy();
  });

  it('shows the empty garage when the seller has no cars', async () => {
    mockApi({ 'GET /v1/user/current': { body: makeUser() }, 'GET /v1/listing': { body: pageOf([]) } });
    renderPage(<DashboardPage />, { path: '/dashboard/selling', route: '/dashboard/:action' });
    expect(await screen.findByRole('heading', { name: 'Your garage is empty — List your first car' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List my first car' }).getAttribute('href')).toBe('/my-garage/create');
  });
});
