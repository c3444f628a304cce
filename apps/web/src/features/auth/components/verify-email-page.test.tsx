import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

const render = (path: string) => renderPage(<VerifyEmailPage />, { path, route: '/auth/verify-email' });
const pendingUser = makeUser({ unverifiedEmail: 'new@example.com', verified: false });

describe('VerifyEmailPage', () => {
  it('shows the pending address and verifies once six digits are typed', async () => {
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: pendingUser },
      'POST /v1/user/emailVerify': { body: { user: { ...pendingUser, unverifiedEmail: null, verified: true } } },
    });
    render('/auth/verify-email?next=%2Fsettings');
    expect((await screen.findByText('new@example.com')).tagName).toBe('STRONG');
    await userEvent.setup().keyboard('123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/settings');
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/v1/user/emailVerify' && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('clears the boxes and says so on a wrong code', async () => {
    mockFetch({
      'GET /v1/user/current': { body: pendingUser },
      'POST /v1/user/emailVerify': errorReply(400, 'INVALID_CODE', 'That code is not right.', { code: 'Wrong code' }),
    });
    render('/auth/verify-email');
    await screen.findByText('new@example.com');
    await userEvent.setup().keyboard('000000');
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).every((b) => b.value === '')).toBe(true);
  });

  it('asks a passwordless account opened from a link for a password, then verifies', async () => {
    const userId = '00000000-0000-7000-8000-00000000beef';
    const posts: unknown[] = [];
    mockFetch({
      'GET /v1/user/current': errorReply(401, 'UNAUTHENTICATED', 'Please sign in'),
      'GET /v1/user/verificationStatus': {
        body: { userId, verified: false, pendingEmail: 'anon@example.com', codeValid: true },
      },
      'POST /v1/user/emailVerify': (body) => {
        posts.push(body);
        return posts.length === 1
          ? errorReply(400, 'VALIDATION_FAILED', 'Some fields need attention', { password: 'Choose a password' })
          : { body: { user: makeUser({ id: userId }) } };
      },
    });
    render(`/auth/verify-email?code=654321&userId=${userId}`);
    const password = await screen.findByLabelText('Password');
    expect(
      (screen.getAllByRole('textbox') as HTMLInputElement[])
        .slice(0, 6)
        .map((b) => b.value)
        .join(''),
    ).toBe('654321');
    const user = userEvent.setup();
    await user.type(password, 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Verify and finish' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/selling');
    expect(posts).toEqual([
      { code: '654321', userId },
      { code: '654321', userId, password: 'a long passphrase' },
    ]);
  });

  it('explains an expired link to someone signed out', async () => {
    mockFetch({
      'GET /v1/user/current': errorReply(401, 'UNAUTHENTICATED', 'Please sign in'),
      'GET /v1/user/verificationStatus': {
        body: { userId: 'u1', verified: false, pendingEmail: null, codeValid: false },
      },
    });
    render('/auth/verify-email?code=111111&userId=u1');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to get a new code' }).getAttribute('href')).toBe(
      '/auth/sign-in?next=%2Fauth%2Fverify-email',
    );
  });
});
