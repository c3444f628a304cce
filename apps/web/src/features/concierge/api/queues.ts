import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChatMessageSchema,
  QueueCountsSchema,
  QueuePageSchema,
  type ConciergeQueue,
  type QueueItem,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { chatApiPaths, conciergeQueueApiPaths } from '../../../lib/paths';
import { activatePurchase } from '../../payments';
import { scamQueueKeys } from './scam-queue';

export type QueueParams = { page: number; size: number };

export const queueKeys = {
  all: ['concierge-queues'] as const,
  counts: () => [...queueKeys.all, 'counts'] as const,
  list: (type: ConciergeQueue, params: QueueParams) => [...queueKeys.all, 'list', type, params] as const,
};

/** GET /v1/concierge/queues (staff): the count of each queue, for the sidebar. */
export const fetchQueueCounts = (signal?: AbortSignal) =>
  api(conciergeQueueApiPaths.counts, { signal, schema: import.meta.env.DEV ? QueueCountsSchema : undefined });

export const queueCountsQuery = () =>
  queryOptions({
    queryKey: queueKeys.counts(),
    queryFn: ({ signal }) => fetchQueueCounts(signal),
    // Staff keep the page open; new work shows up without a reload.
    refetchInterval: 60_000,
  });

export const useQueueCounts = () => useQuery(queueCountsQuery());

/** GET /v1/concierge/queues/{type} (staff): one page of a queue. */
export const fetchQueue = (type: ConciergeQueue, params: QueueParams, signal?: AbortSignal) =>
  api(conciergeQueueApiPaths.queue(type), {
    query: params,
    signal,
    schema: import.meta.env.DEV ? QueuePageSchema : undefined,
  });

export const queueQuery = (type: ConciergeQueue, params: QueueParams) =>
  queryOptions({
    queryKey: queueKeys.list(type, params),
    queryFn: ({ signal }) => fetchQueue(type, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useQueue = (type: ConciergeQueue, params: QueueParams) => useQuery(queueQuery(type, params));

/** POST /v1/chat/{id}/message as staff: stored with metadata.staff, shown as "Revy concierge (Name)". */
export const answerAsConcierge = ({ chatId, content }: { chatId: string; content: string }) =>
  api(chatApiPaths.messages(chatId), {
    method: 'POST',
    body: { content },
    schema: import.meta.env.DEV ? ChatMessageSchema : undefined,
  });

/** POST /v1/listing/{id}/review (staff). */
export const setReviewed = ({ listingId, reviewed }: { listingId: string; reviewed: boolean }) =>
  api<unknown>(conciergeQueueApiPaths.review(listingId), { method: 'POST', body: { reviewed } });

/** What staff do from a queue row; every action refreshes the queues and their counts. */
export function useQueueActions() {
  const qc = useQueryClient();
  const onSettled = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: queueKeys.all }),
      qc.invalidateQueries({ queryKey: scamQueueKeys.all }),
    ]);
  };
  return {
    answer: useMutation({ mutationFn: answerAsConcierge, onSettled }),
    review: useMutation({ mutationFn: setReviewed, onSettled }),
    activate: useMutation({
      mutationFn: (item: QueueItem) => activatePurchase({ id: item.id }),
      onSettled,
    }),
  };
}
