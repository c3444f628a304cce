import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MODEL_LIST_PAGE_SIZE,
  VehicleMakesSchema,
  VehicleModelPageSchema,
  VehicleYearsSchema,
  type VehicleModel,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { vehiclesKeys } from './keys';

/** GET /v1/vehicle/year?make: model years, newest first. */
export const fetchYears = async (make?: string, signal?: AbortSignal) =>
  (
    await api(sellerApiPaths.vehicle.year, {
      query: { make },
      signal,
      schema: import.meta.env.DEV ? VehicleYearsSchema : undefined,
    })
  ).sort((a, b) => b - a);

/** GET /v1/vehicle/make?year: makes, alphabetical. */
export const fetchMakes = (year?: number, signal?: AbortSignal) =>
  api(sellerApiPaths.vehicle.make, {
    query: { year },
    signal,
    schema: import.meta.env.DEV ? VehicleMakesSchema : undefined,
  });

/** GET /v1/vehicle/model?year&make: every model and trim of a year and make, page by page (100 each). */
export async function fetchModels(year: number, make: string, signal?: AbortSignal): Promise<VehicleModel[]> {
  const out: VehicleModel[] = [];
  // A make rarely has more than a few hundred trims in a year; stop after 10 pages regardless.
  for (let page = 0; page < 10; page++) {
    const res = await api(sellerApiPaths.vehicle.model, {
      query: { year, make, page, size: MODEL_LIST_PAGE_SIZE },
      signal,
      schema: import.meta.env.DEV ? VehicleModelPageSchema : undefined,
    });
    out.push(...res.content);
    if (page + 1 >= res.totalPages) break;
  }
  return out;
}

const DAY = 24 * 60 * 60_000;

export const yearsQuery = (make?: string) =>
  queryOptions({
    queryKey: vehiclesKeys.years(make),
    queryFn: ({ signal }) => fetchYears(make, signal),
    staleTime: DAY,
  });

export const makesQuery = (year?: number) =>
  queryOptions({
    queryKey: vehiclesKeys.makes(year),
    queryFn: ({ signal }) => fetchMakes(year, signal),
    staleTime: DAY,
  });

export const modelsQuery = (year: number, make: string) =>
  queryOptions({
    queryKey: vehiclesKeys.models(year, make),
    queryFn: ({ signal }) => fetchModels(year, make, signal),
    staleTime: DAY,
  });

export const useYears = () => useQuery(yearsQuery());
export const useMakes = (year: number | null) => useQuery({ ...makesQuery(year ?? undefined), enabled: year !== null });
export const useModels = (year: number | null, make: string) =>
  useQuery({ ...modelsQuery(year ?? 0, make), enabled: year !== null && make !== '' });
