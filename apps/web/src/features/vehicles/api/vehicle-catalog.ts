import { queryOptions, useQuery } from '@tanstack/react-query';
import { MODEL_LIST_PAGE_SIZE, type Page, type VehicleModel } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { vehiclesKeys } from './keys';

/**
 * The catalog answers lists of values; accept a bare array or the page wrapper, and items that
 * are the value itself or an object carrying it, so a change of envelope does not blank a picker.
 */
function valuesOf<T extends string | number>(data: unknown, field: string): T[] {
  const items = Array.isArray(data) ? data : ((data as { content?: unknown[] } | null)?.content ?? []);
  return items
    .map((item) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[field] : item))
    .filter((v): v is T => typeof v === 'string' || typeof v === 'number');
}

/** GET /v1/vehicle/year?make: model years, newest first. */
export const fetchYears = async (make?: string, signal?: AbortSignal) =>
  valuesOf<number>(await api<unknown>(sellerApiPaths.vehicle.year, { query: { make }, signal }), 'year')
    .map(Number)
    .sort((a, b) => b - a);

/** GET /v1/vehicle/make?year: makes, alphabetical. */
export const fetchMakes = async (year?: number, signal?: AbortSignal) =>
  valuesOf<string>(await api<unknown>(sellerApiPaths.vehicle.make, { query: { year }, signal }), 'make');

/** GET /v1/vehicle/model?year&make: every model and trim of a year and make, page by page (100 each). */
export async function fetchModels(year: number, make: string, signal?: AbortSignal): Promise<VehicleModel[]> {
  const out: VehicleModel[] = [];
  // A make rarely has more than a few hundred trims in a year; stop after 10 pages regardless.
  for (let page = 0; page < 10; page++) {
    const res = await api<Page<VehicleModel>>(sellerApiPaths.vehicle.model, {
      query: { year, make, page, size: MODEL_LIST_PAGE_SIZE },
      signal,
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
