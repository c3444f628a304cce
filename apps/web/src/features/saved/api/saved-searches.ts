import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SavedSearchListSchema,
  SavedSearchSchema,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchFilters,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { savedApiPaths } from '../../../lib/paths';
import { savedKeys } from './keys';

/** GET /v1/saved/searches */
export const fetchSavedSearches = (signal?: AbortSignal) =>
  api(savedApiPaths.searches, { signal, schema: import.meta.env.DEV ? SavedSearchListSchema : undefined });

export const savedSearchesQuery = () =>
  queryOptions({ queryKey: savedKeys.searches(), queryFn: ({ signal }) => fetchSavedSearches(signal) });

export function useSavedSearches(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...savedSearchesQuery(), enabled: opts.enabled ?? true });
}

export type NewSavedSearch = { name: string; frequency: AlertFrequency; query: SavedSearchFilters };

/** POST /v1/saved/searches */
export const createSavedSearch = (body: NewSavedSearch) =>
  api(savedApiPaths.searches, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? SavedSearchSchema : undefined,
  });

export function useCreateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => qc.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

/** PATCH /v1/saved/searches/{id}: a new name or frequency. */
export const updateSavedSearch = (id: string, patch: { name?: string; frequency?: AlertFrequency }) =>
  api<SavedSearch>(savedApiPaths.search(id), { method: 'PATCH', body: patch });

export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; name?: string; frequency?: AlertFrequency }) =>
      updateSavedSearch(id, patch),
    onSuccess: (saved) =>
      qc.setQueryData<{ content: SavedSearch[] }>(savedKeys.searches(), (list) =>
        list ? { content: list.content.map((s) => (s.id === saved.id ? saved : s)) } : list,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

/** DELETE /v1/saved/searches/{id} */
export const deleteSavedSearch = (id: string) => api<void>(savedApiPaths.search(id), { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_r, id) =>
      qc.setQueryData<{ content: SavedSearch[] }>(savedKeys.searches(), (list) =>
        list ? { content: list.content.filter((s) => s.id !== id) } : list,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
