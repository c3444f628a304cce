import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => vi.unstubAllGlobals());

const render = (path = '/auth/forgot-password') =>
  renderPage(<ForgotPasswordPage />, { path, route: '/auth/forgot-password' });

async function requestLink(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return (await screen.findByRole('status')).textContent;
}

describe('ForgotPasswordPage', () => {
  it('answers the same whether or not the account exists', async () => {
    mockFetch({ 'POST /v1/user/passwordReset/start': { status: 204 } });
    const first = render();
    const known = await requestLink('known@example.com');
    first.unmount();

    vi.unstubAllGlobals();
    mockFetch({ 'POST /v1/user/passwordReset/start': errorReply(404, 'NOT_FOUND', 'User not found') });
    render();
    const unknown = await requestLink('nobody@example.com');

    expect(known).toContain('If an account exists, we sent a link');
    expect(unknown?.replace('nobody@example.com', 'known@example.com')).toBe(known);
  });

  it('sets a new password from the link and offers sign-in', async () => {
    const fetchMock = mockFetch({ 'POST /v1/user/passwordReset/finish': { status: 204 } });
    render('/auth/forgot-password?code=abcdefghijkl');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new long password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/auth/sign-in');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      resetCode: 'abcdefghijkl',
      password: 'new long password',
    });
  });

  it('catches a mismatched confirmation before calling the server', async () => {
    const fetchMock = mockFetch({});
    render('/auth/forgot-password?code=abcdefghijkl');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new long password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new long passwore');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an expired link', async () => {
    mockFetch({ 'POST /v1/user/passwordReset/finish': errorReply(410, 'CODE_EXPIRED', 'Code expired') });
    render('/auth/forgot-password?code=abcdefghijkl');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new long password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('expired or was already used');
  });
});
