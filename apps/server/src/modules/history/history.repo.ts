import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { history } from './history.table';

export type HistoryRow = typeof history.$inferSelect;

export async function insertHistory(db: DbOrTx, row: typeof history.$inferInsert): Promise<void> {
  await db.insert(history).values(row);
}

export async function findHistoryById(db: DbOrTx, id: string): Promise<HistoryRow | null> {
  const [row] = await db.select().from(history).where(eq(history.id, id));
  return row ?? null;
}

/** Only records of one action, or that changed one field (a key of data.after; jsonb_exists is the `?` operator). */
export type HistoryFilter = { action?: string | undefined; field?: string | undefined };

/** A page of the history of one record (or several, merged), newest first (UUIDv7 ids as tie-breaker). */
export async function listHistory(
  db: DbOrTx,
  targetId: string | string[],
  page: { page: number; size: number },
  filter: HistoryFilter = {},
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = and(
    Array.isArray(targetId) ? inArray(history.targetId, targetId) : eq(history.targetId, targetId),
    filter.action ? sql`${history.data}->>'action' = ${filter.action}` : undefined,
    filter.field ? sql`jsonb_exists(${history.data}->'after', ${filter.field})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(history)
      .where(where)
      .orderBy(desc(history.savedAt), desc(history.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(history).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
