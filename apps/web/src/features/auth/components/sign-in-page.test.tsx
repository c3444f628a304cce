import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { SignInPage } from './sign-in-page';

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.keyboard('{Enter}');
}

describe('SignInPage', () => {
  it("shows the server's invalid-credentials error and stays on the page", async () => {
    mockFetch({ 'POST /v1/auth': errorReply(401, 'INVALID_CREDENTIALS', 'Invalid email or password') });
    renderPage(<SignInPage />, { path: '/auth/sign-in?next=%2Flistings%2F42', route: '/auth/sign-in' });
    await fillAndSubmit('sam@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That email and password do not match an account.',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('signs in and goes to the safe next path', async () => {
    const fetchMock = mockFetch({ 'POST /v1/auth': { body: { user: makeUser() } } });
    renderPage(<SignInPage />, { path: '/auth/sign-in?next=%2Flistings%2F42%3Ftab%3Dchat', route: '/auth/sign-in' });
    await fillAndSubmit('Sam@Example.com ', 'correct-horse');
    expect((await screen.findByTestId('location')).textContent).toContain('/listings/42?tab=chat');
    // The provider list is fetched too (for the social buttons): pick the sign-in call.
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sam@example.com',
      password: 'correct-horse',
      next: '/listings/42?tab=chat',
    });
  });

  it('ignores an unsafe next and falls back to the dashboard', async () => {
    mockFetch({ 'POST /v1/auth': { body: { user: makeUser() } } });
    renderPage(<SignInPage />, { path: '/auth/sign-in?next=%2F%2Fevil.example', route: '/auth/sign-in' });
    await fillAndSubmit('sam@example.com', 'correct-horse');
    expect((await screen.findByTestId('location')).textContent).toContain('/dashboard/selling');
  });

  it('says how long to wait when rate limited', async () => {
    mockFetch({ 'POST /v1/auth': errorReply(429, 'RATE_LIMITED', 'Too many attempts. Try again in 900 seconds') });
    renderPage(<SignInPage />, { path: '/auth/sign-in', route: '/auth/sign-in' });
    await fillAndSubmit('sam@example.com', 'whatever1');
    expect((await screen.findByRole('alert')).textContent).toContain('try again in 15 minutes');
  });

  it('takes the wait from the Retry-After header when the message has none', async () => {
    mockFetch({
      'POST /v1/auth': { ...errorReply(429, 'RATE_LIMITED', 'Too many attempts'), headers: { 'retry-after': '600' } },
    });
    renderPage(<SignInPage />, { path: '/auth/sign-in', route: '/auth/sign-in' });
    await fillAndSubmit('sam@example.com', 'whatever1');
    expect((await screen.findByRole('alert')).textContent).toContain('try again in 10 minutes');
    // The owner is offered the way in that always works: a reset by email.
    const reset = screen.getByRole('link', { name: 'Reset your password by email' });
    expect(reset.getAttribute('href')).toContain('/auth/forgot-password?email=sam%40example.com');
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<SignInPage />, { path: '/auth/sign-in', route: '/auth/sign-in' });
    await fillAndSubmit('sam@example.com', 'whatever1');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't reach Revy");
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockFetch({});
    renderPage(<SignInPage />, { path: '/auth/sign-in', route: '/auth/sign-in' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    // Only the social buttons' provider list was asked for: no sign-in call.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('keeps next on the register link', () => {
    mockFetch({});
    renderPage(<SignInPage />, { path: '/auth/sign-in?next=%2Fsettings', route: '/auth/sign-in' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth/register?next=%2Fsettings',
    );
  });
});
