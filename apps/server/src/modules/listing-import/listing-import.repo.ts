import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingImportRows, listingImports } from './listing-import.table';

export type ImportRow = typeof listingImports.$inferSelect;
export type ImportPatch = Partial<Omit<typeof listingImports.$inferInsert, 'id'>>;
export type ImportFileRow = typeof listingImportRows.$inferSelect;
export type RowPatch = Partial<Pick<ImportFileRow, 'outcome' | 'listingId' | 'message' | 'photoUrls' | 'photoResults'>>;

/** Rows are inserted in slices: one statement per 500 rows keeps each under the parameter limit. */
const SLICE = 500;

export async function insertImport(
  db: DbOrTx,
  values: typeof listingImports.$inferInsert,
  rows: string[][],
): Promise<ImportRow> {
  const [created] = await db.insert(listingImports).values(values).returning();
  for (let i = 0; i < rows.length; i += SLICE) {
    await db
      .insert(listingImportRows)
      .values(rows.slice(i, i + SLICE).map((cells, j) => ({ importId: created!.id, rowNumber: i + j + 1, cells })));
  }
  return created!;
}

export async function findImport(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ImportRow | null> {
  const q = db.select().from(listingImports).where(eq(listingImports.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function listImports(db: DbOrTx, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listingImports)
      .orderBy(desc(listingImports.createdAt), desc(listingImports.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(listingImports),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateImport(db: DbOrTx, id: string, patch: ImportPatch): Promise<ImportRow> {
  const [row] = await db.update(listingImports).set(patch).where(eq(listingImports.id, id)).returning();
  return row!;
}

/** Moves the run from `from` to `patch.status` only if it is still in `from`: the one winner of racing starts. */
export async function moveImport(
  db: DbOrTx,
  id: string,
  from: string[],
  patch: ImportPatch,
): Promise<ImportRow | null> {
  const [row] = await db
    .update(listingImports)
    .set(patch)
    .where(and(eq(listingImports.id, id), inArray(listingImports.status, from)))
    .returning();
  return row ?? null;
}

/** Adds to the progress counters in one statement (the page polls them). */
export async function bumpCounters(
  db: DbOrTx,
  id: string,
  by: Partial<
    Record<'processed' | 'created' | 'updated' | 'skipped' | 'photosFetched' | 'photosFailed' | 'photosPending', number>
  >,
): Promise<void> {
  const set: Record<string, unknown> = {};
  for (const [k, n] of Object.entries(by)) {
    const col = listingImports[k as keyof typeof by];
    set[k] = sql`${col} + ${n}`;
  }
  await db.update(listingImports).set(set).where(eq(listingImports.id, id));
}

export function importRows(db: DbOrTx, id: string, opts: { limit?: number; pendingOnly?: boolean } = {}) {
  const q = db
    .select()
    .from(listingImportRows)
    .where(and(eq(listingImportRows.importId, id), opts.pendingOnly ? isNull(listingImportRows.outcome) : undefined))
    .orderBy(asc(listingImportRows.rowNumber));
  return opts.limit ? q.limit(opts.limit) : q;
}

export async function updateRow(db: DbOrTx, importId: string, rowNumber: number, patch: RowPatch): Promise<void> {
  await db
    .update(listingImportRows)
    .set(patch)
    .where(and(eq(listingImportRows.importId, importId), eq(listingImportRows.rowNumber, rowNumber)));
}
