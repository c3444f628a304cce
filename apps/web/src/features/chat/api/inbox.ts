import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { InboxPageSchema, type InboxFilter } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** GET /v1/chat/inbox: one keyset page of the seller's conversations across all their cars. */
export const fetchInbox = (
  q: { filter: InboxFilter; listingId: string | null; cursor?: string | null; size?: number },
  signal?: AbortSignal,
) =>
  api(chatApiPaths.inbox, {
    query: {
      filter: q.filter,
      ...(q.listingId ? { listingId: q.listingId } : {}),
      ...(q.cursor ? { cursor: q.cursor } : {}),
      ...(q.size ? { size: q.size } : {}),
    },
    signal,
    schema: import.meta.env.DEV ? InboxPageSchema : undefined,
  });

export const inboxQuery = (filter: InboxFilter, listingId: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.inbox(filter, listingId),
    queryFn: ({ pageParam, signal }) => fetchInbox({ filter, listingId, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useInbox(filter: InboxFilter, listingId: string | null) {
  return useInfiniteQuery(inboxQuery(filter, listingId));
}

/** The unread total of the seller's inbox (one row asked for; the counts come with it): the nav badge. */
export const inboxUnreadQuery = () =>
  queryOptions({
    queryKey: [...chatKeys.inboxAll(), 'unread'] as const,
    queryFn: ({ signal }) =>
      fetchInbox({ filter: 'all', listingId: null, size: 1 }, signal).then((p) => p.counts.all.unread),
    staleTime: 30_000,
  });

export function useInboxUnread(enabled = true) {
  return useQuery({ ...inboxUnreadQuery(), enabled });
}
