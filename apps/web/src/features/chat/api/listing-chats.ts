import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatSchema, DEFAULT_PAGE_SIZE, pageSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

const ChatPageSchema = pageSchema(ChatSchema);

/**
 * GET /v1/chat/listing/{listingId}: the chats about the seller's listing, most recent activity
 * first (a page wrapper; the first DEFAULT_PAGE_SIZE are shown).
 */
export const fetchListingChats = (listingId: string, signal?: AbortSignal) =>
  api(chatApiPaths.byListing(listingId), {
    query: { page: 0, size: DEFAULT_PAGE_SIZE, sort: 'lastMessageAt,desc' },
    signal,
    schema: import.meta.env.DEV ? ChatPageSchema : undefined,
  }).then((res) => res.content);

export const listingChatsQuery = (listingId: string) =>
  queryOptions({
    queryKey: chatKeys.byListing(listingId),
    queryFn: ({ signal }) => fetchListingChats(listingId, signal),
  });

export function useListingChats(listingId: string) {
  return useQuery(listingChatsQuery(listingId));
}
