import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
import { makeListing, pageOf } from '../../../test/listing.fixture';
import { makeUser } from '../../../test/user.fixture';
import { AdminUserDetailsPage } from './admin-user-details-page';

afterEach(() => vi.unstubAllGlobals());

describe('AdminUserDetailsPage', () => {
  it('lets an admin disable the user', async () => {
    const admin = makeUser({ acl: [{ targetId: null, permission: 'admin' }], admin: true });
    const target = makeUser({ firstName: 'Tina', lastName: 'Target' });
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: admin },
      [`GET /v1/user/${target.id}`]: { body: target },
      [`POST /v1/user/${target.id}`]: (body) => ({ body: { ...target, ...(body as object) } }),
    });
    renderPage(<AdminUserDetailsPage />, { path: `/admin/users/${target.id}`, route: '/admin/users/:id' });
    expect(await screen.findByRole('heading', { name: 'Tina Target' })).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: 'Account disabled' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.setup().click(toggle);
    await vi.waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === `/v1/user/${target.id}` && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ disabled: true });
    expect(screen.getByText('Disabled')).toBeTruthy();
  });

  it('hides the switch from concierge staff', async () => {
    const concierge = makeUser({ acl: [{ targetId: null, permission: 'concierge' }], concierge: true });
    const target = makeUser();
    mockFetch({ 'GET /v1/user/current': { body: concierge }, [`GET /v1/user/${target.id}`]: { body: target } });
    renderPage(<AdminUserDetailsPage />, { path: `/admin/users/${target.id}`, route: '/admin/users/:id' });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("shows a concierge the user's listings, chats and purchases with links, and no disabled switch", async () => {
    const concierge = makeUser({ acl: [{ targetId: null, permission: 'concierge' }], concierge: true });
    const target = makeUser({ firstName: 'Sam', lastName: 'Seller' });
    const listingId = '00000000-0000-7000-8000-0000000000b1';
    const chatId = '00000000-0000-7000-8000-0000000000c1';
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: concierge },
      [`GET /v1/user/${target.id}`]: { body: target },
      'GET /v1/listing': {
        body: pageOf([makeListing({ id: listingId, sellerId: target.id, title: '2017 Honda Civic EX' })], 1, 20),
      },
      'GET /v1/chat': {
        body: pageOf(
          [
            {
              id: chatId,
              listingId,
              buyerId: '00000000-0000-7000-8000-0000000000d1',
              title: null,
              lastMessageAt: null,
              listing: { title: '2017 Honda Civic EX' },
              buyer: { firstName: 'Bea', lastNameInitial: 'B' },
              seller: null,
            },
          ],
          1,
          20,
        ),
      },
      [`GET /v1/purchase/user/${target.id}`]: {
        body: [
          { id: 'p1', name: 'Pro', status: 'ACTIVE', totalDue: 9900, createdAt: '2026-03-01T09:00:00Z', listingId },
        ],
      },
    });
    renderPage(<AdminUserDetailsPage />, { path: `/concierge/_/users/${target.id}`, route: '/concierge/_/users/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All users' }).getAttribute('href')).toBe('/concierge/_/users');
    const listings = screen.getByRole('region', { name: 'Listings' });
    expect((await within(listings).findByRole('link', { name: '2017 Honda Civic EX' })).getAttribute('href')).toBe(
      `/listings/${listingId}`,
    );
    expect(within(listings).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      `/concierge/history/${listingId}`,
    );
    const chats = screen.getByRole('region', { name: 'Chats' });
    expect((await within(chats).findByRole('link')).getAttribute('href')).toBe(
      `/my-garage/${listingId}/messages/${chatId}`,
    );
    const purchases = screen.getByRole('region', { name: 'Purchases' });
    expect(await within(purchases).findByText('Pro')).toBeTruthy();
    expect(within(purchases).getByText('$99')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain(`/v1/chat?userId=${target.id}&size=20`);
    expect(urls.some((u) => u.startsWith(`/v1/listing?sellerId=${target.id}`))).toBe(true);
  });
});
