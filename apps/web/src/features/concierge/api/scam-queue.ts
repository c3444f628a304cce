import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ScamQueuePageSchema, type Chat } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths, scamQueueApiPaths } from '../../../lib/paths';

export type ScamQueueParams = { page: number; size: number };

export const scamQueueKeys = {
  all: ['scam-queue'] as const,
  list: (params: ScamQueueParams) => [...scamQueueKeys.all, 'list', params] as const,
};

/** GET /v1/concierge/scam-flagged (staff): flagged conversations, the latest flag first. */
export const fetchScamQueue = (params: ScamQueueParams, signal?: AbortSignal) =>
  api(scamQueueApiPaths.root, { query: params, signal, schema: import.meta.env.DEV ? ScamQueuePageSchema : undefined });

export const scamQueueQuery = (params: ScamQueueParams) =>
  queryOptions({
    queryKey: scamQueueKeys.list(params),
    queryFn: ({ signal }) => fetchScamQueue(params, signal),
    placeholderData: keepPreviousData,
  });

export const useScamQueue = (params: ScamQueueParams) => useQuery(scamQueueQuery(params));

/** POST /v1/concierge/scam-flagged/{id}/dismiss (staff): reviewed, nothing to act on; it leaves the queue. */
export const dismissScamFlag = (chatId: string) =>
  api<void>(scamQueueApiPaths.dismiss(chatId), { method: 'POST', body: {} });

/** PUT /v1/chat/{id} isRestricted (staff): the buyer can no longer write in the chat. */
export const restrictChat = (chatId: string, isRestricted: boolean) =>
  api<Chat>(chatApiPaths.byId(chatId), { method: 'PUT', body: { isRestricted } });

export function useScamQueueActions() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: scamQueueKeys.all });
  return {
    dismiss: useMutation({ mutationFn: dismissScamFlag, onSettled }),
    restrict: useMutation({
      mutationFn: ({ chatId, isRestricted }: { chatId: string; isRestricted: boolean }) =>
        restrictChat(chatId, isRestricted),
      onSettled,
    }),
  };
}
