import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, ChatMessage } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { mergeMessages, type LocalMessage } from '../lib/messages';
import { chatKeys } from './keys';

export type ShareFormInput = { name: string; data: string };

/** POST /v1/api/chat-form/create/{chatId}: stores the form and answers the chat message that shares it. */
export const shareForm = (chatId: string, body: ShareFormInput) =>
  api<ChatMessage>(chatApiPaths.form(chatId), { method: 'POST', body });

/**
 * On success the message joins the list and the form joins the cached chat.forms, so the card
 * draws at once without refetching the chat (we already know what we sent).
 */
export function useShareForm(chatId: string, userId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareFormInput) => shareForm(chatId, input),
    onSuccess: (stored, input) => {
      qc.setQueryData<LocalMessage[]>(chatKeys.messages(chatId), (cur) => mergeMessages(cur, [stored]));
      const formId = typeof stored.metadata.formId === 'string' ? stored.metadata.formId : null;
      if (formId) {
        const form = {
          id: formId,
          userId: userId ?? stored.senderId ?? '',
          name: input.name,
          data: input.data,
          createdAt: stored.createdAt,
        };
        qc.setQueryData<Chat>(chatKeys.detail(chatId), (cur) =>
          cur ? { ...cur, forms: [...(cur.forms ?? []).filter((f) => f.id !== formId), form] } : cur,
        );
      }
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
    },
  });
}
