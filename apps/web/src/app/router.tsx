import { RouterProvider, createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NavMemory } from './guards';
import { registerRouteTable } from './public-builder';
import { createRoutes } from './routes';

type RouterFactory = (routes: RouteObject[]) => DataRouter;

/**
 * Builds the app's router. Also remembers the last settled location, which the dashboard guard
 * reads as "where the visitor came from".
 */
export function createAppRouter(
  qc: QueryClient,
  factory: RouterFactory = (routes) => createBrowserRouter(routes),
): DataRouter {
  let lastPath: string | null = null;
  const nav: NavMemory = { from: () => lastPath };
  const routes = createRoutes(qc, nav);
  registerRouteTable(routes);
  const router = factory(routes);
  const remember = () => {
    const { navigation, initialized, location } = router.state;
    if (navigation.state === 'idle' && initialized) lastPath = location.pathname + location.search;
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

/** The routed app. The router is made on first render, after the start-up checks passed. */
export function AppRouter() {
  const router = appRouterFor(useQueryClient());
  return <RouterProvider router={router} />;
}
