import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { knowledge } from './knowledge.table';

export type KnowledgeRow = typeof knowledge.$inferSelect;
export type NewKnowledgeRow = typeof knowledge.$inferInsert;
export type KnowledgePatch = Partial<Omit<NewKnowledgeRow, 'id' | 'listingId' | 'type' | 'createdAt'>>;

export async function findKnowledge(db: DbOrTx, id: string): Promise<KnowledgeRow | null> {
  const [row] = await db.select().from(knowledge).where(eq(knowledge.id, id));
  return row ?? null;
}

/** A listing's entries (of one type, and one category, when given) in reading order. */
export function listKnowledge(
  db: DbOrTx,
  listingId: string,
  filter: { type?: string; category?: string } = {},
): Promise<KnowledgeRow[]> {
  return db
    .select()
    .from(knowledge)
    .where(
      and(
        eq(knowledge.listingId, listingId),
        filter.type ? eq(knowledge.type, filter.type) : undefined,
        filter.category ? eq(knowledge.category, filter.category) : undefined,
      ),
    )
    .orderBy(asc(knowledge.type), asc(knowledge.category), asc(knowledge.ordinal), asc(knowledge.createdAt));
}

/** An entry with an answer, as the AI engines see it. */
export type AnsweredKnowledge = {
  id: string;
  type: string;
  category: string | null;
  question: string | null;
  content: string;
  /** Issue 15: the seller's own; never given to an engine that speaks to buyers (ai's buyerKnowledge). */
  isPrivate: boolean;
};

/**
 * The listing's entries that have an answer, in the order the seller sees them: what the AI engines know besides
 * the listing's facts (ai's listing facts ask here rather than read the knowledge table; issue 14).
 */
export async function listAnsweredKnowledge(db: DbOrTx, listingId: string): Promise<AnsweredKnowledge[]> {
  const rows = await db
    .select({
      id: knowledge.id,
      type: knowledge.type,
      category: knowledge.category,
      question: knowledge.question,
      content: knowledge.content,
      isPrivate: knowledge.isPrivate,
    })
    .from(knowledge)
    .where(eq(knowledge.listingId, listingId))
    .orderBy(asc(knowledge.type), asc(knowledge.category), asc(knowledge.ordinal), asc(knowledge.createdAt));
  return rows.filter((r) => r.content?.trim()).map((r) => ({ ...r, content: r.content! }));
}

export async function insertKnowledge(db: DbOrTx, values: NewKnowledgeRow): Promise<KnowledgeRow> {
  const [row] = await db.insert(knowledge).values(values).returning();
  return row!;
}

export async function updateKnowledge(db: DbOrTx, id: string, patch: KnowledgePatch): Promise<KnowledgeRow> {
  const [row] = await db.update(knowledge).set(patch).where(eq(knowledge.id, id)).returning();
  return row!;
}

export async function deleteKnowledge(db: DbOrTx, id: string): Promise<void> {
  await db.delete(knowledge).where(eq(knowledge.id, id));
}

/** The ordinal after the last one of (listing, type, category): new entries go last. */
export async function nextOrdinal(
  db: DbOrTx,
  listingId: string,
  type: string,
  category: string | null,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${knowledge.ordinal}) + 1, 0)::int` })
    .from(knowledge)
    .where(
      and(
        eq(knowledge.listingId, listingId),
        eq(knowledge.type, type),
        category === null ? sql`${knowledge.category} is null` : eq(knowledge.category, category),
      ),
    );
  return row?.n ?? 0;
}

/** A seller's answer as a buyer-facing document quotes it, with who wrote it (decision 039). */
export type Disclosure = {
  category: string;
  question: string;
  content: string;
  contentSource: string | null;
  updatedAt: Date;
};

/**
 * The listing's answered, non-private guided answers (type enrich) of the given sets, in reading order: what
 * the vehicle history report quotes. Private entries (issue 15) never leave the seller and staff.
 */
export async function listDisclosures(
  db: DbOrTx,
  listingId: string,
  categories: readonly string[],
): Promise<Disclosure[]> {
  if (categories.length === 0) return [];
  const rows = await db
    .select({
      category: knowledge.category,
      question: knowledge.question,
      content: knowledge.content,
      contentSource: knowledge.contentSource,
      updatedAt: knowledge.updatedAt,
    })
    .from(knowledge)
    .where(
      and(
        eq(knowledge.listingId, listingId),
        eq(knowledge.type, 'enrich'),
        eq(knowledge.isPrivate, false),
        inArray(knowledge.category, [...categories]),
      ),
    )
    .orderBy(asc(knowledge.category), asc(knowledge.ordinal), asc(knowledge.createdAt));
  return rows.flatMap((r) =>
    r.category && r.question && r.content?.trim()
      ? [{ ...r, category: r.category, question: r.question, content: r.content.trim() }]
      : [],
  );
}
