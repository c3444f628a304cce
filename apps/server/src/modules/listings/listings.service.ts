import { createHash } from 'node:crypto';
import {
  canEditListing,
  canViewListing,
  carFeatures,
  isPlanFeature,
  publishProblems,
  statusForPublishIntent,
  type Listing,
  type ListingInput,
  type ListingLocation,
  type Vehicle,
  type VinEquipment,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { getVinEquipment } from '../vin';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { recordHistory } from '../history';
import { toPublicUser } from '../users';
import { adjustListingCount, getUserRecord, type UserRecord } from '../users';
import { listingPorts, tellListingChanged } from './listing-ports';
import { historyValue, toListing } from './listings.mapper';
import * as repo from './listings.repo';
import type { ListingPatch, ListingRow } from './listings.repo';
import { fillEquipmentFromVin } from './vin-equipment';
import { zipLocation } from './zip-locations';
import { zipPlace } from './zip-places';

export const LISTING_REQUIRED = 'Listing is required';
export const UNKNOWN_ZIP = "We don't know this ZIP code";

/** The listing, or 404 (deleted listings are gone for everyone). */
export async function getListingRow(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<ListingRow> {
  const row = await repo.findListing(db, id, opts);
  if (!row) throw notFound('Listing');
  return row;
}

/** Buyers may read published listings; seller and staff read all. Others get 404, not 403. */
export function assertCanRead(viewer: UserRecord | null, row: ListingRow): void {
  if (!canViewListing(viewer, row)) throw notFound('Listing');
}

type ListingForAccess = Parameters<typeof canViewListing>[1];

/**
 * The refusal of a seller-only call on a listing to someone who may not make it (decision 017):
 * the 404 of a missing listing when they may not even see it (someone else's draft, a deleted
 * car), so that the call does not confirm it exists; 403 with `message` when they may (a
 * published car). `missing` names what the call looked up when that was not the listing itself
 * (a purchase, a knowledge entry): the 404 is then that of a missing one of those.
 */
export function listingRefusal(
  actor: UserRecord | null,
  listing: ListingForAccess,
  message: string,
  missing = 'Listing',
): AppError {
  return canViewListing(actor, listing) ? forbidden(message) : notFound(missing);
}

/** Spec 6: only the seller, concierge and admin change a listing; see `listingRefusal` for the others. */
export function assertCanEdit(
  actor: UserRecord,
  row: ListingForAccess,
  message = 'Only the seller or staff may change this listing',
  missing?: string,
): void {
  if (!canEditListing(actor, row)) throw listingRefusal(actor, row, message, missing);
}

/** A listing's seller and status, deleted ones included (history stays readable); null when unknown. */
export function findListingForAccess(db: DbOrTx, id: string) {
  return repo.findAccessFields(db, id);
}

/** The full DTO of one listing as `viewer` may see it, with photos and the seller's public profile. */
export async function listingView(db: DbOrTx, viewer: UserRecord | null, row: ListingRow): Promise<Listing> {
  const full = canEditListing(viewer, row);
  const ports = listingPorts();
  const [photos, seller, purchases] = await Promise.all([
    ports.photoStats(db, [row.id]),
    getUserRecord(db, row.sellerId),
    full ? ports.purchasesOf(db, [row.id]) : null,
  ]);
  return toListing(row, {
    full,
    photos: photos.get(row.id),
    seller: toPublicUser(seller),
    purchases: purchases?.get(row.id),
  });
}

/** Changed fields before and after, JSON-comparable, for the History record. */
export function diff(before: Partial<ListingRow> | null, after: ListingRow, keys: string[]) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    const was = historyValue(before ? (before as Record<string, unknown>)[k] : undefined) ?? null;
    const now = historyValue((after as Record<string, unknown>)[k]) ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) {
      if (before) b[k] = was;
      a[k] = now;
    }
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}

/** Writes the History record of one change to a listing (same transaction as the change). */
export async function recordListingChange(
  tx: DbOrTx,
  action: string,
  actor: UserRecord,
  before: ListingRow | null,
  after: ListingRow,
  keys: string[],
): Promise<void> {
  const d = diff(before, after, keys);
  if (!d.changed && before) return;
  await recordHistory(tx, {
    className: 'Listing',
    targetId: after.id,
    data: { action, before: d.before, after: d.after },
    savedBy: actor.id,
  });
  await tellListingChanged(tx, before, after);
}

const SIMPLE_FIELDS = [
  'title',
  'description',
  'shortDescription',
  'price',
  'priceExplanation',
  'vinValue',
  'features',
  'offerLowest',
  'offerAutoDecline',
  'offerMethods',
  'offerRequirements',
  'requireVerifiedBuyers',
] as const;

const withoutUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * Issue 19: a new listing, or a new ZIP, takes its city and state from the ZIP (zips/NOTICE.md), each unless the
 * seller typed it in this save: given and, on an edit, changed. An edit form sends the old city back with the new ZIP;
 * that city belongs to the old ZIP, so it is replaced like one left out.
 */
function withZipPlace(
  location: ListingLocation,
  given: ListingLocation,
  zip: string,
  saved: ListingLocation | undefined,
): ListingLocation {
  const place = zipPlace(zip);
  if (!place) return location;
  const typed = (key: 'city' | 'state') => {
    const v = given[key];
    return typeof v === 'string' && v.trim() !== '' && (!saved || v.trim() !== (saved[key] ?? '').trim());
  };
  return {
    ...location,
    city: typed('city') ? location.city : place.city,
    state: typed('state') ? location.state : place.state,
  };
}

/**
 * The row patch for an input. `merge` (PATCH) merges vehicle and location key by key; PUT
 * replaces them whole. Fields left out keep their value either way. The ZIP sets lat/lng.
 */
export function patchFromInput(saved: ListingRow | null, input: ListingInput, merge: boolean): ListingPatch {
  const patch: ListingPatch = {};
  for (const k of SIMPLE_FIELDS) {
    if (input[k] !== undefined) (patch as Record<string, unknown>)[k] = input[k];
  }
  if (input.features !== undefined) {
    // Plan codes come only from plan activation: a seller can neither grant nor drop them here.
    patch.features = [...new Set([...(saved?.features ?? []).filter(isPlanFeature), ...carFeatures(input.features)])];
  }
  if (input.vehicle !== undefined) {
    const given = withoutUndefined(input.vehicle) as Vehicle;
    patch.vehicle = merge && saved ? { ...saved.vehicle, ...given } : given;
  }
  if (input.location !== undefined) {
    const given = withoutUndefined(input.location) as ListingLocation;
    const location = merge && saved ? { ...saved.location, ...given } : given;
    const zip = typeof location.zip === 'string' && location.zip ? location.zip : null;
    const zipChanged = zip !== (saved?.location.zip ?? null) || !saved;
    if (zipChanged || saved?.lat === null) {
      const point = zip ? zipLocation(zip) : null;
      if (zip && !point) throw validationFailed({ 'location.zip': UNKNOWN_ZIP }, UNKNOWN_ZIP);
      patch.lat = point?.lat ?? null;
      patch.lng = point?.lng ?? null;
    }
    patch.location = zip && zipChanged ? withZipPlace(location, given, zip, saved?.location) : location;
  }
  return patch;
}

/**
 * Spec 4 publish intent. Publishing needs a registered seller (403 REGISTRATION_REQUIRED), a
 * complete listing (422 UNPROCESSABLE with a field per problem) and a plan that allows it now
 * (402 PAYMENT_REQUIRED, decision 010); the first time sets publishedAt. A listing that is
 * already published stays so (the expiry job unpublishes it when its plan ends).
 */
async function applyStatus(
  tx: DbOrTx,
  saved: ListingRow | null,
  next: ListingRow,
  intent: 'published' | 'unpublished',
  patch: ListingPatch,
) {
  const status = statusForPublishIntent(intent === 'published');
  if (status === 'published') {
    const seller = await getUserRecord(tx, next.sellerId);
    if (!seller.email) {
      throw new AppError(
        'REGISTRATION_REQUIRED',
        'Create a free account to publish your listing — it keeps everything you have done so far.',
      );
    }
    const photos = saved ? (await listingPorts().photoStats(tx, [saved.id])).get(saved.id) : undefined;
    const problems = publishProblems({ ...next, photoCount: photos?.photoCount ?? 0 });
    if (problems.length > 0) {
      throw new AppError('UNPROCESSABLE', 'This listing is not ready to publish yet', {
        fields: Object.fromEntries(problems.map((p) => [p.field, p.message])),
      });
    }
    if (saved?.status !== 'published') {
      const blocker = saved
        ? await listingPorts().publishBlocker(tx, saved.id)
        : 'Choose a plan to publish your listing';
      if (blocker) throw new AppError('PAYMENT_REQUIRED', blocker);
    }
    patch.statusReason = null;
    patch.publishedAt = next.publishedAt ?? new Date();
  }
  patch.status = status;
}

/**
 * What the VIN says about the car, kept as vinInfo for the listing's spec sheet. A VIN the
 * decoder cannot read still saves (the seller may know better); vinInfo is then empty.
 */
export async function vinInfoFor(ctx: AppContext, vin: string | null | undefined): Promise<VinEquipment | null> {
  if (!vin) return null;
  try {
    return await getVinEquipment(ctx.vin.decoder, ctx.vin.cache, vin);
  } catch (err) {
    if (!(err instanceof AppError)) ctx.log.warn({ err, vin }, 'listing: VIN could not be decoded');
    return null;
  }
}

/** POST /v1/listing: any signed-in user, anonymous ones included; a new listing is a draft. */
export async function createListing(
  ctx: AppContext,
  actor: UserRecord,
  input: ListingInput | null | undefined,
): Promise<Listing> {
  if (!input) throw new AppError('BAD_REQUEST', LISTING_REQUIRED);
  const patch = patchFromInput(null, input, false);
  if (input.vinValue !== undefined) {
    const vinInfo = await vinInfoFor(ctx, input.vinValue);
    patch.vinInfo = vinInfo;
    fillEquipmentFromVin(patch, null, input, vinInfo);
  }
  const row = await ctx.db.transaction(async (tx) => {
    let created = await repo.insertListing(tx, { ...patch, sellerId: actor.id, status: 'unpublishedDraft' });
    if (input.status) {
      const statusPatch: ListingPatch = {};
      await applyStatus(tx, created, created, input.status, statusPatch);
      created = await repo.updateListing(tx, created.id, statusPatch);
    }
    await adjustListingCount(tx, actor.id, 1);
    await recordListingChange(tx, 'create', actor, null, created, ['sellerId', 'status', ...Object.keys(patch)]);
    return created;
  });
  return listingView(ctx.db, actor, row);
}

/** PUT (replace vehicle/location) and PATCH (merge them) /v1/listing/{id}. */
/**
 * The listing's edit version, for `ETag` / `If-Match` (decision 019): a hash of what an editor
 * can change (texts, price, vehicle, location, offer settings, the car's features, status), not
 * of updatedAt, which counters and the assistant also move. Two editors conflict only over
 * edits.
 */
export function listingEtag(row: ListingRow): string {
  const loc = (row.location ?? {}) as Record<string, unknown>;
  const editable = [
    ...SIMPLE_FIELDS.map((k) => (k === 'features' ? carFeatures(row.features) : row[k])),
    row.vehicle,
    { zip: loc.zip ?? null, city: loc.city ?? null, state: loc.state ?? null },
    row.status,
  ];
  return `W/"${createHash('sha256').update(JSON.stringify(editable)).digest('base64url').slice(0, 22)}"`;
}

export const STALE_EDIT =
  'Someone else changed this listing since you opened it. Reload to see their changes, or save again to keep yours.';

export async function updateListing(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: ListingInput | null | undefined,
  mode: 'put' | 'patch',
  /** `action` names the change in History ('restore' when staff put a past value back). */
  opts: { ifMatch?: string | undefined; action?: string } = {},
): Promise<Listing> {
  if (!input || Object.keys(input).length === 0) throw new AppError('BAD_REQUEST', LISTING_REQUIRED);
  // Decoded outside the transaction: it may take a moment and needs no lock.
  const vinInfo = input.vinValue !== undefined ? await vinInfoFor(ctx, input.vinValue) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await getListingRow(tx, id, { forUpdate: true });
    assertCanEdit(actor, saved);
    // Checked under the row lock: of racing editors holding the same version, one wins.
    if (opts.ifMatch && opts.ifMatch !== '*' && opts.ifMatch !== listingEtag(saved))
      throw new AppError('CONFLICT', STALE_EDIT);
    const patch = patchFromInput(saved, input, mode === 'patch');
    if (vinInfo !== undefined && input.vinValue !== saved.vinValue) {
      patch.vinInfo = vinInfo;
      fillEquipmentFromVin(patch, saved, input, vinInfo);
    }
    if (input.status) await applyStatus(tx, saved, { ...saved, ...patch } as ListingRow, input.status, patch);
    const updated = await repo.updateListing(tx, id, patch);
    await recordListingChange(tx, opts.action ?? 'update', actor, saved, updated, Object.keys(patch));
    return updated;
  });
  return listingView(ctx.db, actor, row);
}

/** GET /v1/listing/{id} */
export async function getListing(ctx: AppContext, viewer: UserRecord | null, id: string): Promise<Listing> {
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer, row);
  return listingView(ctx.db, viewer, row);
}

/** GET /v1/listing/{id}?minimal=true: what guards and links need. */
export async function getListingMinimal(ctx: AppContext, viewer: UserRecord | null, id: string) {
  const row = await getListingRow(ctx.db, id);
  assertCanRead(viewer, row);
  const { sellerId, title, shortTitle, status, saleStatus } = row;
  return { id: row.id, sellerId, title, shortTitle, status, saleStatus };
}

/** DELETE /v1/listing/{id}: soft delete (chats, history and payments keep their meaning). */
export async function deleteListing(ctx: AppContext, actor: UserRecord, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const saved = await getListingRow(tx, id, { forUpdate: true });
    assertCanEdit(actor, saved);
    const deleted = await repo.updateListing(tx, id, { deletedAt: new Date() });
    await adjustListingCount(tx, saved.sellerId, -1);
    await recordListingChange(tx, 'delete', actor, saved, deleted, ['deletedAt']);
  });
}
