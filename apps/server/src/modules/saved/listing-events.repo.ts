import { and, eq, gt, inArray, isNotNull, isNull, lt, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingEvents, savedCars, savedSearchMatches, savedSearches, type ListingEventKind } from './saved.table';

export type ListingEventRow = typeof listingEvents.$inferSelect;
export type NewListingEvent = {
  listingId: string;
  kind: ListingEventKind;
  priceBefore: number | null;
  priceAfter: number | null;
};

/** Kinds a saved search announces: a car newly listed, or one that got cheaper. */
const SEARCH_KINDS: ListingEventKind[] = ['published', 'priceDrop'];

/** In the listing change's transaction. A publication is stored done for cars (only searches read it). */
export async function insertListingEvents(tx: DbOrTx, events: NewListingEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(listingEvents)
    .values(events.map((e) => ({ ...e, createdAt: now, carsDoneAt: e.kind === 'published' ? now : null })));
}

/** Events not yet told to the people who saved the car, oldest first, locked so two runs never take the same. */
export function lockPendingCarEvents(tx: DbOrTx, limit: number): Promise<ListingEventRow[]> {
  return tx
    .select()
    .from(listingEvents)
    .where(isNull(listingEvents.carsDoneAt))
    .orderBy(listingEvents.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Conditional: only events still pending, so a repeat run changes nothing. */
export async function markCarEventsDone(tx: DbOrTx, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(listingEvents)
    .set({ carsDoneAt: now })
    .where(and(inArray(listingEvents.id, ids), isNull(listingEvents.carsDoneAt)))
    .returning({ id: listingEvents.id });
  return rows.map((r) => r.id);
}

/** Who saved these cars. */
export function holdersOf(db: DbOrTx, listingIds: string[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: savedCars.userId, listingId: savedCars.listingId, savedPrice: savedCars.savedPrice })
    .from(savedCars)
    .where(inArray(savedCars.listingId, listingIds));
}

/** When the newest event a search could announce happened (null: none kept). */
export async function latestSearchEventAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(listingEvents.createdAt) })
    .from(listingEvents)
    .where(inArray(listingEvents.kind, SEARCH_KINDS));
  return row?.at ?? null;
}

/** Cars listed or made cheaper after `since`, newest first. */
export async function searchCandidatesSince(db: DbOrTx, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ listingId: listingEvents.listingId })
    .from(listingEvents)
    .where(and(inArray(listingEvents.kind, SEARCH_KINDS), gt(listingEvents.createdAt, since)));
  return rows.map((r) => r.listingId);
}

/**
 * Saved searches due a match run, least recently checked first: instant ones checked before `instantBefore`, daily
 * ones before `dailyBefore`. Read without a lock (the run queries the showroom outside any transaction); each is then
 * taken with lockSearchIfUnchanged.
 */
export function dueSearches(db: DbOrTx, opts: { instantBefore: Date; dailyBefore: Date; limit: number }) {
  return db
    .select()
    .from(savedSearches)
    .where(
      or(
        and(eq(savedSearches.frequency, 'instant'), lt(savedSearches.checkedAt, opts.instantBefore)),
        and(eq(savedSearches.frequency, 'daily'), lt(savedSearches.checkedAt, opts.dailyBefore)),
      ),
    )
    .orderBy(savedSearches.checkedAt)
    .limit(opts.limit);
}

/**
 * Locks the search if no other run has checked it since it was read (`checkedAt` unchanged) and nobody holds it:
 * of two runs, one takes it and the other leaves it.
 */
export async function lockSearchIfUnchanged(db: DbOrTx, id: string, checkedAt: Date): Promise<boolean> {
  const rows = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.checkedAt, checkedAt)))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

export async function setSearchChecked(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(savedSearches).set({ checkedAt: now }).where(eq(savedSearches.id, id));
}

/** Records the cars announced for a search; returns only the ones new to it (the primary key keeps the rest out). */
export async function insertMatches(db: DbOrTx, searchId: string, listingIds: string[], now: Date): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .insert(savedSearchMatches)
    .values(listingIds.map((listingId) => ({ searchId, listingId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ listingId: savedSearchMatches.listingId });
  return rows.map((r) => r.listingId);
}

/** Events older than `before` that every pass is done with. */
export async function pruneEvents(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(listingEvents)
    .where(and(lt(listingEvents.createdAt, before), isNotNull(listingEvents.carsDoneAt)))
    .returning({ id: listingEvents.id });
  return rows.length;
}
