import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

const render = () => renderPage(<SettingsPage />, { path: '/settings', route: '/settings' });
const section = (name: string) => screen.getByRole('region', { name });

describe('SettingsPage', () => {
  it('saves the profile and confirms', async () => {
    const me = makeUser({ firstName: 'Sam', lastName: 'Seller' });
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: me },
      [`POST /v1/user/${me.id}`]: (body) => ({ body: { ...me, ...(body as object) } }),
    });
    render();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const user = userEvent.setup();
    await user.clear(within(profile).getByLabelText('First name'));
    await user.type(within(profile).getByLabelText('First name'), 'Samantha');
    await user.type(within(profile).getByLabelText('Phone (optional)'), '+1 415 555 0100');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect((await within(profile).findByRole('status')).textContent).toContain('Your profile is saved.');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `/v1/user/${me.id}`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Samantha',
      lastName: 'Seller',
      phone: '+1 415 555 0100',
    });
  });

  it('shows the server complaint about a wrong current password', async () => {
    const me = makeUser();
    mockFetch({
      'GET /v1/user/current': { body: me },
      [`POST /v1/user/${me.id}/passwordChange`]: errorReply(400, 'VALIDATION_FAILED', 'Current password is wrong', {
        oldPassword: 'That is not your current password',
      }),
    });
    render();
    await screen.findByRole('region', { name: 'Password' });
    const pw = section('Password');
    const user = userEvent.setup();
    await user.type(within(pw).getByLabelText('Current password'), 'nope');
    await user.type(within(pw).getByLabelText('New password'), 'brand new secret');
    await user.type(within(pw).getByLabelText('Confirm new password'), 'brand new secret');
    await user.click(within(pw).getByRole('button', { name: 'Change password' }));
    expect(await within(pw).findByText('That is not your current password')).toBeTruthy();
  });

  it('invites guests to create an account instead of a password form', async () => {
    mockFetch({
      'GET /v1/user/current': {
        body: makeUser({
          email: null,
          anonymous: true,
          verified: false,
          hasPassword: false,
          firstName: null,
          lastName: null,
        }),
      },
    });
    render();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/register?next=%2Fsettings',
    );
    expect(screen.queryByRole('region', { name: 'Password' })).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('marks a verified address and signs out to the home page', async () => {
    const me = makeUser({ email: 'sam@example.com' });
    mockFetch({ 'GET /v1/user/current': { body: me }, 'DELETE /v1/auth': { status: 204 } });
    render();
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(within(email).getByText('Verified')).toBeTruthy();
    await userEvent.setup().click(within(section('Sign out')).getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
