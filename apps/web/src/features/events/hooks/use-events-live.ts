import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedEvent } from '@revy/shared';
import { useFeed, useFeedReconnect } from '../../../lib/feed/use-feed';
import { useCurrentUser } from '../../../lib/current-user';
import { eventKeys } from '../api/keys';

/** True for a notification the server sends about an event (event.requested, .confirmed, …). */
export function isEventNotice(m: FeedEvent): boolean {
  const data = m.data as { type?: unknown } | null | undefined;
  return !!data && typeof data === 'object' && typeof data.type === 'string' && data.type.startsWith('event.');
}

/**
 * Keeps the test-drive pages live: watches the signed-in user's id on the feed and, when an
 * `event.*` notification arrives (the other side booked, confirmed, declined, moved or
 * cancelled), refetches everything under the events key — the user's list, the event by id,
 * the chat's drives and the calendar's types and slots — the same way a mutation here does.
 * After a reconnect it refetches too, since notifications may have been missed meanwhile.
 */
export function useEventsLive(): void {
  const user = useCurrentUser().data;
  const me = user && !user.anonymous ? user.id : null;
  const qc = useQueryClient();
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: eventKeys.all }), [qc]);
  const onFeed = useCallback(
    (m: FeedEvent) => {
      if (isEventNotice(m)) refresh();
    },
    [refresh],
  );
  useFeed([me], onFeed);
  useFeedReconnect(() => {
    if (me) refresh();
  });
}
