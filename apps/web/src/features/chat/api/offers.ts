import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Chat, type MakeOffer, type Offer, type OfferResponse, OfferSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

const OffersSchema = z.array(OfferSchema);

/** GET /v1/chat/{id}/offer: the chat's offers, oldest first. */
export const fetchOffers = (chatId: string, signal?: AbortSignal) =>
  api(chatApiPaths.offers(chatId), { signal, schema: import.meta.env.DEV ? OffersSchema : undefined });

export const offersQuery = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.offers(chatId), queryFn: ({ signal }) => fetchOffers(chatId, signal) });

export function useOffers(chatId: string | undefined) {
  return useQuery({ ...offersQuery(chatId ?? ''), enabled: !!chatId });
}

/** POST /v1/chat/{id}/offer: the buyer's offer, or the seller's counter. */
export const makeOffer = (chatId: string, body: MakeOffer) =>
  api<Offer>(chatApiPaths.offers(chatId), { method: 'POST', body });

/** POST /v1/chat/{id}/offer/respond: accept, decline or withdraw the pending offer. */
export const respondToOffer = (chatId: string, body: OfferResponse) =>
  api<Offer>(chatApiPaths.offerRespond(chatId), { method: 'POST', body });

/** After any offer change: the chat's offer fields, its offers, messages (offer lines) and lists. */
export function invalidateOffer(qc: QueryClient, chatId: string) {
  const chat = qc.getQueryData<Chat>(chatKeys.detail(chatId));
  void qc.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
  void qc.invalidateQueries({ queryKey: chatKeys.offers(chatId) });
  void qc.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
  void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
  if (chat) {
    void qc.invalidateQueries({ queryKey: chatKeys.byListing(chat.listingId) });
    void qc.invalidateQueries({ queryKey: chatKeys.listingOffers(chat.listingId) });
  } else {
    void qc.invalidateQueries({ queryKey: [...chatKeys.all, 'listing-offers'] });
  }
}

export function useMakeOffer(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeOffer) => makeOffer(chatId, body),
    onSuccess: () => invalidateOffer(qc, chatId),
  });
}

export function useRespondToOffer(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: OfferResponse['action']) => respondToOffer(chatId, { action }),
    onSuccess: () => invalidateOffer(qc, chatId),
  });
}
