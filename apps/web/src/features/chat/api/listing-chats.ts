import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chat } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** GET /v1/chat/listing/{listingId}: every chat about the seller's listing. */
export const fetchListingChats = (listingId: string, signal?: AbortSignal) => api<Chat[]>(chatApiPaths.byListing(listingId), { signal });

export const listingChatsQuery = (listingId: string) =>
  queryOptions({ queryKey: chatKeys.byListing(listingId), queryFn: ({ signal }) => fetchListingChats(listingId, signal) });

export function useListingChats(listingId: string) {
  return useQuery(listingChatsQuery(listingId));
}
