import { canEditListing, isAdmin, isStaff, type Principal } from '../permissions/permissions';
import { safeNext } from './next';
import { ROUTES, signInUrl } from './routes';
import type { RouteMeta } from './title';

/**
 * Guard decisions of spec 2 "Guards and navigation rules", as pure functions. The web runs them
 * in route loaders; they take everything they need as arguments and never touch the browser.
 */
export type GuardDecision = { allow: true } | { redirect: string; track?: string };

/** What a guard needs to know about the signed-in user (null when signed out). */
export type GuardUser = (Principal & { anonymous: boolean }) | null | undefined;

/** Spec 2: recorded when /dashboard/selling finds no current user. */
export const USER_MISSING_EVENT = 'Error - User undefined when it should be';

export const ALLOW: GuardDecision = { allow: true };

const isAccount = (user: GuardUser): user is Principal & { anonymous: boolean } =>
  !!user && !user.anonymous && !user.disabled;

function isSignInPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0];
  return pathname === ROUTES.signIn;
}

/** Routes flagged publicBuilder skip every guard (spec 2). */
export function guardRoute(meta: RouteMeta | null | undefined, decide: () => GuardDecision): GuardDecision {
  return meta?.publicBuilder ? ALLOW : decide();
}

/**
 * /dashboard/{action}: a signed-in user with an account. Others go to sign-in with `next`,
 * except when they are coming from the sign-in page (they gave up signing in), who go home.
 * A missing user is recorded as USER_MISSING_EVENT.
 */
export function dashboardGuard(input: { user: GuardUser; path: string; from?: string | null }): GuardDecision {
  if (isAccount(input.user)) return ALLOW;
  const track = input.user ? {} : { track: USER_MISSING_EVENT };
  if (isSignInPath(input.from)) return { redirect: ROUTES.home, ...track };
  return { redirect: signInUrl(input.path), ...track };
}

/**
 * /my-garage/{listingId}: edit permission on the listing. Signed-out and anonymous users who
 * cannot edit go to sign-in (an account may own it); signed-in users go to the public listing.
 * `listing` is null when it could not be loaded.
 */
export function myGarageListingGuard(input: {
  user: GuardUser;
  listingId: string;
  listing: { id: string; sellerId: string | null } | null;
  path: string;
}): GuardDecision {
  if (input.listing && canEditListing(input.user, input.listing)) return ALLOW;
  if (!input.user || input.user.anonymous) return { redirect: signInUrl(input.path) };
  return { redirect: ROUTES.listing(input.listingId) };
}

/**
 * /concierge/* and /admin/*: concierge or admin. Signed-out (and anonymous) users go to sign-in;
 * other users to /error/unauthorized. `requireAdmin` for /admin/users/{id}.
 */
export function staffGuard(input: { user: GuardUser; path: string; requireAdmin?: boolean }): GuardDecision {
  if (!input.user || input.user.anonymous) return { redirect: signInUrl(input.path) };
  if (!isStaff(input.user)) return { redirect: ROUTES.unauthorized };
  if (input.requireAdmin && !isAdmin(input.user)) return { redirect: ROUTES.unauthorized };
  return ALLOW;
}

export type GuardEvent = { hostId: string; listingId: string | null; attendees: readonly { userId: string }[] };

/**
 * /event/{id}: a signed-in user with an account, else sign-in. The event's host and attendees
 * see the page; anyone else is sent to the event's listing, or to /dashboard when it has none.
 * Spec 2 says "unless both host and attendee", which would redirect nearly everyone: see
 * docs/decisions/004-event-page-guard.md for why participants are let in.
 */
export function eventGuard(input: { user: GuardUser; path: string; event: GuardEvent | null }): GuardDecision {
  const { user, event } = input;
  if (!isAccount(user)) return { redirect: signInUrl(input.path) };
  if (!event) return { redirect: ROUTES.dashboard };
  const isHost = event.hostId === user.id;
  const isAttendee = event.attendees.some((a) => a.userId === user.id);
  if (isHost || isAttendee) return ALLOW;
  return { redirect: event.listingId ? ROUTES.listing(event.listingId) : ROUTES.dashboard };
}

/** Session key of the saved landing value. */
export const LANDING_SESSION_KEY = 'revy__landing';

/**
 * A landing value is a path on this site, such as `/marketing/live` or `marketing/live`.
 * Anything that is not a same-origin path is dropped, and so are `/` and `/landing`, which would
 * loop back here.
 */
export function normalizeLanding(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  // A bare value is a path without its leading slash; one with a scheme is not a landing value.
  if (!trimmed.startsWith('/') && trimmed.includes(':')) return null;
  const path = safeNext(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (pathname === ROUTES.home || pathname === ROUTES.landing) return null;
  return path;
}

export type LandingDecision = GuardDecision & { saveLanding?: string };

/**
 * `/`: `?landing=` saves its value in the session and goes there; otherwise a landing value saved
 * earlier in the session, else the configured default landing address; else the home page shows.
 */
export function landingGuard(input: {
  queryLanding?: string | null;
  savedLanding?: string | null;
  defaultLanding?: string | null;
}): LandingDecision {
  const fromQuery = normalizeLanding(input.queryLanding);
  if (fromQuery) return { redirect: fromQuery, saveLanding: fromQuery };
  const target = normalizeLanding(input.savedLanding) ?? normalizeLanding(input.defaultLanding);
  return target ? { redirect: target } : ALLOW;
}

/**
 * Where to go after signing in: the `next` parameter when it is a safe path that is not itself an
 * auth page, else /dashboard/selling; staff (concierge, admin) without a `next` land on the concierge
 * work queues instead of an empty garage (issue 16, decision 030).
 */
export function postSignInTarget(next: string | null | undefined, user?: Principal | null): string {
  const safe = safeNext(next);
  if (!safe || safe.startsWith('/auth/') || safe === '/auth')
    return isStaff(user) ? ROUTES.concierge : ROUTES.dashboardSelling;
  return safe;
}
