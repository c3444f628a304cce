import { isStaff, toPage, type History, type Page } from '@revy/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findListingForAccess, listingRefusal } from '../listings';
import type { UserRecord } from '../users';
import * as repo from './history.repo';

const toHistory = (r: repo.HistoryRow): History => ({
  id: r.id,
  className: r.className,
  targetId: r.targetId,
  data: r.data,
  savedBy: r.savedBy,
  savedAt: r.savedAt.toISOString(),
});

/**
 * Staff see every history; a seller sees the history of their own listings (even deleted ones).
 * Others get 403 on a published car, otherwise the 404 of a missing listing, or of a missing
 * `missing` when the call looked up something else (a history record) (decision 017).
 */
async function assertCanReadHistory(
  ctx: AppContext,
  viewer: UserRecord,
  targetId: string,
  missing = 'Listing',
): Promise<void> {
  if (isStaff(viewer)) return;
  const listing = await findListingForAccess(ctx.db, targetId);
  if (!listing) throw notFound(missing);
  if (listing.sellerId !== viewer.id)
    throw listingRefusal(viewer, listing, 'Only the seller and staff may read this history', missing);
}

/** GET /v1/history/{id} */
export async function getHistory(ctx: AppContext, viewer: UserRecord, id: string): Promise<History> {
  const row = await repo.findHistoryById(ctx.db, id);
  if (!row) throw notFound('History record');
  await assertCanReadHistory(ctx, viewer, row.targetId, 'History record');
  return toHistory(row);
}

/** GET /v1/history/target/{targetId}: paged, newest first. */
export async function findHistory(
  ctx: AppContext,
  viewer: UserRecord,
  targetId: string,
  page: { page: number; size: number },
): Promise<Page<History>> {
  await assertCanReadHistory(ctx, viewer, targetId);
  const { rows, total } = await repo.listHistory(ctx.db, targetId, page);
  return toPage(rows.map(toHistory), total, page);
}
