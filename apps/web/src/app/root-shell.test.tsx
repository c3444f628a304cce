import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { currentUserKey } from '../lib/current-user';
import { RootShell } from './root-shell';
import { makeUser } from '../test/user.fixture';
import { apiError, mockApi, signedOut, testQueryClient } from './testing';

function renderShell(opts: { skipStart?: boolean | (() => boolean); search?: string } = {}) {
  window.history.replaceState(null, '', `/${opts.search ?? ''}`);
  const qc = testQueryClient();
  const view = render(
    <QueryClientProvider client={qc}>
      <RootShell skipStart={opts.skipStart}>
        <p>The routed app</p>
      </RootShell>
    </QueryClientProvider>,
  );
  return { qc, ...view };
}

const OUTAGE =
  "We're currently experiencing some issues. All our team is working on it and will have it fixed shortly.";
const THANKS = 'Thank you for your patience. Please try again shortly!';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RootShell', () => {
  it('shows the loading screen, checks health, then loads the user, then shows the app', async () => {
    const user = makeUser();
    const api = mockApi({ 'GET /v1/health': { body: { status: 'ok' } }, 'GET /v1/user/current': { body: user } });
    const { qc } = renderShell();
    expect(screen.getByTestId('loading-text').textContent).toBe('Loading');
    expect(await screen.findByText('The routed app')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/health', 'GET /v1/user/current']);
    expect(qc.getQueryData(currentUserKey)).toEqual(user);
  });

  it('shows the outage page with its exact words when the health check fails, and retries', async () => {
    let healthy = false;
    const api = mockApi({
      'GET /v1/health': () => (healthy ? { body: { status: 'ok' } } : apiError(503, 'UNAVAILABLE')),
      'GET /v1/user/current': signedOut,
    });
    renderShell();
    expect(await screen.findByRole('heading', { name: OUTAGE })).toBeTruthy();
    expect(screen.getByText(THANKS)).toBeTruthy();
    expect(screen.getByLabelText('Revy')).toBeTruthy();
    expect(screen.queryByText('The routed app')).toBeNull();
    // No user look-up while the API is down.
    expect(api.calls.some((c) => c.path === '/v1/user/current')).toBe(false);

    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The routed app')).toBeTruthy();
  });

  it('shows the outage page when the API cannot be reached at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderShell();
    expect(await screen.findByRole('heading', { name: OUTAGE })).toBeTruthy();
  });

  it('goes on signed out when the user look-up fails', async () => {
    mockApi({ 'GET /v1/health': { body: { status: 'ok' } }, 'GET /v1/user/current': apiError(500, 'INTERNAL') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderShell();
    expect(await screen.findByText('The routed app')).toBeTruthy();
  });

  it('keeps the coupon of the address in session storage', async () => {
    mockApi({ 'GET /v1/health': { body: { status: 'ok' } }, 'GET /v1/user/current': signedOut });
    renderShell({ search: '?coupon=SPRING25' });
    await screen.findByText('The routed app');
    expect(sessionStorage.getItem('revy__coupon')).toBe('SPRING25');
  });

  it('skips the loading screen and health check for public-builder pages', async () => {
    const api = mockApi({});
    renderShell({ skipStart: true });
    expect(screen.getByText('The routed app')).toBeTruthy();
    await waitFor(() => expect(api.calls).toEqual([]));
  });

  describe('with the start hint the server writes into the page (decision 038)', () => {
    afterEach(() => {
      delete window.__REVY__;
    });

    it('shows the app at once without a session cookie, and never asks for a user', async () => {
      window.__REVY__ = { start: { healthy: true, session: false } };
      const api = mockApi({ 'GET /v1/health': { body: { status: 'ok' } } });
      const { qc } = renderShell({ search: '?coupon=FAST10' });
      // First render: no loading screen in front of the page.
      expect(screen.getByText('The routed app')).toBeTruthy();
      expect(screen.queryByTestId('loading-text')).toBeNull();
      expect(qc.getQueryData(currentUserKey)).toBeNull();
      expect(sessionStorage.getItem('revy__coupon')).toBe('FAST10');
      await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(['/v1/health']));
    });

    it('loads the user in the background when a session cookie came', async () => {
      window.__REVY__ = { start: { healthy: true, session: true } };
      const user = makeUser();
      mockApi({ 'GET /v1/health': { body: { status: 'ok' } }, 'GET /v1/user/current': { body: user } });
      const { qc } = renderShell();
      expect(screen.getByText('The routed app')).toBeTruthy();
      await waitFor(() => expect(qc.getQueryData(currentUserKey)).toEqual(user));
    });

    it('asks whether the page is a public-builder one only after the first render, and then skips the start', async () => {
      window.__REVY__ = { start: { healthy: true, session: false } };
      const api = mockApi({ 'GET /v1/health': { body: { status: 'ok' } } });
      const asked = vi.fn(() => true);
      renderShell({ skipStart: asked });
      expect(screen.getByText('The routed app')).toBeTruthy();
      await waitFor(() => expect(asked).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 20));
      expect(api.calls).toEqual([]);
      const notBuilder = vi.fn(() => false);
      renderShell({ skipStart: notBuilder });
      await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(['/v1/health']));
    });

    it('still shows the outage page when the health check fails', async () => {
      window.__REVY__ = { start: { healthy: true, session: false } };
      mockApi({ 'GET /v1/health': apiError(503, 'UNAVAILABLE') });
      renderShell();
      expect(await screen.findByRole('heading', { name: OUTAGE })).toBeTruthy();
      expect(screen.queryByText('The routed app')).toBeNull();
    });
  });
});
