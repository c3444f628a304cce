import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContentListQuery, ContentStatus, ContentType } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { content } from './content.table';

export type ContentRow = typeof content.$inferSelect;
export type NewContentRow = typeof content.$inferInsert;

/** A new entry, or null when its slug is taken (also by a concurrent insert: the unique index decides). */
export async function insertContent(db: DbOrTx, values: NewContentRow): Promise<ContentRow | null> {
  const [row] = await db.insert(content).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Default entries whose slug is still free; existing rows (staff edits) are never touched. */
export async function insertMissingContent(db: DbOrTx, rows: NewContentRow[]): Promise<void> {
  if (rows.length) await db.insert(content).values(rows).onConflictDoNothing();
}

export async function updateContentRow(db: DbOrTx, id: string, patch: Partial<NewContentRow>): Promise<ContentRow> {
  const [row] = await db
    .update(content)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(content.id, id))
    .returning();
  return row!;
}

export async function findContentById(db: DbOrTx, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(content).where(eq(content.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findContentBySlug(db: DbOrTx, slug: string): Promise<ContentRow | null> {
  const [row] = await db.select().from(content).where(eq(content.slug, slug));
  return row ?? null;
}

const publishedAt = sql`(${content.metadata}->>'publishedAt')`;
const SORTS: Record<string, SQL | typeof content.id> = {
  id: content.id,
  createdAt: sql`${content.createdAt}`,
  updatedAt: sql`${content.updatedAt}`,
  title: sql`lower(${content.title})`,
  publishedAt,
};

/** One page of entries with the total; `statuses` narrows to what the caller may see. */
export async function listContentRows(
  db: DbOrTx,
  q: ContentListQuery,
  statuses: readonly ContentStatus[] | null,
): Promise<{ rows: ContentRow[]; total: number }> {
  const where: SQL[] = [];
  if (q.type) where.push(eq(content.type, q.type));
  if (q.status) where.push(eq(content.status, q.status));
  if (statuses) where.push(inArray(content.status, [...statuses]));
  if (q.variant) where.push(sql`${content.metadata}->>'variant' = ${q.variant}`);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(content.title, like), ilike(content.slug, like))!);
  }
  const [field, dir] = q.sort.split(',') as [string, string | undefined];
  const key = SORTS[field] ?? content.id;
  const order = dir === 'asc' ? asc(key) : desc(key);
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(content)
      .where(cond)
      .orderBy(order, desc(content.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(content)
      .where(cond),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Published entries of `types` after `afterId` in id order (sitemap and builder walks). */
export async function publishedContentAfter(
  db: DbOrTx,
  types: readonly ContentType[],
  afterId: string | null,
  limit: number,
): Promise<ContentRow[]> {
  const where = [eq(content.status, 'published'), inArray(content.type, [...types])];
  if (afterId) where.push(gt(content.id, afterId));
  return db
    .select()
    .from(content)
    .where(and(...where))
    .orderBy(asc(content.id))
    .limit(limit);
}

/** The newest published landing copy for a variant. */
export async function findPublishedLanding(db: DbOrTx, variant: string): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(content)
    .where(
      and(
        eq(content.type, 'landing'),
        eq(content.status, 'published'),
        sql`${content.metadata}->>'variant' = ${variant}`,
      ),
    )
    .orderBy(desc(content.updatedAt))
    .limit(1);
  return row ?? null;
}
