import { queryOptions, useQuery } from '@tanstack/react-query';
import { VehicleMakesSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { listingsKeys } from '../../listings';

/** GET /v1/vehicle/make: the catalog's makes, for the showroom's make filter. */
export const fetchVehicleMakes = (signal?: AbortSignal): Promise<string[]> =>
  api(apiPaths.vehicle.make, { signal, schema: import.meta.env.DEV ? VehicleMakesSchema : undefined });

export const vehicleMakesQuery = () =>
  queryOptions({
    queryKey: listingsKeys.makes(),
    queryFn: ({ signal }) => fetchVehicleMakes(signal),
    staleTime: 60 * 60_000,
  });

export function useVehicleMakes() {
  return useQuery(vehicleMakesQuery());
}
