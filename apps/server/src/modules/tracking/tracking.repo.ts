import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageViews, tracking } from './tracking.table';

export type NewPageView = typeof pageViews.$inferInsert;
export type TrackingRow = typeof tracking.$inferSelect;

export async function insertPageView(db: DbOrTx, row: NewPageView): Promise<void> {
  await db.insert(pageViews).values(row);
}

export async function insertTracking(
  db: DbOrTx,
  row: { targetId: string; key: string; runKey: string | null; data: unknown },
): Promise<TrackingRow> {
  const [created] = await db.insert(tracking).values(row).returning();
  return created!;
}

/** Newest first; the id (time-ordered) breaks ties between records written in the same instant. */
export async function trackingRecords(
  db: DbOrTx,
  q: { targetId: string; key: string; runKey?: string | undefined; limit: number },
): Promise<TrackingRow[]> {
  const where = [eq(tracking.targetId, q.targetId), eq(tracking.key, q.key)];
  if (q.runKey !== undefined) where.push(eq(tracking.runKey, q.runKey));
  return db
    .select()
    .from(tracking)
    .where(and(...where))
    .orderBy(desc(tracking.createdAt), desc(tracking.id))
    .limit(q.limit);
}

/** Page views of a listing per UTC day since `since`: views, and distinct visitors (user, else browser id). */
export async function listingViewsPerDay(
  db: DbOrTx,
  listingId: string,
  since: Date,
): Promise<Array<{ date: string; views: number; visitors: number }>> {
  const day = sql<string>`to_char(${pageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const visitor = sql`coalesce(${pageViews.userId}::text, ${pageViews.distinctId})`;
  const rows = await db
    .select({
      date: day,
      views: sql<number>`count(*)::int`,
      visitors: sql<number>`count(distinct ${visitor})::int`,
    })
    .from(pageViews)
    .where(and(eq(pageViews.listingId, listingId), eq(pageViews.event, 'page_view'), gte(pageViews.createdAt, since)))
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** Distinct visitors over the whole window (a visitor on two days counts once). */
export async function listingVisitorsSince(db: DbOrTx, listingId: string, since: Date): Promise<number> {
  const visitor = sql`coalesce(${pageViews.userId}::text, ${pageViews.distinctId})`;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${visitor})::int` })
    .from(pageViews)
    .where(and(eq(pageViews.listingId, listingId), eq(pageViews.event, 'page_view'), gte(pageViews.createdAt, since)));
  return Number(row?.n ?? 0);
}
