import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentUserKey, currentUserQuery } from '../lib/current-user';
import { api } from '../lib/api-client';
import { startHint, type StartHint } from '../lib/browser-config';
import { apiPaths } from '../lib/paths';
import { saveCouponFromSearch } from '../lib/session-values';

export type StartStatus = 'loading' | 'outage' | 'ready';

/**
 * App start (spec 4): health call, the outage state on failure; then the current user and the
 * coupon on the address. The user look-up failing is not an outage: the visitor is treated as
 * signed out (spec 8).
 *
 * With the server's start hint (decision 038) nothing waits: the page that was just served proves
 * the server up, so the app shows at once while the health call runs alongside (the outage page
 * still replaces it if that fails); a request without a session cookie has no user to look up, and
 * one with a cookie loads the user in the background (guards that need it wait for it themselves).
 */
export async function startApp(
  qc: QueryClient,
  search: string,
  hint: StartHint | undefined = startHint(),
): Promise<Exclude<StartStatus, 'loading'>> {
  const optimistic = hint?.healthy === true;
  if (optimistic && hint.session === false) qc.setQueryData(currentUserKey, null);
  else if (optimistic) void qc.prefetchQuery(currentUserQuery());
  // The page renders now, so the coupon must be saved before it reads it.
  if (optimistic) saveCouponFromSearch(search);
  try {
    await api(apiPaths.health);
  } catch {
    return 'outage';
  }
  if (!optimistic) {
    try {
      await qc.fetchQuery(currentUserQuery());
    } catch (err) {
      console.warn('Current user could not be loaded; continuing signed out', err);
    }
    saveCouponFromSearch(search);
  }
  return 'ready';
}

/** The status the shell starts in: ready at once when skipped or when the server says it is up. */
export function initialStartStatus(skip: boolean, hint: StartHint | undefined = startHint()): StartStatus {
  return skip || hint?.healthy === true ? 'ready' : 'loading';
}

/**
 * Runs startApp once (or never, for public-builder pages), with a retry for the outage page. `skip` may be a question
 * asked after the first render (when the server's hint already decided the first status).
 */
export function useAppStart({ skip = false }: { skip?: boolean | (() => boolean) } = {}) {
  const qc = useQueryClient();
  const [status, setStatus] = useState<StartStatus>(() => initialStartStatus(skip === true));
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // One start per attempt, even when development's strict mode runs the effect twice.
  const inflight = useRef<{ attempt: number; done: Promise<Exclude<StartStatus, 'loading'>> } | null>(null);

  useEffect(() => {
    if (typeof skip === 'function' ? skip() : skip) return;
    let cancelled = false;
    if (inflight.current?.attempt !== attempt)
      // A retry after an outage is the long way: the hint only vouched for the first page load.
      inflight.current = {
        attempt,
        done: startApp(qc, window.location.search, attempt === 0 ? startHint() : undefined),
      };
    void inflight.current.done.then((result) => {
      if (cancelled) return;
      setStatus(result);
      setRetrying(false);
    });
    return () => {
      cancelled = true;
    };
  }, [qc, skip, attempt]);

  const retry = useCallback(() => {
    setRetrying(true);
    setAttempt((a) => a + 1);
  }, []);

  return { status, retry, retrying };
}
