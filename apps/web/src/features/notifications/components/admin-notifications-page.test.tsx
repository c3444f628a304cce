import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@revy/shared';
import { mockApi } from '../../../app/testing';
import { renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { AdminNotificationsPage } from './admin-notifications-page';

afterEach(() => vi.unstubAllGlobals());

const row = (i: number, over: Partial<Notification> = {}): Notification => ({
  id: `n-${i}`,
  userId: `00000000-0000-7000-8000-00000000000${i}`,
  type: 'chat.offer',
  title: `Offer ${i}`,
  body: null,
  link: null,
  data: {},
  readAt: i % 2 ? null : '2026-03-01T10:00:00.000Z',
  emailedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...over,
});

describe('AdminNotificationsPage', () => {
  it('lists every user’s notifications and filters by type, read state and text, with paging', async () => {
    const ada = makeUser({ id: row(1).userId, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const listingId = '00000000-0000-7000-8000-0000000000aa';
    const { calls } = mockApi({
      'GET /api/notifications': {
        body: {
          content: [row(1, { data: { listingId } }), row(2)],
          totalElements: 60,
          size: 25,
          number: 0,
          totalPages: 3,
        },
      },
      'POST /v1/user/batch': { body: [ada] },
      'POST /v1/listing/batch/refs': {
        body: [{ id: listingId, title: '2019 Toyota RAV4', sellerId: ada.id, status: 'published', deleted: false }],
      },
    });
    renderPage(<AdminNotificationsPage />, { path: '/admin/notifications', route: '/admin/notifications' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Offer 1')).toBeTruthy();
    expect(within(table).getByText('Unread')).toBeTruthy();
    // People and listings are named by one batch call each, with links, not raw ids.
    const person = await within(table).findByRole('link', { name: /Ada Lovelace/ });
    expect(person.getAttribute('href')).toMatch(new RegExp(`/users/${ada.id}$`));
    expect((await within(table).findByRole('link', { name: /2019 Toyota RAV4/ })).getAttribute('href')).toBe(
      `/listings/${listingId}`,
    );
    expect(calls.filter((c) => c.path === '/v1/user/batch')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/v1/user/batch')!.body).toEqual({ ids: [row(2).userId, ada.id].sort() });
    expect(within(table).getByText('Unknown user')).toBeTruthy();
    const query = () => new URLSearchParams(calls.filter((c) => c.path === '/api/notifications').at(-1)!.search);
    expect(query().get('all')).toBe('true');
    expect(query().get('size')).toBe('25');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'chat.offer');
    await waitFor(() => expect(query().get('type')).toBe('chat.offer'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Read' }), 'true');
    await waitFor(() => expect(query().get('unread')).toBe('true'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'civic');
    await waitFor(() => expect(query().get('query')).toBe('civic'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(query().get('page')).toBe('1'));
    expect(screen.getByText(/Page 2 of 3/)).toBeTruthy();
  });
});
