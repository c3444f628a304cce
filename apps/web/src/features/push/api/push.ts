import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PushDeviceListSchema, PushDeviceSchema, PushPublicKeySchema, type PushSubscriptionInput } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { pushApiPaths } from '../../../lib/paths';

export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
  publicKey: () => [...pushKeys.all, 'public-key'] as const,
};

export const fetchPushPublicKey = (signal?: AbortSignal) =>
  api(pushApiPaths.publicKey, { signal, schema: import.meta.env.DEV ? PushPublicKeySchema : undefined });

export const devicesQuery = () =>
  queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) =>
      api(pushApiPaths.subscriptions, { signal, schema: import.meta.env.DEV ? PushDeviceListSchema : undefined }),
  });

export const useDevices = (enabled = true) => useQuery({ ...devicesQuery(), enabled });

/** POST /v1/push/subscriptions with the browser's PushSubscription JSON. */
export const saveSubscription = (sub: PushSubscriptionInput) =>
  api(pushApiPaths.subscriptions, {
    method: 'POST',
    body: sub,
    schema: import.meta.env.DEV ? PushDeviceSchema : undefined,
  });

export const forgetEndpoint = (endpoint: string) =>
  api<null>(pushApiPaths.remove, { method: 'POST', body: { endpoint } });

export function useRemoveDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(pushApiPaths.subscription(id), { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
