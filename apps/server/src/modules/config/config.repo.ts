import { asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ConfigType } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { config } from './config.table';

export type ConfigRow = typeof config.$inferSelect;

export async function findConfigByName(db: DbOrTx, name: string): Promise<ConfigRow | null> {
  const [row] = await db.select().from(config).where(eq(config.name, name));
  return row ?? null;
}

/** One row; `lock` holds it (FOR UPDATE) until the transaction ends, so concurrent writers queue and none is lost. */
export async function findConfigById(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<ConfigRow | null> {
  const q = db.select().from(config).where(eq(config.id, id));
  const [row] = await (opts.lock ? q.for('update') : q);
  return row ?? null;
}

const SORTS = {
  name: config.name,
  updatedAt: config.updatedAt,
  readCount: config.readCount,
  readAt: config.readAt,
  createdAt: config.createdAt,
} as const;

/** A page of rows, sorted by one column (name as tie-breaker), optionally narrowed to names containing `search`. */
export async function listConfig(
  db: DbOrTx,
  q: { page: number; size: number; sort: string; search?: string | undefined },
): Promise<{ rows: ConfigRow[]; total: number }> {
  const [field, dir] = q.sort.split(',') as [keyof typeof SORTS, 'asc' | 'desc' | undefined];
  const column = SORTS[field];
  const order = dir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
  // ILIKE wildcards in the search are matched literally.
  const where: SQL | undefined = q.search
    ? ilike(config.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(config)
      .where(where)
      .orderBy(order, asc(config.name))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(config).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts a row unless the name is taken (then null): the unique index decides between racing creators. */
export async function insertConfig(
  db: DbOrTx,
  row: { name: string; value: string | null; type: ConfigType; description: string | null; updatedBy: string | null },
): Promise<ConfigRow | null> {
  const [created] = await db.insert(config).values(row).onConflictDoNothing({ target: config.name }).returning();
  return created ?? null;
}

/** Rows for the known settings that have none (value null: the default); existing rows are left alone. */
export async function insertMissingConfig(
  db: DbOrTx,
  rows: { name: string; type: ConfigType; description: string }[],
): Promise<void> {
  if (rows.length) await db.insert(config).values(rows).onConflictDoNothing({ target: config.name });
}

export async function updateConfig(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<ConfigRow, 'value' | 'type' | 'description' | 'updatedBy'>>,
): Promise<ConfigRow> {
  const [row] = await db.update(config).set(patch).where(eq(config.id, id)).returning();
  return row!;
}

export async function deleteConfig(db: DbOrTx, id: string): Promise<void> {
  await db.delete(config).where(eq(config.id, id));
}

/** Adds counted reads to a row by name; leaves updatedAt alone (a read is not a change). */
export async function addConfigReads(db: DbOrTx, name: string, n: number, at: Date): Promise<void> {
  await db
    .update(config)
    .set({
      readCount: sql`${config.readCount} + ${n}`,
      readAt: sql`greatest(${config.readAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: sql`${config.updatedAt}`,
    })
    .where(eq(config.name, name));
}
