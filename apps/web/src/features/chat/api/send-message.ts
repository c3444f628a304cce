import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { mergeMessages, type LocalMessage } from '../lib/messages';
import { chatKeys } from './keys';

export type SendMessageInput = { id: string; content: string; metadata?: Record<string, unknown> };

/** POST /v1/chat/{id}/message with the client's id: a retry of the same id is stored once. */
export const sendMessage = (chatId: string, input: SendMessageInput) =>
  api<ChatMessage>(chatApiPaths.messages(chatId), { method: 'POST', body: input });

/**
 * Sends optimistically: the message shows at once as "sending", is replaced by the stored copy,
 * or stays as "failed" with a retry (same id) when the server refuses or cannot be reached.
 */
export function useSendMessage(chatId: string, senderId: string | null) {
  const qc = useQueryClient();
  const key = chatKeys.messages(chatId);
  const put = (m: LocalMessage) => qc.setQueryData<LocalMessage[]>(key, (cur) => mergeMessages(cur, [m]));
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(chatId, input),
    onMutate: (input) => {
      const now = new Date().toISOString();
      const existing = qc.getQueryData<LocalMessage[]>(key)?.find((m) => m.id === input.id);
      put({
        id: input.id,
        chatId,
        senderId,
        replyToId: null,
        content: input.content,
        contentText: null,
        metadata: input.metadata ?? {},
        cometMessageId: null,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        local: 'sending',
      });
    },
    onSuccess: (stored) => {
      qc.setQueryData<LocalMessage[]>(key, (cur) =>
        mergeMessages(
          cur?.filter((m) => m.id !== stored.id),
          [stored],
        ),
      );
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
    },
    onError: (_err, input) => {
      qc.setQueryData<LocalMessage[]>(key, (cur) =>
        (cur ?? []).map((m) => (m.id === input.id && m.local ? { ...m, local: 'failed' as const } : m)),
      );
    },
  });
}
