import { queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryPageSchema, type History } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { garageKeys } from '../../listings';

/** GET /v1/history/target/{id}: the saved changes of a listing, newest first. */
export const fetchHistory = async (targetId: string, signal?: AbortSignal): Promise<History[]> => {
  const res = await api(sellerApiPaths.history.byTarget(targetId), {
    query: { size: 20 },
    signal,
    schema: import.meta.env.DEV ? HistoryPageSchema : undefined,
  });
  return res.content;
};

export const historyQuery = (targetId: string) =>
  queryOptions({ queryKey: garageKeys.history(targetId), queryFn: ({ signal }) => fetchHistory(targetId, signal) });

export function useHistory(targetId: string) {
  return useQuery(historyQuery(targetId));
}
