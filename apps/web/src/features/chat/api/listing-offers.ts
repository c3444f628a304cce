import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type ListingChatOffers, ListingChatOffersSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

const ListingChatOffersListSchema = z.array(ListingChatOffersSchema);

export type ChatOffers = ListingChatOffers;

/**
 * Every offer about a listing, grouped by chat, in one call: GET /v1/chat/listing/{id}/offers
 * (ours; the spec only lists offers per chat, which made this page one request per chat).
 */
export const fetchListingOffers = (listingId: string, signal?: AbortSignal) =>
  api(chatApiPaths.listingOffers(listingId), {
    signal,
    schema: import.meta.env.DEV ? ListingChatOffersListSchema : undefined,
  });

export const listingOffersQuery = (listingId: string) =>
  queryOptions({
    queryKey: chatKeys.listingOffers(listingId),
    queryFn: ({ signal }) => fetchListingOffers(listingId, signal),
  });

export function useListingOffers(listingId: string) {
  return useQuery(listingOffersQuery(listingId));
}
