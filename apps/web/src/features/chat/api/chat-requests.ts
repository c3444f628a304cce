import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

export type ChatRequestKind = 'testDrive' | 'videoTour';

/** POST (ask) or DELETE (cancel) /v1/chat/{id}/testdrive and /videotour. */
export const setChatRequest = (chatId: string, kind: ChatRequestKind, on: boolean) =>
  api<Chat>(kind === 'testDrive' ? chatApiPaths.testDrive(chatId) : chatApiPaths.videoTour(chatId), {
    method: on ? 'POST' : 'DELETE',
  });

export function useChatRequest(chatId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: ChatRequestKind; on: boolean }) => setChatRequest(chatId, kind, on),
    onSuccess: (chat) => {
      qc.setQueryData(chatKeys.detail(chatId), chat);
      void qc.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
      void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
      void qc.invalidateQueries({ queryKey: chatKeys.byListing(chat.listingId) });
    },
  });
}
