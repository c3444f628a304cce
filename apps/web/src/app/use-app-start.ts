import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../lib/current-user';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { saveCouponFromSearch } from '../lib/session-values';

export type StartStatus = 'loading' | 'outage' | 'ready';

/**
 * App start (spec 4): health call, the outage state on failure; then the current user and the
 * coupon on the address. The user look-up failing is not an outage: the visitor is treated as
 * signed out (spec 8).
 */
export async function startApp(qc: QueryClient, search: string): Promise<Exclude<StartStatus, 'loading'>> {
  try {
    await api(apiPaths.health);
  } catch {
    return 'outage';
  }
  try {
    await qc.fetchQuery(currentUserQuery());
  } catch (err) {
    console.warn('Current user could not be loaded; continuing signed out', err);
  }
  saveCouponFromSearch(search);
  return 'ready';
}

/** Runs startApp once (or never, for public-builder pages), with a retry for the outage page. */
export function useAppStart({ skip = false }: { skip?: boolean } = {}) {
  const qc = useQueryClient();
  const [status, setStatus] = useState<StartStatus>(skip ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // One start per attempt, even when development's strict mode runs the effect twice.
  const inflight = useRef<{ attempt: number; done: Promise<Exclude<StartStatus, 'loading'>> } | null>(null);

  useEffect(() => {
    if (skip) return;
    let cancelled = false;
    if (inflight.current?.attempt !== attempt)
      inflight.current = { attempt, done: startApp(qc, window.location.search) };
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
