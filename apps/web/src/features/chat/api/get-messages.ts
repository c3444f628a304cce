import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessage } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** GET /v1/chat/{id}/message: oldest first, 1000 a page (spec 9); `afterId` for live catch-up. */
export const fetchMessages = (id: string, opts: { afterId?: string; page?: number; signal?: AbortSignal } = {}) =>
  api<ChatMessage[]>(chatApiPaths.messages(id), {
    query: { afterId: opts.afterId, page: opts.page ?? 0, size: CHAT_MESSAGES_PAGE_SIZE },
    signal: opts.signal,
  });

export const messagesQuery = (id: string) =>
  queryOptions({ queryKey: chatKeys.messages(id), queryFn: ({ signal }) => fetchMessages(id, { signal }), staleTime: Infinity });

export function useMessages(id: string | undefined) {
  return useQuery({ ...messagesQuery(id ?? ''), enabled: !!id });
}
