import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths } from '../../../lib/paths';
import { chatKeys } from './keys';

/**
 * GET /v1/chat/{id}: the chat with its listing summary, both people and the caller's read state;
 * `forms` adds the forms shared in it (?forms=true).
 */
export const fetchChat = (id: string, { forms = false, signal }: { forms?: boolean; signal?: AbortSignal } = {}) =>
  api(chatApiPaths.byId(id), {
    query: forms ? { forms: 'true' } : undefined,
    signal,
    schema: import.meta.env.DEV ? ChatSchema : undefined,
  });

/**
 * The cached chat always carries its forms: the conversation draws shared forms as cards from
 * chat.forms, and one cache entry per chat keeps live updates and invalidations simple.
 */
export const chatQuery = (id: string) =>
  queryOptions({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => fetchChat(id, { forms: true, signal }) });

export function useChat(id: string | undefined) {
  return useQuery({ ...chatQuery(id ?? ''), enabled: !!id });
}
