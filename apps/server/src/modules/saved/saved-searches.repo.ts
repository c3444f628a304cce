import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AlertFrequency, SavedSearchFilters } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { savedSearchMatches, savedSearches } from './saved.table';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function countSavedSearches(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertSavedSearch(
  db: DbOrTx,
  row: { userId: string; name: string; frequency: AlertFrequency; query: SavedSearchFilters; now: Date },
): Promise<SavedSearchRow> {
  const [inserted] = await db
    .insert(savedSearches)
    .values({ userId: row.userId, name: row.name, frequency: row.frequency, query: row.query, checkedAt: row.now })
    .returning();
  return inserted!;
}

/** The user's saved searches, newest first. */
export function savedSearchesOf(db: DbOrTx, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Only the owner's: someone else's id finds nothing (the caller answers 404, as for a missing one). */
export async function findOwnSavedSearch(db: DbOrTx, userId: string, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

export async function updateOwnSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: { name?: string | undefined; frequency?: AlertFrequency | undefined; checkedAt?: Date },
): Promise<SavedSearchRow | null> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(savedSearches)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnSavedSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Cars announced per search, for the list page. */
export async function matchCounts(db: DbOrTx, searchIds: string[]): Promise<Map<string, number>> {
  if (searchIds.length === 0) return new Map();
  const rows = await db
    .select({ searchId: savedSearchMatches.searchId, n: count() })
    .from(savedSearchMatches)
    .where(inArray(savedSearchMatches.searchId, searchIds))
    .groupBy(savedSearchMatches.searchId);
  return new Map(rows.map((r) => [r.searchId, Number(r.n)]));
}
