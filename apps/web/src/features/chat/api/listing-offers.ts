import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingChatOffers } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

export type ChatOffers = ListingChatOffers;

/**
 * Every offer about a listing, grouped by chat, in one call: GET /v1/chat/listing/{id}/offers
 * (ours; the spec only lists offers per chat, which made this page one request per chat).
 */
export const fetchListingOffers = (listingId: string, signal?: AbortSignal) =>
  api<ChatOffers[]>(chatApiPaths.listingOffers(listingId), { signal });

export const listingOffersQuery = (listingId: string) =>
  queryOptions({
    queryKey: chatKeys.listingOffers(listingId),
    queryFn: ({ signal }) => fetchListingOffers(listingId, signal),
  });

export function useListingOffers(listingId: string) {
  return useQuery(listingOffersQuery(listingId));
}
