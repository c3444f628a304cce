import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EscalationSchema, pageSchema, RevyCorrectionSchema, RevyExchangeSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import { revyKeys } from './keys';

const RevyExchangePageSchema = pageSchema(RevyExchangeSchema);
const EscalationsSchema = z.array(EscalationSchema);

/** GET /v1/listing/{id}/revy/conversations: each assistant answer with the buyer's question. */
export const revyConversationsQuery = (listingId: string) =>
  queryOptions({
    queryKey: revyKeys.conversations(listingId),
    queryFn: async ({ signal }) =>
      (
        await api(aiApiPaths.revyConversations(listingId), {
          signal,
          schema: import.meta.env.DEV ? RevyExchangePageSchema : undefined,
        })
      ).content,
  });

export function useRevyConversations(listingId: string) {
  return useQuery(revyConversationsQuery(listingId));
}

/** GET /v1/listing/{id}/escalations: chats a person must take over (seller and staff). */
export const escalationsQuery = (listingId: string) =>
  queryOptions({
    queryKey: revyKeys.escalations(listingId),
    queryFn: ({ signal }) =>
      api(aiApiPaths.escalations(listingId), { signal, schema: import.meta.env.DEV ? EscalationsSchema : undefined }),
  });

export function useEscalations(listingId: string, enabled = true) {
  return useQuery({ ...escalationsQuery(listingId), enabled });
}

/**
 * POST /v1/chat/{chatId}/message/{messageId}/correction: the seller's right answer becomes
 * knowledge and is posted in the chat; the exchange list is read again to show it corrected.
 */
export function useCorrectAnswer(listingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId, content }: { chatId: string; messageId: string; content: string }) =>
      api<unknown>(aiApiPaths.correction(chatId, messageId), {
        method: 'POST',
        body: RevyCorrectionSchema.parse({ content }),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: revyKeys.conversations(listingId) }),
  });
}
