import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError, useRevalidator } from 'react-router';
import { ConsentBanner } from '../components/consent-banner';
import { LoadingScreen } from '../components/loading-screen';
import { NavProgress } from '../components/nav-progress';
import { GenericErrorState, NotFoundState, UnauthorizedState } from '../features/errors';
import { isApiError } from '../lib/api-client';
import { LAYOUTS } from './layouts/layouts';
import { NavigationEffects } from './navigation-effects';
import { useRouteMeta } from './route-meta';
import { isPublicBuilderPath } from './public-builder';
import { usePageFade } from './page-fade';

/**
 * The root route: navigation effects, then the page inside the layout its route names. It mounts
 * once, when the first page is ready; each later page fades in over 500 ms (spec 2 "Root shell"),
 * the first one shows at once (page-fade.ts).
 */
export function RootRoute() {
  const meta = useRouteMeta();
  const Layout = LAYOUTS[meta.layout];
  const root = useRef<HTMLDivElement>(null);
  usePageFade(root);
  return (
    <div ref={root} data-testid="app-root">
      <NavigationEffects />
      <NavProgress />
      <Layout footer={meta.footer}>
        <Outlet />
      </Layout>
      <ScrollRestoration />
      {meta.layout === 'widget' ? null : <ConsentBanner />}
    </div>
  );
}

/** Shown while the first page's code and data load; public-builder pages show nothing instead. */
export function RootHydrateFallback() {
  return isPublicBuilderPath(window.location.pathname) ? null : <LoadingScreen />;
}

/** Errors of any page: not-found and access errors get their own pages; anything else, a retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : 0;
  useEffect(() => {
    if (status !== 404 && status !== 403) console.error('Page failed', error);
  }, [error, status]);
  if (status === 404) return <NotFoundState />;
  if (status === 403) return <UnauthorizedState />;
  return <GenericErrorState onRetry={() => void revalidator.revalidate()} />;
}
