import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** PUT /v1/chat/{id}: the seller blocks (isRestricted true) or unblocks the buyer. */
export const updateChat = (chatId: string, body: { isRestricted: boolean }) =>
  api<Chat>(chatApiPaths.byId(chatId), { method: 'PUT', body });

export function useRestrictChat(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isRestricted: boolean) => updateChat(chatId, { isRestricted }),
    onSuccess: (chat) => {
      qc.setQueryData(chatKeys.detail(chatId), chat);
      void qc.invalidateQueries({ queryKey: chatKeys.byListing(chat.listingId) });
    },
  });
}
