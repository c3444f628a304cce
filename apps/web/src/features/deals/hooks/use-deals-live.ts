import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedEvent } from '@revy/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { useFeed, useFeedReconnect } from '../../../lib/feed/use-feed';
import { dealKeys } from '../api/keys';

/** True for a notification about a deal (`deal.*`: the other side signed, paid, ticked, cancelled…). */
export function isDealNotice(m: FeedEvent): boolean {
  const data = m.data as { type?: unknown } | null | undefined;
  return !!data && typeof data === 'object' && typeof data.type === 'string' && data.type.startsWith('deal.');
}

/**
 * Keeps deal pages live on top of their 15-second poll: a `deal.*` notification on the user's
 * feed, or a reconnect after which some may have been missed, refetches every deal query at once.
 */
export function useDealsLive(): void {
  const user = useCurrentUser().data;
  const me = user && !user.anonymous ? user.id : null;
  const qc = useQueryClient();
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: dealKeys.all }), [qc]);
  const onFeed = useCallback(
    (m: FeedEvent) => {
      if (isDealNotice(m)) refresh();
    },
    [refresh],
  );
  useFeed([me], onFeed);
  useFeedReconnect(() => {
    if (me) refresh();
  });
}
