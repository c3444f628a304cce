import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatUserSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/**
 * GET /v1/chat/{id}/user/{userId} (spec 7): the other participant's read state, for "Seen".
 * The contract does not list it; when the server lacks it the receipts stay hidden.
 */
export const fetchChatUser = (chatId: string, userId: string, signal?: AbortSignal) =>
  api(`${chatApiPaths.byId(chatId)}/user/${encodeURIComponent(userId)}`, {
    signal,
    schema: import.meta.env.DEV ? ChatUserSchema : undefined,
  });

export const chatUserQuery = (chatId: string, userId: string) =>
  queryOptions({
    queryKey: [...chatKeys.detail(chatId), 'user', userId],
    queryFn: ({ signal }) => fetchChatUser(chatId, userId, signal),
    retry: false,
  });

export function useChatUser(chatId: string | undefined, userId: string | undefined) {
  return useQuery({ ...chatUserQuery(chatId ?? '', userId ?? ''), enabled: !!chatId && !!userId });
}
