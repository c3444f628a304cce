import { count, desc, eq } from 'drizzle-orm';
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

/** A page of one record's history, newest first (ids are time-ordered UUIDv7 as tie-breaker). */
export async function listHistory(
  db: DbOrTx,
  targetId: string,
  page: { page: number; size: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = eq(history.targetId, targetId);
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
