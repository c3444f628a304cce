import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES_PAGE_SIZE, ChatMessageSchema, pageSchema, type ChatMessage } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

const ChatMessagePageSchema = pageSchema(ChatMessageSchema);

/**
 * GET /v1/chat/{id}/message: oldest first, 1000 a page (spec 9); `afterId` for live catch-up.
 * Reads every page, so a long conversation arrives whole.
 */
export async function fetchMessages(
  id: string,
  opts: { afterId?: string; signal?: AbortSignal } = {},
): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (let page = 0; ; page++) {
    const res = await api(chatApiPaths.messages(id), {
      query: { afterId: opts.afterId, page, size: CHAT_MESSAGES_PAGE_SIZE },
      signal: opts.signal,
      schema: import.meta.env.DEV ? ChatMessagePageSchema : undefined,
    });
    all.push(...res.content);
    if (page + 1 >= res.totalPages || res.content.length < CHAT_MESSAGES_PAGE_SIZE) return all;
  }
}

export const messagesQuery = (id: string) =>
  queryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ signal }) => fetchMessages(id, { signal }),
    staleTime: Infinity,
  });

export function useMessages(id: string | undefined) {
  return useQuery({ ...messagesQuery(id ?? ''), enabled: !!id });
}
