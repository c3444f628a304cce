import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, ChatUser } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** POST /v1/chat/{id}/read: marks the chat read up to a message (default the newest). */
export const markChatRead = (chatId: string, messageId?: string) =>
  api<ChatUser>(chatApiPaths.read(chatId), { method: 'POST', body: messageId ? { messageId } : {} });

export function useMarkRead(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (messageId?: string) => markChatRead(chatId, messageId),
    onSuccess: (me) => {
      const chat = qc.getQueryData<Chat>(chatKeys.detail(chatId));
      qc.setQueryData<Chat>(chatKeys.detail(chatId), (c) => (c ? { ...c, me } : c));
      if (chat) void qc.invalidateQueries({ queryKey: chatKeys.byListing(chat.listingId) });
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
      void qc.invalidateQueries({ queryKey: chatKeys.users() });
    },
  });
}
