import { LANDING_SESSION_KEY, landingGuard, type LandingDecision } from '@revy/shared';
import { readStorage, writeStorage } from './browser-storage';

/**
 * The configured default landing address (spec 2): set VITE_DEFAULT_LANDING at build time, for
 * example `/marketing/landing-page-test-1`, to send visitors of `/` there. Empty by default, so
 * `/` shows the home page.
 */
export function defaultLanding(): string | null {
  return (import.meta.env.VITE_DEFAULT_LANDING as string | undefined) || null;
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
