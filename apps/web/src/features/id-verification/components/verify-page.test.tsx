import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdVerification } from '@revy/shared';
import { apiError, mockApi } from '../../../app/testing';
import { ApiError } from '../../../lib/api-client';
import { renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { IdVerificationPrompt } from './id-verification-prompt';
import { VerifyPage } from './verify-page';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser();
const check = (over: Partial<IdVerification> = {}): IdVerification => ({
  id: '01900000-0000-7000-8000-0000000000aa',
  userId: user.id,
  provider: 'builtin',
  status: 'requires_input',
  reason: null,
  images: { document: false, selfie: false },
  url: null,
  submittedAt: null,
  decidedAt: null,
  imagesDeletedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});
const list = (content: IdVerification[], isIdVerified = false) => ({ body: { content, isIdVerified } });
const render = (path = '/account/verify') => renderPage(<VerifyPage />, { path, route: '/account/verify' });

describe('VerifyPage', () => {
  it('starts a check, then asks for the two photos', async () => {
    let started = false;
    const api = mockApi({
      'GET /v1/user/current': { body: user },
      [`GET /v1/idVerification/user/${user.id}`]: () => list(started ? [check()] : []),
      'POST /v1/idVerification': () => {
        started = true;
        return { body: check() };
      },
    });
    render('/account/verify?next=%2Flistings%2Fabc');
    await userEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(await screen.findByRole('region', { name: 'Front of your ID' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Selfie' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      returnPath: '/account/verify?next=%2Flistings%2Fabc',
    });
    expect((screen.getByRole('button', { name: 'Send for review' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows staff’s reason after a rejection and offers to try again', async () => {
    mockApi({
      'GET /v1/user/current': { body: user },
      [`GET /v1/idVerification/user/${user.id}`]: list([check({ status: 'rejected', reason: 'The photo is blurry' })]),
    });
    render();
    expect(await screen.findByText(/The photo is blurry/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeTruthy();
  });

  it('waits while the check is reviewed, then shows the result with the way back', async () => {
    mockApi({
      'GET /v1/user/current': { body: { ...user, isIdVerified: true } },
      [`GET /v1/idVerification/user/${user.id}`]: list(
        [check({ status: 'verified', imagesDeletedAt: '2026-03-01T11:00:00.000Z' })],
        true,
      ),
    });
    render('/account/verify?next=%2Flistings%2Fabc%2Fchat%2Fx');
    expect(await screen.findByRole('heading', { name: 'Your ID is verified' })).toBeTruthy();
    expect(screen.getByText(/photos have been deleted/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue where you were' }).getAttribute('href')).toBe(
      '/listings/abc/chat/x',
    );
  });

  it('never sends the person to another site afterwards', async () => {
    mockApi({
      'GET /v1/user/current': { body: { ...user, isIdVerified: true } },
      [`GET /v1/idVerification/user/${user.id}`]: list([], true),
    });
    render('/account/verify?next=%2F%2Fevil.test');
    await screen.findByRole('heading', { name: 'Your ID is verified' });
    expect(screen.queryByRole('link', { name: 'Continue where you were' })).toBeNull();
  });

  it('says so when the checks cannot be loaded', async () => {
    mockApi({
      'GET /v1/user/current': { body: user },
      [`GET /v1/idVerification/user/${user.id}`]: apiError(500, 'INTERNAL', 'boom'),
    });
    render();
    await waitFor(() => expect(screen.getByText("We couldn't load your verification")).toBeTruthy());
  });
});

describe('IdVerificationPrompt', () => {
  it('leads into verification and back for the seller’s requirement only', () => {
    const needed = new ApiError({ error: 'ID_VERIFICATION_REQUIRED', message: 'x', status: 403 });
    renderPage(<IdVerificationPrompt error={needed} what="offer" />, { path: '/listings/abc/chat/x?y=1', route: '*' });
    expect(screen.getByRole('link', { name: 'Verify my ID' }).getAttribute('href')).toBe(
      '/account/verify?next=%2Flistings%2Fabc%2Fchat%2Fx%3Fy%3D1',
    );
  });

  it('renders nothing for other errors', () => {
    const { container } = renderPage(<IdVerificationPrompt error={new Error('nope')} what="test drive" />);
    expect(container.textContent).toBe('');
  });
});
