import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { resetChatServiceForTests } from '../lib/chat-service';
import * as chat from '../lib/chat-service';
import { resetFlagsForTests } from '../lib/flags';
import { ThemeSync } from './theme-sync';
import { makeUser } from '../test/user.fixture';
import { mockApi, renderRoutedApp, signedOut, testQueryClient } from './testing';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetChatServiceForTests();
  resetFlagsForTests();
  delete document.documentElement.dataset.theme;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = { status: 204 };

describe('after each navigation', () => {
  it('sets the title from route meta, else the default title', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/showroom');
    await waitFor(() => expect(document.title).toBe('Showroom - Revy'));
    await app.router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Revy - The best way to sell your car, powered by AI'));
    await app.router.navigate('/concierge/bulk-activate-purchases');
    await waitFor(() => expect(app.location()).toMatch(/^\/auth\/sign-in/));
    await waitFor(() => expect(document.title).toBe('Sign in - Revy'));
  });

  it('records one page view per navigation, with the listing id on listing pages', async () => {
    const api = mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/showroom');
    await screen.findByRole('heading', { name: 'Showroom', level: 1 });
    await app.router.navigate('/listings/l7');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/v1/t').map((c) => c.body)).toEqual([
        // The browser's own id rides along (a signed-out visitor counts once per car); no consent asked yet: false.
        { event: 'page_view', page: '/showroom', distinctId: expect.any(String), consent: false },
        { event: 'page_view', page: '/listings/l7', listingId: 'l7', distinctId: expect.any(String), consent: false },
      ]),
    );
  });

  it('keeps going when recording a page view fails', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': { status: 500 } });
    renderRoutedApp('/showroom');
    expect(await screen.findByRole('heading', { name: 'Showroom', level: 1 })).toBeTruthy();
  });

  it('applies ff overrides: the theme changes and a signed-out visitor keeps them locally', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const qc = testQueryClient();
    render(
      <QueryClientProvider client={qc}>
        <ThemeSync />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('theme4'));
    renderRoutedApp('/showroom?ff=theme:theme2,lp', qc);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('theme2'));
    expect(JSON.parse(localStorage.getItem('revy__feature_flags') ?? '{}')).toEqual({
      themeFlag: 'theme2',
      lpCtaPricingTest: 'true',
    });
  });

  it('saves ff overrides to a signed-in user\u2019s metadata, and only logs a failure', async () => {
    const user = makeUser();
    const api = mockApi({
      'GET /v1/user/current': { body: user },
      'POST /v1/t': ok,
      [`POST /v1/user/${user.id}/metadata`]: { status: 500, body: { message: 'down' } },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutedApp('/showroom?ff=t31Notifications:test');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not save feature flag overrides', expect.anything()));
    expect(api.calls.find((c) => c.path.endsWith('/metadata'))?.body).toEqual({
      featureFlags: { t31Notifications: 'test' },
    });
    expect(await screen.findByRole('heading', { name: 'Showroom', level: 1 })).toBeTruthy();
  });

  it('keeps the coupon and seeds the analytics identity from the address', async () => {
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    renderRoutedApp('/showroom?coupon=FALL10&distinct_id=abc-123');
    await waitFor(() => expect(sessionStorage.getItem('revy__coupon')).toBe('FALL10'));
    expect(localStorage.getItem('revy__distinct_id')).toBe('abc-123');
  });

  it('starts the chat service once, on addresses with /chat or /messages', async () => {
    const start = vi.spyOn(chat, 'startChatService');
    mockApi({ 'GET /v1/user/current': signedOut, 'POST /v1/t': ok });
    const app = renderRoutedApp('/showroom');
    await screen.findByRole('heading', { name: 'Showroom', level: 1 });
    expect(start).not.toHaveBeenCalled();
    await app.router.navigate('/listings/l1/chat');
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(chat.needsChatService('/my-garage/l1/messages/c1')).toBe(true);
    expect(chat.needsChatService('/chatterbox')).toBe(false);
  });
});
