import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConfigPageSchema,
  ConfigSchema,
  HistoryPageSchema,
  type ConfigDescription,
  type CreateConfig,
  type UpdateConfig,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths, configApiPaths } from '../../../lib/paths';

export type ConfigListParams = { search?: string; sort?: string; page?: number; size?: number };

export const configKeys = {
  all: ['admin-config'] as const,
  list: (params: ConfigListParams) => [...configKeys.all, 'list', params] as const,
  one: (id: string) => [...configKeys.all, 'one', id] as const,
  history: (id: string) => [...configKeys.all, 'history', id] as const,
};

/** GET /v1/config (staff) */
export const fetchConfigList = (params: ConfigListParams, signal?: AbortSignal) =>
  api(configApiPaths.root, { query: params, signal, schema: import.meta.env.DEV ? ConfigPageSchema : undefined });

export const configListQuery = (params: ConfigListParams) =>
  queryOptions({
    queryKey: configKeys.list(params),
    queryFn: ({ signal }) => fetchConfigList(params, signal),
    placeholderData: keepPreviousData,
  });

export const useConfigList = (params: ConfigListParams) => useQuery(configListQuery(params));

/** GET /v1/config/{id} (staff) */
export const fetchConfig = (id: string, signal?: AbortSignal) =>
  api(configApiPaths.one(id), { signal, schema: import.meta.env.DEV ? ConfigSchema : undefined });

export const configQuery = (id: string) =>
  queryOptions({ queryKey: configKeys.one(id), queryFn: ({ signal }) => fetchConfig(id, signal) });

export const useConfig = (id: string) => useQuery(configQuery(id));

/** GET /v1/history/target/{id} (staff): the setting's changes, newest first. */
export const fetchConfigHistory = (id: string, signal?: AbortSignal) =>
  api(configApiPaths.history(id), {
    query: { size: 20 },
    signal,
    schema: import.meta.env.DEV ? HistoryPageSchema : undefined,
  });

export const configHistoryQuery = (id: string) =>
  queryOptions({ queryKey: configKeys.history(id), queryFn: ({ signal }) => fetchConfigHistory(id, signal) });

export const useConfigHistory = (id: string) => useQuery(configHistoryQuery(id));

/** POST /v1/user/batch: the names of the staff who made the changes (staff get full records). */
type StaffName = { id: string; firstName: string | null; lastName?: string | null; email?: string | null };
export const fetchStaffNames = (ids: string[], signal?: AbortSignal) =>
  api<StaffName[]>(apiPaths.user.batch, { method: 'POST', body: { ids }, signal });

export function useStaffNames(ids: string[]) {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: [...configKeys.all, 'names', unique],
    queryFn: ({ signal }) => fetchStaffNames(unique, signal),
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
    select: (users) =>
      new Map(
        users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || 'Staff member']),
      ),
  });
}

/** POST /v1/config (admin) */
export const createConfig = (body: CreateConfig) =>
  api(configApiPaths.root, { method: 'POST', body, schema: import.meta.env.DEV ? ConfigSchema : undefined });

/** PUT /v1/config/{id} (admin) */
export const updateConfig = ({ id, ...body }: UpdateConfig & { id: string }) =>
  api(configApiPaths.one(id), { method: 'PUT', body, schema: import.meta.env.DEV ? ConfigSchema : undefined });

/** PATCH /v1/config/{id}/description (admin) */
export const updateConfigDescription = ({ id, ...body }: ConfigDescription & { id: string }) =>
  api(configApiPaths.description(id), {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ConfigSchema : undefined,
  });

/** DELETE /v1/config/{id} (admin): known settings go back to their default. */
export const deleteConfig = (id: string) => api<void>(configApiPaths.one(id), { method: 'DELETE' });

function useConfigMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: configKeys.all }) });
}

export const useCreateConfig = () => useConfigMutation(createConfig);
export const useUpdateConfig = () => useConfigMutation(updateConfig);
export const useUpdateConfigDescription = () => useConfigMutation(updateConfigDescription);
export const useDeleteConfig = () => useConfigMutation(deleteConfig);
