import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chat } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/** GET /v1/chat/{id}: the chat with its listing summary, both people and the caller's read state. */
export const fetchChat = (id: string, signal?: AbortSignal) => api<Chat>(chatApiPaths.byId(id), { signal });

export const chatQuery = (id: string) => queryOptions({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => fetchChat(id, signal) });

export function useChat(id: string | undefined) {
  return useQuery({ ...chatQuery(id ?? ''), enabled: !!id });
}
