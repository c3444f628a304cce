import { canEditListing, canViewListing, isStaff, type Principal } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { listingsForAccess } from './assets.repo';

export type TargetAccess = { kind: 'listing' | 'user' | 'unknown'; canRead: boolean; canEdit: boolean };

/**
 * Who may do what with the assets of each target:
 * - a listing's (target = listing id): whoever may edit the listing (seller, concierge, admin)
 *   changes them; everyone reads them once the listing is published, only editors before;
 * - a user's own (target = their user id): they and staff;
 * - anything else (unknown ids, deleted listings): nobody.
 */
export async function targetAccess(
  db: DbOrTx,
  viewer: Principal | null,
  targetIds: string[],
): Promise<Map<string, TargetAccess>> {
  const out = new Map<string, TargetAccess>();
  const rows = await listingsForAccess(db, [...new Set(targetIds)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of targetIds) {
    const listing = byId.get(id);
    if (listing) {
      const canEdit = canEditListing(viewer, listing);
      out.set(id, { kind: 'listing', canEdit, canRead: canViewListing(viewer, listing) });
    } else if (viewer && !viewer.disabled && (viewer.id === id || isStaff(viewer))) {
      // Staff may manage any user's files; an id that is no user at all stays harmless (no FK).
      out.set(id, { kind: 'user', canEdit: true, canRead: true });
    } else {
      out.set(id, { kind: 'unknown', canEdit: false, canRead: false });
    }
  }
  return out;
}

export async function accessTo(db: DbOrTx, viewer: Principal | null, targetId: string): Promise<TargetAccess> {
  return (await targetAccess(db, viewer, [targetId])).get(targetId)!;
}

/**
 * 403 unless `viewer` may add, change or delete the target's assets. Who may not even read them
 * (someone else's draft) learns nothing of the target (decision 017): a call on an asset by its
 * own id (`byAssetId`) answers the 404 of a missing asset, as reading it does; an upload to the
 * target answers the 403 of an unknown target.
 */
export async function assertCanEditTarget(
  db: DbOrTx,
  viewer: Principal | null,
  targetId: string,
  opts: { byAssetId?: boolean } = {},
): Promise<void> {
  const access = await accessTo(db, viewer, targetId);
  if (access.canEdit) return;
  if (!access.canRead && opts.byAssetId) throw notAsset();
  throw access.kind === 'listing' && access.canRead
    ? forbidden("Only the listing's seller or staff may change its photos")
    : forbidden('You may not change files of this item');
}

/** 404 (not 403: unpublished listings are not disclosed) unless `viewer` may read the target's assets. */
export async function assertCanReadTarget(db: DbOrTx, viewer: Principal | null, targetId: string): Promise<void> {
  if (!(await accessTo(db, viewer, targetId)).canRead) throw notFound('Asset');
}

export const notAsset = () => new AppError('NOT_FOUND', 'Asset not found');
