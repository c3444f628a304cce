import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedCars } from './saved.table';

export type SavedCarRow = typeof savedCars.$inferSelect;

/**
 * Serialises one user's saves and search changes (a transaction-scoped advisory lock), so the limits hold when two
 * tabs save at once.
 */
export async function lockUserSaves(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved:${userId}`}))`);
}

/** One row per user and car: a second save (a double click, two tabs) changes nothing. */
export async function insertSavedCar(
  db: DbOrTx,
  row: { userId: string; listingId: string; price: number | null },
): Promise<void> {
  await db
    .insert(savedCars)
    .values({ userId: row.userId, listingId: row.listingId, savedPrice: row.price })
    .onConflictDoNothing({ target: [savedCars.userId, savedCars.listingId] });
}

export async function findSavedCar(db: DbOrTx, userId: string, listingId: string): Promise<SavedCarRow | null> {
  const [row] = await db
    .select()
    .from(savedCars)
    .where(and(eq(savedCars.userId, userId), eq(savedCars.listingId, listingId)));
  return row ?? null;
}

export async function deleteSavedCar(db: DbOrTx, userId: string, listingId: string): Promise<void> {
  await db.delete(savedCars).where(and(eq(savedCars.userId, userId), eq(savedCars.listingId, listingId)));
}

export async function countSavedCars(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedCars).where(eq(savedCars.userId, userId));
  return Number(row?.n ?? 0);
}

/** The user's saved cars, newest first (ids are time-ordered). */
export function savedCarsOf(db: DbOrTx, userId: string): Promise<SavedCarRow[]> {
  return db
    .select()
    .from(savedCars)
    .where(eq(savedCars.userId, userId))
    .orderBy(desc(savedCars.createdAt), desc(savedCars.id));
}

export async function savedCarIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: savedCars.listingId })
    .from(savedCars)
    .where(eq(savedCars.userId, userId))
    .orderBy(desc(savedCars.createdAt), desc(savedCars.id));
  return rows.map((r) => r.listingId);
}
