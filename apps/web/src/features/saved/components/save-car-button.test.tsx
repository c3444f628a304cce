import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, mockFetch, renderPage } from '../../../test/render';
import { makeUser } from '../../../test/user.fixture';
import { SaveCarButton } from './save-car-button';

afterEach(() => vi.unstubAllGlobals());

const CAR = '01890000-0000-7000-8000-0000000000c1';
const render = () =>
  renderPage(
    <div className="relative">
      <SaveCarButton listingId={CAR} title="2019 Honda Civic" />
    </div>,
    { path: '/showroom?make=Honda', route: '/showroom' },
  );
const heart = () => screen.getByRole('button', { name: 'Save 2019 Honda Civic' });

describe('SaveCarButton (the heart)', () => {
  it('is a toggle named for the car that sends a visitor without an account to sign in and back', async () => {
    mockFetch({ 'GET /v1/user/current': errorReply(401, 'UNAUTHENTICATED', 'Please sign in') });
    render();
    const user = userEvent.setup();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await user.click(heart());
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/sign-in?next=%2Fshowroom%3Fmake%3DHonda');
  });

  it('saves the car a visitor pressed once they come back signed in, with no second press', async () => {
    mockFetch({ 'GET /v1/user/current': errorReply(401, 'UNAUTHENTICATED', 'Please sign in') });
    const first = render();
    await userEvent.setup().click(heart());
    expect((await screen.findByTestId('location')).textContent).toContain('/auth/sign-in');
    first.unmount();
    vi.unstubAllGlobals();
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: makeUser() },
      'GET /v1/saved/cars/ids': { body: { ids: [] } },
      'POST /v1/saved/cars': { body: { ids: [CAR] } },
    });
    render();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    const posts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(posts).toHaveLength(1);
    // Only once: the intent is used up.
    expect(window.sessionStorage.getItem('revy.save-after-sign-in')).toBeNull();
  });

  it('turns at once when pressed (before the server answers), then keeps the server’s answer', async () => {
    let answer: (r: Response) => void = () => {};
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost').pathname;
        const method = init?.method ?? 'GET';
        calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (url === '/v1/user/current') return json(makeUser());
        if (url === '/v1/saved/cars/ids') return json({ ids: [] });
        if (method === 'POST' && url === '/v1/saved/cars') return new Promise<Response>((r) => (answer = r));
        return json({ content: [] });
      }),
    );
    render();
    const user = userEvent.setup();
    await waitFor(() => expect(calls.some((c) => c.url === '/v1/saved/cars/ids')).toBe(true));
    await user.click(heart());
    // Optimistic: pressed while the request is still on its way.
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ listingId: CAR });
    answer(new Response(JSON.stringify({ ids: [CAR] }), { headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
  });

  it('turns back and says so when saving fails', async () => {
    mockFetch({
      'GET /v1/user/current': { body: makeUser() },
      'GET /v1/saved/cars/ids': { body: { ids: [] } },
      'POST /v1/saved/cars': errorReply(500, 'INTERNAL', 'Something went wrong'),
    });
    render();
    const user = userEvent.setup();
    await user.click(heart());
    expect((await screen.findByRole('status')).textContent).toContain('Could not save it');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('removes a saved car with the keyboard', async () => {
    const fetchMock = mockFetch({
      'GET /v1/user/current': { body: makeUser() },
      'GET /v1/saved/cars/ids': { body: { ids: [CAR] } },
      [`DELETE /v1/saved/cars/${CAR}`]: { body: { ids: [] } },
    });
    render();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    const user = userEvent.setup();
    heart().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === `/v1/saved/cars/${CAR}` && init?.method === 'DELETE'),
    ).toBe(true);
  });
});
