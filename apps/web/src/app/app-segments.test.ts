import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { APP_SEGMENTS } from '@revy/shared';
import { createRoutes } from './routes';

/** The first segment of every path the route table serves, parameters and the catch-alls aside. */
function firstSegments(routes: RouteObject[], prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const r of routes) {
    const full = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/') : prefix;
    const first = full.split('/').find(Boolean);
    if (first && !first.startsWith(':') && first !== '*') found.add(first);
    if (r.children) for (const s of firstSegments(r.children, full)) found.add(s);
  }
  return found;
}

describe('APP_SEGMENTS', () => {
  it("names every top-level page of the app, so the server never answers one as a missing content page's 404", () => {
    const routes = createRoutes(new QueryClient(), { from: () => null });
    const segments = [...firstSegments(routes)];
    expect(segments.length).toBeGreaterThan(20);
    expect(segments.filter((s) => !APP_SEGMENTS.has(s))).toEqual([]);
  });
});
