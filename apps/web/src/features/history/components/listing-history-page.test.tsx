import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { History } from '@revy/shared';
import { mockApi } from '../../../app/testing';
import { makeListing, pageOf } from '../../../test/listing.fixture';
import { renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { ListingHistoryPage } from './listing-history-page';

afterEach(() => vi.unstubAllGlobals());

const seller = makeUser({ firstName: 'Sam', lastName: 'Seller' });
const concierge = makeUser({
  firstName: 'Cole',
  lastName: 'Concierge',
  acl: [{ targetId: null, permission: 'concierge' }],
  concierge: true,
});
const listing = makeListing({ sellerId: seller.id, title: '2019 Toyota RAV4 XLE', price: 17_900_00 });
const record = (i: number, savedBy: string | null, data: unknown): History => ({
  id: `01900000-0000-7000-8000-00000000000${i}`,
  className: 'Listing',
  targetId: listing.id,
  data,
  savedBy,
  savedAt: new Date(Date.now() - i * 60_000).toISOString(),
});

describe('ListingHistoryPage', () => {
  it('shows who changed what from → to, resolves names in one call, and restores the old price', async () => {
    const priceChange = record(1, seller.id, {
      action: 'update',
      before: { price: 18_500_00 },
      after: { price: 17_900_00 },
    });
    const review = record(2, concierge.id, {
      action: 'review',
      before: { isReviewed: false },
      after: { isReviewed: true },
    });
    const planEnded = record(3, null, {
      action: 'planEnded',
      before: { status: 'published' },
      after: { status: 'unpublished' },
    });
    let restored = false;
    const { calls } = mockApi({
      'GET /v1/user/current': { body: concierge },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/history/target/${listing.id}`]: () => ({
        body: pageOf(
          restored
            ? [
                record(0, concierge.id, {
                  action: 'restore',
                  before: { price: 17_900_00 },
                  after: { price: 18_500_00 },
                }),
                priceChange,
                review,
                planEnded,
              ]
            : [priceChange, review, planEnded],
          undefined,
          20,
        ),
      }),
      'POST /v1/user/batch': { body: [seller, concierge] },
      [`POST /v1/history/${priceChange.id}/restore`]: () => {
        restored = true;
        return { body: { ...listing, price: 18_500_00 } };
      },
    });
    renderPage(<ListingHistoryPage />, {
      path: `/concierge/history/${listing.id}`,
      route: '/concierge/history/:listingId',
    });

    const timeline = await screen.findByRole('list', { name: 'Changes, newest first' });
    const [first, second, third] = within(timeline).getAllByRole('listitem');
    expect(await within(first!).findByText('Sam Seller')).toBeTruthy();
    expect(within(first!).getByText('seller')).toBeTruthy();
    expect(within(first!).getByText('$18,500')).toBeTruthy();
    expect(within(first!).getByText('$17,900')).toBeTruthy();
    expect(within(second!).getByText('Cole Concierge')).toBeTruthy();
    expect(within(second!).getByText('Staff')).toBeTruthy();
    expect(within(third!).getByText('system')).toBeTruthy();
    // Server-owned fields are never offered for restore.
    expect(within(second!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(within(third!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/v1/user/batch')).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(within(first!).getByRole('button', { name: /Restore Price/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('back to $18,500');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/restore'))!.body).toEqual({ field: 'price', value: 'before' });
    // The timeline reloads with the restore on top.
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]!.textContent).toContain('Restored a past value'),
    );
  }, 20_000);

  it('filters by action and field on the server, with an empty state', async () => {
    const { calls } = mockApi({
      'GET /v1/user/current': { body: concierge },
      [`GET /v1/listing/${listing.id}`]: { body: listing },
      [`GET /v1/history/target/${listing.id}`]: { body: pageOf([], 0, 20) },
    });
    renderPage(<ListingHistoryPage />, {
      path: `/concierge/history/${listing.id}`,
      route: '/concierge/history/:listingId',
    });
    expect(await screen.findByRole('heading', { name: 'No changes recorded' })).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'restore');
    await user.selectOptions(screen.getByLabelText('Field'), 'price');
    await waitFor(() => {
      const q = new URLSearchParams(calls.filter((c) => c.path.startsWith('/v1/history')).at(-1)!.search);
      expect([q.get('action'), q.get('field'), q.get('related')]).toEqual(['restore', 'price', 'true']);
    });
    expect(await screen.findByRole('heading', { name: 'No changes match' })).toBeTruthy();
  });
});
