import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { ensureIdentity } from '../../auth';
import { chatKeys } from './keys';

/** POST /v1/chat: opens the buyer's chat about a listing, or returns the one they have. */
export const openChat = (listingId: string) => api<Chat>(chatApiPaths.root, { method: 'POST', body: { listingId } });

/** Opens (or finds) the chat, creating an anonymous identity first when the visitor has none (spec 4). */
export function useOpenChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (listingId: string) => {
      await ensureIdentity(qc);
      return openChat(listingId);
    },
    onSuccess: (chat) => {
      qc.setQueryData(chatKeys.detail(chat.id), chat);
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
    },
  });
}
