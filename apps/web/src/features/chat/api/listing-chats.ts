import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Chat, type Page } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/**
 * GET /v1/chat/listing/{listingId}: the chats about the seller's listing, most recent activity
 * first (a page wrapper; the first DEFAULT_PAGE_SIZE are shown).
 */
export const fetchListingChats = (listingId: string, signal?: AbortSignal) =>
  api<Page<Chat> | Chat[]>(chatApiPaths.byListing(listingId), {
    query: { page: 0, size: DEFAULT_PAGE_SIZE, sort: 'lastMessageAt,desc' },
    signal,
  }).then((res) => (Array.isArray(res) ? res : (res.content ?? [])));

export const listingChatsQuery = (listingId: string) =>
  queryOptions({
    queryKey: chatKeys.byListing(listingId),
    queryFn: ({ signal }) => fetchListingChats(listingId, signal),
  });

export function useListingChats(listingId: string) {
  return useQuery(listingChatsQuery(listingId));
}
