import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { FeedEvent } from '@revy/shared';
import { useCurrentUser } from '../current-user';
import type { FeedStatus } from './feed-client';
import { connectFeed, getFeed } from './feed';

/**
 * Watches `targetIds` on the live feed while the component is mounted: opens the connection if
 * needed, registers `onMessage` for each id and unregisters on unmount or when the ids change.
 * Re-registers when the signed-in user changes (sign-in and sign-out close the feed).
 */
export function useFeed(
  targetIds: ReadonlyArray<string | null | undefined>,
  onMessage: (message: FeedEvent) => void,
): void {
  const handler = useRef(onMessage);
  useLayoutEffect(() => {
    handler.current = onMessage;
  });
  const userId = useCurrentUser().data?.id ?? null;
  const key = targetIds.filter((id): id is string => !!id).join(',');
  useEffect(() => {
    if (!key || !userId) return;
    const feed = connectFeed();
    const offs = key.split(',').map((id) => feed.watch(id, (m) => handler.current(m)));
    return () => offs.forEach((off) => off());
  }, [key, userId]);
}

/** The feed's connection state, for "reconnecting" hints. */
export function useFeedStatus(): FeedStatus {
  const feed = getFeed();
  return useSyncExternalStore(
    (cb) => feed.onStatus(cb),
    () => feed.status,
    () => 'idle' as FeedStatus,
  );
}

/**
 * Calls `onReconnect` each time the feed opens again after having been open (not on the first
 * open): the moment to fetch what was missed. Listens to the client directly, so no state
 * change is lost to render batching.
 */
export function useFeedReconnect(onReconnect: () => void): void {
  const cb = useRef(onReconnect);
  useLayoutEffect(() => {
    cb.current = onReconnect;
  });
  useEffect(() => {
    const feed = getFeed();
    let wasOpen = feed.status === 'open';
    return feed.onStatus((s) => {
      if (s !== 'open') return;
      if (wasOpen) cb.current();
      wasOpen = true;
    });
  }, []);
}
