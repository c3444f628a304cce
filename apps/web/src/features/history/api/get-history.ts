import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryPageSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { historyApiPaths } from '../../../lib/paths';
import { historyKeys, type HistoryParams } from './keys';

/** GET /v1/history/target/{targetId}: a page of a record's History, newest first, narrowed by action or field. */
export const fetchHistory = (targetId: string, params: HistoryParams, signal?: AbortSignal) =>
  api(historyApiPaths.byTarget(targetId), {
    query: {
      page: params.page,
      size: params.size,
      action: params.action || undefined,
      field: params.field || undefined,
      related: params.related ? 'true' : undefined,
    },
    signal,
    schema: import.meta.env.DEV ? HistoryPageSchema : undefined,
  });

export const historyQuery = (targetId: string, params: HistoryParams) =>
  queryOptions({
    queryKey: historyKeys.page(targetId, params),
    queryFn: ({ signal }) => fetchHistory(targetId, params, signal),
    // The timeline keeps the old page on screen while the next one (or filter) loads.
    placeholderData: keepPreviousData,
  });

export function useHistory(targetId: string, params: HistoryParams) {
  return useQuery(historyQuery(targetId, params));
}
