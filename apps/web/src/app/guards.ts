import { redirect, data, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  dashboardGuard,
  eventGuard,
  myGarageListingGuard,
  staffGuard,
  type GuardDecision,
  type GuardEvent,
  type User,
} from '@revy/shared';
import { currentUserQuery } from '../lib/current-user';
import { api, isApiError } from '../lib/api-client';
import { decideLanding } from '../lib/landing';
import { guardApiPaths } from '../lib/paths';
import { track } from '../lib/tracking';
import type { RouteHandle } from './route-meta';

/** Where the visitor was before the navigation being loaded (null on the first page). */
export type NavMemory = { from: () => string | null };

type Loader = (args: LoaderFunctionArgs) => Promise<Response | null> | Response | null;

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Acts on a guard decision: records its tracking event, then lets the page load or redirects. */
function apply(decision: GuardDecision, page: string): Response | null {
  if ('allow' in decision) return null;
  if (decision.track) track(decision.track, { page });
  return redirect(decision.redirect);
}

/** A record the guard needs; null when the API says it is missing or not ours to see. */
async function fetchForGuard<T>(path: string): Promise<T | null> {
  try {
    return await api<T>(path);
  } catch (err) {
    if (isApiError(err) && [401, 403, 404].includes(err.status)) return null;
    throw err;
  }
}

/**
 * Route loaders running the guard decisions of @revy/shared (spec 2). The user comes from the
 * query cache (fetched once at start-up); a failed look-up counts as signed out.
 */
export function createGuards(qc: QueryClient, nav: NavMemory) {
  const currentUser = (): Promise<User | null> => qc.ensureQueryData(currentUserQuery()).catch(() => null);

  /** Wraps a decision so publicBuilder routes skip it. */
  const guarded =
    (
      handle: RouteHandle | undefined,
      decide: (args: LoaderFunctionArgs, user: User | null) => Promise<GuardDecision> | GuardDecision,
    ): Loader =>
    async (args) => {
      // Spec 2: publicBuilder routes skip every guard (guardRoute in @revy/shared says the same).
      if (handle?.publicBuilder) return null;
      const user = await currentUser();
      return apply(await decide(args, user), pathOf(args.request));
    };

  return {
    dashboard: (handle?: RouteHandle) =>
      guarded(handle, ({ request }, user) => dashboardGuard({ user, path: pathOf(request), from: nav.from() })),

    staff: (handle?: RouteHandle, requireAdmin = false) =>
      guarded(handle, ({ request }, user) => staffGuard({ user, path: pathOf(request), requireAdmin })),

    myGarageListing: (handle?: RouteHandle) =>
      guarded(handle, async ({ request, params }, user) => {
        const listingId = params.listingId ?? '';
        // Signed out: nobody to check the listing for.
        const listing = user
          ? await fetchForGuard<{ id: string; sellerId: string | null }>(
              `${guardApiPaths.listing(listingId)}?minimal=true`,
            )
          : null;
        return myGarageListingGuard({ user, listingId, listing, path: pathOf(request) });
      }),

    event: (handle?: RouteHandle) =>
      guarded(handle, async ({ request, params }, user) => {
        const path = pathOf(request);
        if (!user || user.anonymous) return eventGuard({ user, path, event: null });
        let event: GuardEvent | null;
        try {
          event = await api<GuardEvent>(guardApiPaths.event(params.id ?? ''));
        } catch (err) {
          if (isApiError(err) && err.status === 404) throw data('Event not found', { status: 404 });
          if (isApiError(err) && (err.status === 401 || err.status === 403)) event = null;
          else throw err;
        }
        return eventGuard({ user, path, event });
      }),

    /** `/`: the landing rule. The rest of the query string goes along with the redirect. */
    landing:
      (): Loader =>
      ({ request }) => {
        const url = new URL(request.url);
        const decision = decideLanding(url.search);
        if ('allow' in decision) return null;
        const params = new URLSearchParams(url.search);
        params.delete('landing');
        const target = new URL(decision.redirect, url.origin);
        for (const [k, v] of params) if (!target.searchParams.has(k)) target.searchParams.append(k, v);
        return redirect(target.pathname + target.search + target.hash);
      },
  };
}

/** A loader that forwards to `to`, keeping the query string (spec 2 redirects). */
export const forwardTo =
  (to: string): Loader =>
  ({ request }) =>
    redirect(to + new URL(request.url).search);
