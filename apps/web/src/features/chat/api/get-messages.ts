import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessage, type Page } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** The server answers a page wrapper; a bare array is accepted too. */
const contentOf = <T>(res: Page<T> | T[]): { items: T[]; pages: number } =>
  Array.isArray(res) ? { items: res, pages: 1 } : { items: res.content ?? [], pages: res.totalPages ?? 1 };

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
    const res = await api<Page<ChatMessage> | ChatMessage[]>(chatApiPaths.messages(id), {
      query: { afterId: opts.afterId, page, size: CHAT_MESSAGES_PAGE_SIZE },
      signal: opts.signal,
    });
    const { items, pages } = contentOf(res);
    all.push(...items);
    if (page + 1 >= pages || items.length < CHAT_MESSAGES_PAGE_SIZE) return all;
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
