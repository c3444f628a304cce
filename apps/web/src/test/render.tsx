import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Shows where the router ended up, for asserting navigation. */
export function LocationProbe() {
  const loc = useLocation();
  return <p data-testid="location">{`${loc.pathname}${loc.search}`}</p>;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client; every other
 * address renders a LocationProbe.
 */
export function renderPage(element: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return {
    qc,
    router,
    ...render(
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stubs fetch with a handler per "METHOD /path" (query ignored). Unmatched calls answer 404,
 * so a test fails loudly on a call it did not expect. Returns the mock for call assertions.
 */
export function mockFetch(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const handler = routes[key];
    const reply =
      typeof handler === 'function'
        ? handler(body)
        : (handler ?? { status: 404, body: { error: 'NOT_FOUND', message: `No mock for ${key}` } });
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function errorReply(status: number, error: string, message: string, fields?: Record<string, string>): Reply {
  return {
    status,
    body: { name: 'Error', error, message, status, createdAt: new Date().toISOString(), ...(fields ? { fields } : {}) },
  };
}
