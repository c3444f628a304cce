import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

const render = (path = '/auth/register') => renderPage(<RegisterPage />, { path, route: '/auth/register' });

describe('RegisterPage', () => {
  it("shows the shared schema's messages and sends nothing", async () => {
    const fetchMock = mockFetch({ 'POST /v1/user/preValidate': { body: null } });
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2); // first and last name
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v1/user')).toBe(false);
  });

  it('offers sign-in when pre-validation says the email is taken', async () => {
    mockFetch({ 'POST /v1/user/preValidate': { body: { email: 'EMAIL_TAKEN' } } });
    render('/auth/register?next=%2Fsettings');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.tab();
    const link = await screen.findByRole('link', { name: 'Sign in instead?' });
    expect(link.getAttribute('href')).toBe('/auth/sign-in?email=taken%40example.com&next=%2Fsettings');
  });

  it('creates the account and goes to verify-email keeping next', async () => {
    const fetchMock = mockFetch({
      'POST /v1/user/preValidate': { body: null },
      'POST /v1/user': { status: 201, body: makeUser({ unverifiedEmail: 'new@example.com', verified: false }) },
    });
    render('/auth/register?next=%2Flistings%2F7');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Ortiz');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/verify-email?next=%2Flistings%2F7');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/user');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: 'Ana',
      lastName: 'Ortiz',
      email: 'new@example.com',
      password: 'a long passphrase',
    });
  });

  it('turns EMAIL_TAKEN on submit into the sign-in offer', async () => {
    mockFetch({
      'POST /v1/user/preValidate': { body: null },
      'POST /v1/user': errorReply(409, 'EMAIL_TAKEN', 'Email already registered'),
    });
    render();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Ortiz');
    await user.type(screen.getByLabelText('Email'), 'old@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in instead?' })).toBeTruthy());
  });
});
