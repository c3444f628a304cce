import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RevySettingsSchema, UpdateRevySettingsSchema, type RevySettings } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import { revyKeys } from './keys';

/** GET /v1/listing/{id}/revy: the switch, whether the plan includes it, and the counts. */
export const revySettingsQuery = (listingId: string) =>
  queryOptions({
    queryKey: revyKeys.settings(listingId),
    queryFn: ({ signal }) =>
      api(aiApiPaths.revy(listingId), { signal, schema: import.meta.env.DEV ? RevySettingsSchema : undefined }),
  });

export function useRevySettings(listingId: string) {
  return useQuery(revySettingsQuery(listingId));
}

/** PUT /v1/listing/{id}/revy {enabled}. */
export const updateRevySettings = ({ listingId, enabled }: { listingId: string; enabled: boolean }) =>
  api<RevySettings>(aiApiPaths.revy(listingId), { method: 'PUT', body: UpdateRevySettingsSchema.parse({ enabled }) });

/** The switch moves at once and goes back if the server refuses (optimistic with rollback). */
export function useUpdateRevySettings(listingId: string) {
  const qc = useQueryClient();
  const key = revyKeys.settings(listingId);
  return useMutation({
    mutationFn: (enabled: boolean) => updateRevySettings({ listingId, enabled }),
    onMutate: async (enabled) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<RevySettings>(key);
      if (previous) qc.setQueryData<RevySettings>(key, { ...previous, enabled });
      return { previous };
    },
    onError: (_err, _enabled, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSuccess: (settings) => {
      if (settings && typeof settings === 'object') qc.setQueryData(key, settings);
    },
  });
}
