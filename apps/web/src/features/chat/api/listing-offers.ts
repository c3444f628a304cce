import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chat, Offer } from '@revy/shared';
import { fetchListingChats } from './listing-chats';
import { fetchOffers } from './offers';
import { chatKeys } from './keys';

export type ChatOffers = { chat: Chat; offers: Offer[] };

/**
 * Every offer about a listing, grouped by chat: GET /v1/chat/listing/{id}, then
 * GET /v1/chat/{id}/offer for the chats that have an offer (contract gap: no listing-wide offer
 * list endpoint).
 */
export async function fetchListingOffers(listingId: string, signal?: AbortSignal): Promise<ChatOffers[]> {
  const chats = await fetchListingChats(listingId, signal);
  const withOffers = chats.filter((c) => c.offerStatus !== null || c.offer !== null);
  const offers = await Promise.all(withOffers.map((c) => fetchOffers(c.id, signal)));
  return withOffers.map((chat, i) => ({ chat, offers: offers[i] ?? [] }));
}

export const listingOffersQuery = (listingId: string) =>
  queryOptions({ queryKey: chatKeys.listingOffers(listingId), queryFn: ({ signal }) => fetchListingOffers(listingId, signal) });

export function useListingOffers(listingId: string) {
  return useQuery(listingOffersQuery(listingId));
}
