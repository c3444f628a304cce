import { getDistinctId } from './analytics-identity';
import { api } from './api-client';
import { analyticsAllowed } from './consent';
import { apiPaths } from './paths';

export type TrackProps = { page?: string; listingId?: string };

/**
 * Records an event with POST /v1/t (spec 7). Fire and forget: never awaited by navigation,
 * never throws, and a failed call is dropped (analytics must not break a page).
 */
export function track(event: string, props: TrackProps = {}): void {
  const page = props.page ?? (typeof window !== 'undefined' ? window.location.pathname : undefined);
  // The browser's id lets a signed-out visitor count once per car; consent decides whether analytics hear of it.
  const body = {
    event,
    ...(page ? { page } : {}),
    ...(props.listingId ? { listingId: props.listingId } : {}),
    distinctId: getDistinctId(),
    consent: analyticsAllowed(),
  };
  try {
    api(apiPaths.track, { method: 'POST', body }).catch(() => undefined);
  } catch {
    // fetch missing (very old browser): nothing to record.
  }
}

/** Spec 2: a page view is recorded after each navigation. */
export function trackPageView(page: string, listingId?: string): void {
  track('page_view', { page, ...(listingId ? { listingId } : {}) });
}
