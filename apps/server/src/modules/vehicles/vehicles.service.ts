import { toPage, type Page, type VehicleModel } from '@revy/shared';
import type { AppContext } from '../../context';
import { findMakes, findModels, findYears, type ModelFilter } from './vehicles.repo';

/** GET /v1/vehicle/year: model years newest first, of one make when given. */
export function listYears(ctx: AppContext, make?: string): Promise<number[]> {
  return findYears(ctx.db, make || undefined);
}

/** GET /v1/vehicle/make: makes in alphabetical order, of one model year when given. */
export function listMakes(ctx: AppContext, year?: number): Promise<string[]> {
  return findMakes(ctx.db, year);
}

/** GET /v1/vehicle/model: a page of year/make/model/trim rows. */
export async function listModels(ctx: AppContext, filter: ModelFilter): Promise<Page<VehicleModel>> {
  const { rows, total } = await findModels(ctx.db, {
    ...filter,
    make: filter.make || undefined,
    model: filter.model || undefined,
  });
  return toPage(
    rows.map((r) => ({ id: r.id, year: r.year, make: r.make, model: r.model, trim: r.trim })),
    total,
    filter,
  );
}
