import { LANDING_SESSION_KEY, landingGuard, type LandingDecision } from '@revy/shared';
import { readStorage, writeStorage } from './browser-storage';
import './browser-config';

/**
 * The configured default landing address (spec 2), for example `/marketing/landing-page-test-1`,
 * sends visitors of `/` there. Staff set the defaultLandingUrl setting under /admin/config (DEFAULT_LANDING_URL on
 * the server while none is stored), written into index.html on each page request, so neither a rebuild nor a restart
 * is needed; under the Vite dev server, VITE_DEFAULT_LANDING. Empty by default, so `/` shows the home page.
 */
export function defaultLanding(): string | null {
  const runtime = typeof window !== 'undefined' ? window.__REVY__?.defaultLandingUrl : undefined;
  return runtime || (import.meta.env.VITE_DEFAULT_LANDING as string | undefined) || null;
}

/** Decides what `/` does for this query string, saving `?landing=` in the session. */
export function decideLanding(search: string): LandingDecision {
  const decision = landingGuard({
    queryLanding: new URLSearchParams(search).get('landing'),
    savedLanding: readStorage('session', LANDING_SESSION_KEY),
    defaultLanding: defaultLanding(),
  });
  if (decision.saveLanding) writeStorage('session', LANDING_SESSION_KEY, decision.saveLanding);
  return decision;
}
