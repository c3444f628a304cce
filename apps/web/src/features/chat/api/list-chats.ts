import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatSchema, DEFAULT_PAGE_SIZE, pageSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

const ChatPageSchema = pageSchema(ChatSchema);

/** GET /v1/chat: the caller's chats, newest activity first. */
export const fetchMyChats = (page = 0, size = DEFAULT_PAGE_SIZE, signal?: AbortSignal) =>
  api(chatApiPaths.root, {
    query: { page, size, sort: 'lastMessageAt,desc' },
    signal,
    schema: import.meta.env.DEV ? ChatPageSchema : undefined,
  });

export const myChatsQuery = (page = 0, size = DEFAULT_PAGE_SIZE) =>
  queryOptions({ queryKey: chatKeys.mine(page, size), queryFn: ({ signal }) => fetchMyChats(page, size, signal) });

export function useMyChats(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...myChatsQuery(), enabled: opts.enabled ?? true });
}
