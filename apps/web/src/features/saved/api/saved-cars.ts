import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SavedCarIdsSchema, SavedCarListSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { savedApiPaths } from '../../../lib/paths';
import { savedKeys } from './keys';

/** GET /v1/saved/cars/ids: which cars the hearts show as saved. */
export const fetchSavedCarIds = (signal?: AbortSignal) =>
  api(savedApiPaths.carIds, { signal, schema: import.meta.env.DEV ? SavedCarIdsSchema : undefined });

export const savedCarIdsQuery = () =>
  queryOptions({
    queryKey: savedKeys.carIds(),
    queryFn: ({ signal }) => fetchSavedCarIds(signal),
    staleTime: 60_000,
  });

/** The caller's saved car ids; off for visitors without an account (their heart sends them to sign in). */
export function useSavedCarIds(opts: { enabled: boolean }) {
  return useQuery({ ...savedCarIdsQuery(), enabled: opts.enabled });
}

/** GET /v1/saved/cars: the Saved page. */
export const fetchSavedCars = (signal?: AbortSignal) =>
  api(savedApiPaths.cars, { signal, schema: import.meta.env.DEV ? SavedCarListSchema : undefined });

export const savedCarsQuery = () =>
  queryOptions({ queryKey: savedKeys.cars(), queryFn: ({ signal }) => fetchSavedCars(signal) });

export function useSavedCars() {
  return useQuery(savedCarsQuery());
}

/** POST /v1/saved/cars or DELETE /v1/saved/cars/{id}; both answer every saved id. */
export const setCarSaved = (listingId: string, saved: boolean) =>
  saved
    ? api<{ ids: string[] }>(savedApiPaths.cars, { method: 'POST', body: { listingId } })
    : api<{ ids: string[] }>(savedApiPaths.car(listingId), { method: 'DELETE' });

/**
 * Saves or removes a car optimistically: every heart of the car turns at once, and turns back if the server says
 * no. The server's answer (all saved ids) then replaces the guess.
 */
export function useSetCarSaved() {
  const qc = useQueryClient();
  const key = savedKeys.carIds();
  return useMutation({
    mutationFn: ({ listingId, saved }: { listingId: string; saved: boolean }) => setCarSaved(listingId, saved),
    onMutate: async ({ listingId, saved }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<{ ids: string[] }>(key);
      const ids = (before?.ids ?? []).filter((id) => id !== listingId);
      qc.setQueryData(key, { ids: saved ? [listingId, ...ids] : ids });
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
      else qc.removeQueries({ queryKey: key });
    },
    onSuccess: (result) => qc.setQueryData(key, result),
    onSettled: () => qc.invalidateQueries({ queryKey: savedKeys.cars() }),
  });
}
