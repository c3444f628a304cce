import type { AppContext } from '../../context';
import { catalogRows, readCatalogFile } from './vehicle-catalog.data';
import { countVehicleModels, insertVehicleModels } from './vehicles.repo';

/**
 * Loads the bundled catalog (data/vehicle-catalog.json.gz) into vehicle_models when the table
 * holds fewer rows than the file: the first start of a new database, or a newer file. Later
 * starts only count rows. Idempotent, and safe with two servers starting at once.
 * `makes` loads only those makes (tests).
 */
export async function seedVehicleCatalog(
  ctx: Pick<AppContext, 'db' | 'log'>,
  opts: { makes?: string[] } = {},
): Promise<{ inserted: number; ms: number }> {
  const started = performance.now();
  const [file, present] = await Promise.all([readCatalogFile(), countVehicleModels(ctx.db)]);
  // Later starts stop here: one count(*) and a 60 KB file read, a few milliseconds.
  if (!opts.makes && present >= file.rows) return { inserted: 0, ms: performance.now() - started };
  const rows = [...catalogRows(file, opts)];
  if (present >= rows.length) return { inserted: 0, ms: performance.now() - started };
  const inserted = await insertVehicleModels(ctx.db, rows);
  const ms = Math.round(performance.now() - started);
  if (inserted > 0) ctx.log.info({ inserted, ms, source: file.source }, 'vehicle catalog loaded');
  return { inserted, ms };
}
