import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { listingsKeys } from '../../listings';

/** GET /v1/vehicle/make: the catalog's makes, for the showroom's make filter. */
export const fetchVehicleMakes = async (signal?: AbortSignal): Promise<string[]> => {
  const res = await api<unknown>(apiPaths.vehicle.make, { signal });
  const items = Array.isArray(res) ? res : ((res as { content?: unknown[] } | undefined)?.content ?? []);
  // Accept plain names or {make} / {name} rows, whichever the catalog answers.
  return items
    .map((m) =>
      typeof m === 'string' ? m : ((m as { make?: string; name?: string }).make ?? (m as { name?: string }).name ?? ''),
    )
    .filter(Boolean);
};

export const vehicleMakesQuery = () =>
  queryOptions({
    queryKey: listingsKeys.makes(),
    queryFn: ({ signal }) => fetchVehicleMakes(signal),
    staleTime: 60 * 60_000,
  });

export function useVehicleMakes() {
  return useQuery(vehicleMakesQuery());
}
