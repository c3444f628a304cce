import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-meta';

// Answers per route table and path: matching ranks every route of the table, and the start asks twice for the same path.
const answers = new WeakMap<RouteObject[], Map<string, boolean>>();

/** Whether the deepest route matching `pathname` is a public page-builder route (spec 2). */
export function isPublicBuilderMatch(routes: RouteObject[], pathname: string): boolean {
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  const cached = known.get(pathname);
  if (cached !== undefined) return cached;
  const publicBuilder = publicBuilderOf(matchRoutes(routes, pathname) ?? []);
  known.set(pathname, publicBuilder);
  return publicBuilder;
}

/** Whether the deepest of these matched routes that says so is a public page-builder route. */
export function publicBuilderOf(matches: readonly { route: Pick<RouteObject, 'handle'> }[]): boolean {
  let publicBuilder = false;
  for (const m of matches) {
    const h = m.route.handle as RouteHandle | undefined;
    if (h?.publicBuilder !== undefined) publicBuilder = h.publicBuilder;
  }
  return publicBuilder;
}

type MatchingRouter = { state: { location: { pathname: string }; matches: { route: Pick<RouteObject, 'handle'> }[] } };

let table: RouteObject[] = [];
let router: MatchingRouter | null = null;

/** Registers the app's route table and router (done once by createAppRouter). */
export function registerRouteTable(routes: RouteObject[], made: MatchingRouter | null = null): void {
  table = routes;
  router = made;
}

/**
 * isPublicBuilderMatch against the registered route table; for the router's own location, its matches (matching the
 * whole table again is a long task on a phone's first render).
 */
export function isPublicBuilderPath(pathname: string): boolean {
  if (router && router.state.location.pathname === pathname) return publicBuilderOf(router.state.matches);
  return isPublicBuilderMatch(table, pathname);
}
