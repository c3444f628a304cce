import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { mergeMessages, type LocalMessage } from '../lib/messages';
import { chatKeys } from './keys';

export type EditMessageInput = { messageId: string; content: string };

/** POST /v1/chat/{id}/message/{messageId}: the author's corrected text; the answer carries metadata.editedAt. */
export const editMessage = (chatId: string, { messageId, content }: EditMessageInput) =>
  api<ChatMessage>(chatApiPaths.message(chatId, messageId), { method: 'POST', body: { content } });

/**
 * Not optimistic: the server may refuse (window passed, 409), and the editor stays open with the
 * reason until it answers. The stored copy replaces the cached one, as the feed's update does.
 */
export function useEditMessage(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EditMessageInput) => editMessage(chatId, input),
    onSuccess: (stored) => {
      qc.setQueryData<LocalMessage[]>(chatKeys.messages(chatId), (cur) => mergeMessages(cur, [stored]));
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
    },
  });
}
