import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../lib/ids';
import type { CatalogRow } from './vehicle-catalog.data';
import { vehicleModels } from './vehicle-models.table';

export type VehicleModelRow = typeof vehicleModels.$inferSelect;

// Makes and models are matched without regard to case ("toyota" finds Toyota) and sorted the
// same way on every database: PGlite's C collation would put "smart" after "Volvo".
const byMake = (make: string) => sql`lower(${vehicleModels.make}) = lower(${make})`;
const byModel = (model: string) => sql`lower(${vehicleModels.model}) = lower(${model})`;

/** Model years, newest first; only those of `make` when given. */
export async function findYears(db: DbOrTx, make?: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: vehicleModels.year })
    .from(vehicleModels)
    .where(make ? byMake(make) : undefined)
    .orderBy(desc(vehicleModels.year));
  return rows.map((r) => r.year);
}

/** Makes, alphabetical; only those with models in `year` when given. */
export async function findMakes(db: DbOrTx, year?: number): Promise<string[]> {
  const rows = await db
    .select({ make: vehicleModels.make })
    .from(vehicleModels)
    .where(year !== undefined ? eq(vehicleModels.year, year) : undefined)
    .groupBy(vehicleModels.make)
    .orderBy(sql`lower(${vehicleModels.make})`, asc(vehicleModels.make));
  return rows.map((r) => r.make);
}

export type ModelFilter = { year?: number; make?: string; model?: string; page: number; size: number };

/** One page of year/make/model/trim rows, ordered by model then trim (no trim first), newest year first. */
export async function findModels(db: DbOrTx, f: ModelFilter): Promise<{ rows: VehicleModelRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (f.year !== undefined) conditions.push(eq(vehicleModels.year, f.year));
  if (f.make) conditions.push(byMake(f.make));
  if (f.model) conditions.push(byModel(f.model));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(vehicleModels)
      .where(where)
      .orderBy(
        sql`lower(${vehicleModels.make})`,
        sql`lower(${vehicleModels.model})`,
        sql`${vehicleModels.trim} is not null`,
        sql`lower(${vehicleModels.trim})`,
        desc(vehicleModels.year),
        asc(vehicleModels.id),
      )
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ n: count() }).from(vehicleModels).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function countVehicleModels(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehicleModels);
  return row?.n ?? 0;
}

/**
 * Inserts rows that are not there yet, as one statement per batch: four arrays unnested on the
 * server instead of 5 × 5,000 bind parameters. Existing rows are kept (the unique key, nulls not
 * distinct), so running it twice, or on two servers at once, is harmless. Returns rows inserted.
 */
export async function insertVehicleModels(db: DbOrTx, rows: CatalogRow[], batchSize = 10_000): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    const result = await db.execute(sql`
      insert into ${vehicleModels} (id, year, make, model, trim)
      select * from unnest(
        ${toArray(batch.map(() => newId()))}::uuid[],
        ${toArray(batch.map((r) => r.year))}::int[],
        ${toArray(batch.map((r) => r.make))}::text[],
        ${toArray(batch.map((r) => r.model))}::text[],
        ${toArray(batch.map((r) => r.trim))}::text[]
      )
      on conflict on constraint vehicle_models_unique do nothing`);
    inserted +=
      (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ??
      (result as { rowCount?: number | null }).rowCount ??
      0;
  }
  return inserted;
}

/** A PostgreSQL array literal, passed as one text parameter (works the same on PGlite and pg). */
function toArray(values: (string | number | null)[]): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/(["\\])/g, '\\$1')}"`,
  );
  return `{${items.join(',')}}`;
}
