import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedEvent } from '@revy/shared';
import { useFeed, useFeedReconnect } from '../../../lib/feed/use-feed';
import { useCurrentUser } from '../../../lib/current-user';
import { chatKeys } from '../api/keys';

/**
 * Keeps chat lists live: the user's own id (unread counts), the listing (counters) and each chat
 * (new messages, offers, requests). Any of them refreshes the lists; a reconnect does too.
 */
export function useInboxLive(chatIds: readonly string[], listingId?: string) {
  const qc = useQueryClient();
  const userId = useCurrentUser().data?.id;
  const refresh = useCallback(
    (m?: FeedEvent) => {
      if (listingId) {
        void qc.invalidateQueries({ queryKey: chatKeys.byListing(listingId) });
        void qc.invalidateQueries({ queryKey: chatKeys.listingOffers(listingId) });
      }
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
      const chatId =
        m?.targetId && chatIds.includes(m.targetId) ? m.targetId : (m?.data as { chatId?: string } | undefined)?.chatId;
      if (chatId && m?.action !== 'child') void qc.invalidateQueries({ queryKey: chatKeys.offers(chatId) });
    },
    [qc, listingId, chatIds],
  );
  useFeed([userId, listingId, ...chatIds], refresh);
  useFeedReconnect(() => refresh());
}
