import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { SignInPage } from './sign-in-page';
import { SocialButtonPage } from './social-button-page';
import { SocialButtons } from './social-buttons';

afterEach(() => vi.unstubAllGlobals());

const providers = (list: string[]) => ({ 'GET /v1/auth/providers': { body: { providers: list } } });

describe('SocialButtons', () => {
  it('shows a button per provider the server set up, each starting its flow with next', async () => {
    mockFetch(providers(['google', 'facebook']));
    renderPage(<SocialButtons next="/listings/42" />);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/v1/auth/oauth/google?next=%2Flistings%2F42');
    expect(screen.getByRole('link', { name: 'Continue with Facebook' }).getAttribute('href')).toBe(
      '/v1/auth/oauth/facebook?next=%2Flistings%2F42',
    );
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });

  it('shows nothing when no provider is set up, or the list cannot be had (offline)', async () => {
    const fetchMock = mockFetch(providers([]));
    const { container, unmount } = renderPage(<SocialButtons />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelectorAll('a')).toHaveLength(0);
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = renderPage(<SocialButtons />);
    await new Promise((r) => setTimeout(r, 20));
    expect(offline.container.querySelectorAll('a')).toHaveLength(0);
  });
});

describe('SignInPage after a social sign-in came back', () => {
  it('says why the provider did not sign the person in, with the buttons to try again', async () => {
    mockFetch(providers(['google']));
    renderPage(<SignInPage />, { path: '/auth/sign-in?error=cancelled&provider=google', route: '/auth/sign-in' });
    expect(screen.getByRole('alert').textContent).toContain('You cancelled signing in with Google');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('ignores an error code that is not one of ours', () => {
    mockFetch(providers([]));
    renderPage(<SignInPage />, { path: '/auth/sign-in?error=%3Cscript%3E', route: '/auth/sign-in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('connects the waiting Facebook account after the password sign-in, then goes on', async () => {
    const fetchMock = mockFetch({
      ...providers(['facebook']),
      'POST /v1/auth': { body: { user: makeUser({ email: 'sam@example.com' }) } },
      'POST /v1/auth/oauth/facebook/link': { body: { provider: 'facebook' } },
    });
    renderPage(<SignInPage />, {
      path: '/auth/sign-in?error=link_required&provider=facebook&email=sam%40example.com&next=%2Flistings%2F7',
      route: '/auth/sign-in',
    });
    expect(screen.getByRole('note').textContent).toContain('we will connect Facebook to it');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/listings/7');
    const calls = fetchMock.mock.calls.map(
      ([u, i]) => `${i?.method ?? 'GET'} ${new URL(String(u), 'http://x').pathname}`,
    );
    expect(calls).toContain('POST /v1/auth/oauth/facebook/link');
  });
});

describe('SocialButtonPage (/auth/appleloginbutton)', () => {
  it('is just the provider’s button, opening in the top window', async () => {
    mockFetch(providers(['apple']));
    renderPage(<SocialButtonPage provider="apple" />, { path: '/?next=%2Fsettings' });
    const link = await screen.findByRole('link', { name: 'Continue with Apple' });
    expect(link.getAttribute('target')).toBe('_top');
    expect(link.getAttribute('href')).toBe('/v1/auth/oauth/apple?next=%2Fsettings');
  });

  it('offers email sign-in when the provider is not set up', async () => {
    mockFetch({ 'GET /v1/auth/providers': errorReply(503, 'UNAVAILABLE', 'down') });
    renderPage(<SocialButtonPage provider="facebook" />);
    expect((await screen.findByRole('status')).textContent).toContain('Signing in with Facebook is not available here');
    expect(screen.getByRole('link', { name: 'Sign in with your email' }).getAttribute('href')).toBe('/auth/sign-in');
  });
});
