import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createAppRouter } from './router';

/** Test helpers for the app shell: a fetch stub by "METHOD /path" and the routed app (users: src/test/user.fixture). */

export type Reply = { status?: number; body?: unknown };
export type Call = { method: string; path: string; search: string; body: unknown };

export function mockApi(routes: Record<string, Reply | ((body: unknown) => Reply | Promise<Reply>)>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler(body)
        : (handler ?? apiError(404, 'NOT_FOUND', `No mock for ${method} ${url.pathname}`));
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export function apiError(status: number, error: string, message = error): Reply {
  return { status, body: { name: 'Error', error, message, status, createdAt: new Date().toISOString() } };
}

/** The reply of GET /v1/user/current for a signed-out visitor. */
export const signedOut: Reply = apiError(401, 'UNAUTHENTICATED');

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the real route table in a memory router at `path`. */
export function renderRoutedApp(path: string, qc = testQueryClient()) {
  // jsdom has no scrolling; ScrollRestoration calls it.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  const router = createAppRouter(qc, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, qc, location, ...view };
}
