import { useLayoutEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NavMemory } from './guards';
import { isPublicBuilderMatch, publicBuilderOf, registerRouteTable } from './public-builder';
import { createRoutes } from './routes';

type RouterFactory = (routes: RouteObject[]) => DataRouter;
type RouteTable = { routes: RouteObject[]; lastPath: string | null };

// One route table per query client: the start's public-builder check and the router share it, because building and
// matching the whole table is a noticeable part of a phone's first render.
const tables = new WeakMap<QueryClient, RouteTable>();

/** The app's routes for `qc`, with the last settled location the dashboard guard reads as "where the visitor came from". */
export function routeTableFor(qc: QueryClient): RouteTable {
  let table = tables.get(qc);
  if (!table) {
    const made: RouteTable = { routes: [], lastPath: null };
    const nav: NavMemory = { from: () => made.lastPath };
    made.routes = createRoutes(qc, nav);
    tables.set(qc, made);
    table = made;
  }
  return table;
}

/**
 * Builds the app's router. Also remembers the last settled location, which the dashboard guard
 * reads as "where the visitor came from".
 */
export function createAppRouter(
  qc: QueryClient,
  factory: RouterFactory = (routes) => createBrowserRouter(routes),
): DataRouter {
  const table = routeTableFor(qc);
  const router = factory(table.routes);
  registerRouteTable(table.routes, router);
  const remember = () => {
    const { navigation, initialized, location } = router.state;
    if (navigation.state === 'idle' && initialized) table.lastPath = location.pathname + location.search;
  };
  router.subscribe(remember);
  remember();
  return router;
}

// One router per query client. Made outside React state, because development's strict mode calls
// state initialisers twice, and a second router would run every guard twice.
const routers = new WeakMap<QueryClient, DataRouter>();

function appRouterFor(qc: QueryClient): DataRouter {
  let router = routers.get(qc);
  if (!router) {
    router = createAppRouter(qc);
    routers.set(qc, router);
  }
  return router;
}

/**
 * Whether the page the app opened on is a public-builder page, read from the router's own first match once it exists
 * (matching the whole table again costs a phone a long task), else by matching the table.
 */
export function openedOnPublicBuilderPage(qc: QueryClient): boolean {
  const router = routers.get(qc);
  return router
    ? publicBuilderOf(router.state.matches)
    : isPublicBuilderMatch(routeTableFor(qc).routes, window.location.pathname);
}

/**
 * The routed app. The router is made on first render, after the start-up checks passed.
 *
 * RouterProvider takes `router.state` when it renders and subscribes in a layout effect. The first render is a
 * transition (main.tsx), rendered in slices, and the first page's code comes with the HTML (decision 038), so the
 * router can finish loading that page between the two: the change would be lost and the loading screen would stay
 * for good (seen with a 4x slower CPU). This component's layout effect runs after the provider's: if the state moved
 * since the render, the provider is mounted again from the current state. Nothing happens otherwise (a remount, or
 * following every change here, would render the first page a second time, in one long task).
 */
export function AppRouter() {
  const router = appRouterFor(useQueryClient());
  const rendered = router.state;
  const [mount, setMount] = useState(0);
  useLayoutEffect(() => {
    if (router.state === rendered) return;
    let live = true;
    queueMicrotask(() => {
      if (live) setMount((m) => m + 1);
    });
    return () => {
      live = false;
    };
  }, [router, rendered]);
  return <RouterProvider key={mount} router={router} />;
}
