import type { z } from 'zod';
import {
  MAX_SAVED_SEARCHES,
  showroomPathOf,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchInputSchema,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { listingSearchPlan } from '../listings';
import type { UserRecord } from '../users';
import { lockUserSaves } from './saved-cars.repo';
import { toListingQuery, toStoredFilters } from './saved-search-query';
import * as repo from './saved-searches.repo';
import type { SavedSearchRow } from './saved-searches.repo';

function toSavedSearch(row: SavedSearchRow, matchCount: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    query: row.query,
    showroomPath: showroomPathOf(row.query),
    matchCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /v1/saved/searches: the caller's own, newest first. */
export async function listSavedSearches(ctx: AppContext, viewer: UserRecord): Promise<{ content: SavedSearch[] }> {
  const rows = await repo.savedSearchesOf(ctx.db, viewer.id);
  const counts = await repo.matchCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { content: rows.map((r) => toSavedSearch(r, counts.get(r.id) ?? 0)) };
}

/**
 * POST /v1/saved/searches: the showroom's filters, checked as the showroom checks them (an unknown ZIP, a radius
 * without a ZIP or sorting by distance without one are the showroom's own 400s), named, with an alert frequency. Cars
 * published before now are not "new" for it. 422 past MAX_SAVED_SEARCHES (under the user's lock, so racing saves
 * cannot pass it).
 */
export async function createSavedSearch(
  ctx: AppContext,
  viewer: UserRecord,
  input: z.output<typeof SavedSearchInputSchema>,
): Promise<SavedSearch> {
  const query = toStoredFilters(input.query);
  listingSearchPlan(null, toListingQuery(query, { size: 1 }));
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserSaves(tx, viewer.id);
    if ((await repo.countSavedSearches(tx, viewer.id)) >= MAX_SAVED_SEARCHES)
      throw new AppError(
        'UNPROCESSABLE',
        `You have ${MAX_SAVED_SEARCHES} saved searches, the most you can keep. Delete one you no longer need first.`,
      );
    return repo.insertSavedSearch(tx, {
      userId: viewer.id,
      name: input.name,
      frequency: input.frequency,
      query,
      now: new Date(),
    });
  });
  return toSavedSearch(row, 0);
}

/**
 * PATCH /v1/saved/searches/{id}: rename, or change how often it alerts. Someone else's search is 404, as a missing
 * one. Switching alerts on again starts from now: cars listed while it was off are not announced late.
 */
export async function updateSavedSearch(
  ctx: AppContext,
  viewer: UserRecord,
  id: string,
  patch: { name?: string | undefined; frequency?: AlertFrequency | undefined },
): Promise<SavedSearch> {
  const saved = await repo.findOwnSavedSearch(ctx.db, viewer.id, id);
  if (!saved) throw notFound('Saved search');
  const restart = patch.frequency && patch.frequency !== 'off' && saved.frequency === 'off';
  const row = await repo.updateOwnSavedSearch(ctx.db, viewer.id, id, {
    ...patch,
    ...(restart ? { checkedAt: new Date() } : {}),
  });
  if (!row) throw notFound('Saved search');
  const counts = await repo.matchCounts(ctx.db, [row.id]);
  return toSavedSearch(row, counts.get(row.id) ?? 0);
}

/** DELETE /v1/saved/searches/{id}: the owner's only; 404 otherwise (and for one already deleted). */
export async function deleteSavedSearch(ctx: AppContext, viewer: UserRecord, id: string): Promise<void> {
  if (!(await repo.deleteOwnSavedSearch(ctx.db, viewer.id, id))) throw notFound('Saved search');
}
