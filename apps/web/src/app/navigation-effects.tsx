import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pageTitle } from '@revy/shared';
import { seedDistinctIdFromSearch } from '../lib/analytics-identity';
import { needsChatService, startChatService } from '../lib/chat-service';
import { applyFlagParam } from '../lib/flags';
import { saveCouponFromSearch } from '../lib/session-values';
import { trackPageView } from '../lib/tracking';
import { resolveMeta } from './route-meta';

/** The listing a page is about, for the page view (listing and garage addresses). */
function listingIdOf(pathname: string, params: Record<string, string | undefined>): string | undefined {
  if (params.listingId) return params.listingId;
  if (/^\/(old-)?listings\//.test(pathname)) return params.id;
  return undefined;
}

/**
 * What happens after every navigation (spec 2): the title from route meta, the `ff`, `coupon`
 * and `distinct_id` query parameters, a page view, and the chat service on chat addresses.
 * None of it blocks the page.
 */
export function NavigationEffects() {
  const location = useLocation();
  const matches = useMatches();
  const qc = useQueryClient();
  const tracked = useRef<string | null>(null);

  const meta = resolveMeta(matches);
  const title = pageTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const leafParams = (matches.at(-1)?.params ?? {}) as Record<string, string | undefined>;
  const listingId = listingIdOf(location.pathname, leafParams);

  useEffect(() => {
    // One page view per navigation, even when effects run twice in development.
    if (tracked.current === location.key) return;
    tracked.current = location.key;
    void applyFlagParam(location.search, qc);
    saveCouponFromSearch(location.search);
    seedDistinctIdFromSearch(location.search);
    // At once, not when idle: a visitor who leaves the page right away must still be counted (e2e guards.spec).
    trackPageView(location.pathname, listingId);
    if (needsChatService(location.pathname)) void startChatService();
  }, [location.key, location.pathname, location.search, listingId, qc]);

  return null;
}
