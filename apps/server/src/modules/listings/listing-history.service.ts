import {
  HistoryDataSchema,
  isRestorableField,
  isStaff,
  ListingInputSchema,
  type History,
  type HistoryQuery,
  type HistoryRestoreInput,
  type Listing,
  type Page,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findHistoryRecord, historyPage } from '../history';
import type { UserRecord } from '../users';
import { listingPorts } from './listing-ports';
import { findListingForAccess, listingRefusal, updateListing } from './listings.service';

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

/** GET /v1/history/target/{targetId}: paged, newest first; `action` and `field` narrow it. */
export async function findHistory(
  ctx: AppContext,
  viewer: UserRecord,
  targetId: string,
  query: HistoryQuery,
): Promise<Page<History>> {
  await assertCanReadHistory(ctx, viewer, targetId);
  if (!query.related) return historyPage(ctx.db, targetId, query, query);
  // The listing's purchases keep their own records (activations, by whom): one timeline of the car and its plans.
  const purchases = (await listingPorts().purchasesOf(ctx.db, [targetId])).get(targetId) ?? [];
  return historyPage(ctx.db, [targetId, ...purchases.map((p) => p.id)], query, query);
}

/**
 * POST /v1/history/{id}/restore (staff, decision 032): puts one seller-editable field of a listing back to its value
 * before the recorded change (or as the change set it), through the listing's own update, so every rule of an edit
 * applies (value validation, the ZIP lookup, plan features kept) and History records it as action 'restore'.
 * Server-owned fields (status, isReviewed, sale status, counters, deletedAt...) are refused with 422.
 */
export async function restoreFromHistory(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: HistoryRestoreInput,
): Promise<Listing> {
  if (!isStaff(actor)) throw forbidden('Only staff may restore a past value');
  const record = await findHistoryRecord(ctx.db, id);
  if (!record) throw notFound('History record');
  if (!isRestorableField(record.className, input.field))
    throw new AppError('UNPROCESSABLE', `${input.field} is set by the product and cannot be restored`, {
      fields: { field: 'This field cannot be restored' },
    });
  const data = HistoryDataSchema.safeParse(record.data);
  const side = data.success ? data.data[input.value] : {};
  if (!Object.hasOwn(side, input.field))
    throw new AppError('UNPROCESSABLE', `This change did not touch ${input.field}`, {
      fields: { field: 'Not changed in this record' },
    });
  // The saved value passes the same schema as an edit: a value that no longer validates (a limit tightened since) is
  // refused with the fields, never written.
  const parsed = ListingInputSchema.safeParse({ [input.field]: side[input.field] });
  if (!parsed.success)
    throw new AppError('UNPROCESSABLE', `The saved ${input.field} is no longer a valid value`, {
      fields: { field: parsed.error.issues[0]?.message ?? 'Invalid value' },
    });
  // PUT semantics: vehicle and location come back whole, as they were saved.
  return updateListing(ctx, actor, record.targetId, parsed.data, 'put', { action: 'restore' });
}
