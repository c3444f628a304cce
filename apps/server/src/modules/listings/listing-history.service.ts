import { isStaff, type History, type Page } from '@revy/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findHistoryRecord, historyPage } from '../history';
import type { UserRecord } from '../users';
import { findListingForAccess, listingRefusal } from './listings.service';

/*
 * Reading history is a listings use case: its access rule is the listing's (its seller and staff), and only
 * listings records history. It lives here, over history's own read functions, so that history does not import
 * listings (issue 14).
 */

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
  const record = await findHistoryRecord(ctx.db, id);
  if (!record) throw notFound('History record');
  await assertCanReadHistory(ctx, viewer, record.targetId, 'History record');
  return record;
}

/** GET /v1/history/target/{targetId}: paged, newest first. */
export async function findHistory(
  ctx: AppContext,
  viewer: UserRecord,
  targetId: string,
  page: { page: number; size: number },
): Promise<Page<History>> {
  await assertCanReadHistory(ctx, viewer, targetId);
  return historyPage(ctx.db, targetId, page);
}
