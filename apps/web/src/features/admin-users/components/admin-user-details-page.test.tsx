import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderPage } from '../../../test/render';
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
});
