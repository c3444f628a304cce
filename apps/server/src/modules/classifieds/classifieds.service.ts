import {
  adBody,
  adLocation,
  adPrice,
  adTitle,
  CLASSIFIEDS_CLAIM_MINUTES,
  classifiedsNeed,
  classifiedsStaleReason,
  displayName,
  isAdmin,
  isStaff,
  toPage,
  type ClassifiedsAd,
  type ClassifiedsClaim,
  type ClassifiedsListingState,
  type ClassifiedsStatus,
  type ClassifiedsSyncBody,
  type ClassifiedsSyncOutcome,
  type ClassifiedsSyncResult,
  type ClassifiedsWorkItem,
  type ClassifiedsWorkQuery,
  type Page,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { readSetting } from '../config';
import { recordHistory } from '../history';
import {
  assertCanEdit,
  classifiedsCounts,
  classifiedsListings,
  type ClassifiedsListingRow,
  classifiedsQueuePage,
  queuedClassifiedsIds,
  recordClassifiedsPosting,
  staleClassifiedsPostings,
} from '../listings';
import { listingPhotoFiles } from '../assets';
import { activePlanIncludes } from '../payments';
import { findUsersByIds, type UserRecord } from '../users';
import * as repo from './classifieds.repo';

/*
 * Classifieds cross-posting (issue 16, decision 029): a staff work queue driven by spec 4's repost rule. The site is
 * the ctx.classifieds adapter (Craigslist by hand); these use cases never name Craigslist.
 */

const plan = activePlanIncludes;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const delay = (ctx: AppContext) => readSetting(ctx, 'classifiedsRepostDelayMinutes');

function assertStaff(actor: UserRecord): void {
  if (!isStaff(actor)) throw forbidden('Only staff work the classifieds queue');
}

async function namesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const users = await findUsersByIds(db, [...new Set(ids)]);
  return new Map(users.map((u) => [u.id, displayName(u)]));
}

function toClaim(c: repo.ClaimRow, names: Map<string, string>, actor: UserRecord): ClassifiedsClaim {
  return {
    listingId: c.listingId,
    claimedBy: { id: c.claimedBy, name: names.get(c.claimedBy) ?? 'Staff' },
    claimedAt: c.claimedAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    mine: c.claimedBy === actor.id,
  };
}

const titleOf = (r: { title: string | null; vehicle: { year?: unknown; make?: unknown; model?: unknown } }) =>
  r.title?.trim() || [r.vehicle.year, r.vehicle.make, r.vehicle.model].filter(Boolean).join(' ') || 'Untitled listing';

/** Spec 7: GET /v1/test/craigslist/work, the listings needing a (re)post, oldest waiting first. */
export async function workQueue(
  ctx: AppContext,
  actor: UserRecord,
  query: ClassifiedsWorkQuery,
): Promise<Page<ClassifiedsWorkItem>> {
  assertStaff(actor);
  const { rows, total } = await classifiedsQueuePage(ctx.db, { plan, delayMinutes: await delay(ctx), ...query });
  const claims = await repo.activeClaims(
    ctx.db,
    rows.map((r) => r.id),
  );
  const names = await namesOf(ctx.db, [...rows.map((r) => r.sellerId), ...claims.map((c) => c.claimedBy)]);
  const claimOf = new Map(claims.map((c) => [c.listingId, toClaim(c, names, actor)]));
  const content = rows.map((r): ClassifiedsWorkItem => ({
    listingId: r.id,
    title: titleOf(r),
    price: r.price,
    location: { city: r.location.city ?? null, state: r.location.state ?? null, zip: r.location.zip ?? null },
    seller: { id: r.sellerId, name: names.get(r.sellerId) ?? 'Seller' },
    kind: r.craigslistPostedAt || r.craigslistUpdatedAt ? 'repost' : 'new',
    waitingSince: r.waitingSince.toISOString(),
    craigslistUrl: r.craigslistUrl,
    craigslistPostedAt: iso(r.craigslistPostedAt),
    craigslistUpdatedAt: iso(r.craigslistUpdatedAt),
    claim: claimOf.get(r.id) ?? null,
  }));
  return toPage(content, total, query);
}

/** Spec 7: GET /v1/test/craigslist/status. */
export async function queueStatus(ctx: AppContext, actor: UserRecord): Promise<ClassifiedsStatus> {
  assertStaff(actor);
  const delayMinutes = await delay(ctx);
  const [counts, stale, claims] = await Promise.all([
    classifiedsCounts(ctx.db, { plan, delayMinutes }),
    staleClassifiedsPostings(ctx.db, 50),
    repo.allActiveClaims(ctx.db),
  ]);
  const claimedQueued = await queuedClassifiedsIds(
    ctx.db,
    claims.map((c) => c.listingId),
    { plan, delayMinutes },
  );
  const now = new Date();
  return {
    site: ctx.classifieds.name,
    repostDelayMinutes: delayMinutes,
    counts: {
      waitingNew: counts.waitingNew,
      waitingRepost: counts.waitingRepost,
      claimed: claimedQueued.length,
      posted: counts.posted,
      stale: counts.stale,
    },
    oldestWaitingSince: iso(counts.oldest),
    stale: stale.flatMap((s) => {
      const reason = classifiedsStaleReason(s, now);
      return reason && s.craigslistUrl
        ? [
            {
              listingId: s.id,
              title: titleOf(s),
              craigslistUrl: s.craigslistUrl,
              craigslistUpdatedAt: iso(s.craigslistUpdatedAt ?? s.craigslistPostedAt),
              reason,
            },
          ]
        : [];
    }),
  };
}

/** Why a listing may not be posted now, or null when it may (the per-listing answer of sync). */
function skipReason(row: ClassifiedsListingRow | undefined, delayMinutes: number): string | null {
  if (!row || row.deleted) return 'No such listing';
  if (!row.hasFeature) return "The listing's plan does not include classifieds posting (pubCL)";
  if (row.status !== 'published') return 'The listing is not published';
  if (row.saleStatus !== 'unsold') return 'The listing is sold';
  if (!classifiedsNeed(row, delayMinutes)) return 'Already posted, with no change since: nothing to repost';
  return null;
}

/**
 * Spec 7: POST /v1/test/craigslist/sync. Records a posting per listing — the pasted URL (`items`) or the one it
 * has (`listingIds`) — and answers per listing: synced, or skipped with the reason. Listings are locked in id
 * order inside one transaction, so two staff syncing the same car at once post it once: the second is skipped.
 */
export async function syncPostings(
  ctx: AppContext,
  actor: UserRecord,
  body: ClassifiedsSyncBody,
): Promise<ClassifiedsSyncResult> {
  assertStaff(actor);
  const site = ctx.classifieds;
  const wanted = new Map<string, string | null>();
  for (const id of body.listingIds ?? []) if (!wanted.has(id)) wanted.set(id, null);
  for (const item of body.items ?? []) wanted.set(item.listingId, item.url);
  const badUrls = [...wanted.entries()].filter(([, url]) => url !== null && !site.isPostingUrl(url));
  if (badUrls.length > 0)
    throw new AppError('VALIDATION_FAILED', `Paste the https:// address of the ${site.name} posting`, {
      fields: Object.fromEntries(
        badUrls.map(([id]) => [`items.${id}.url`, `Not a ${site.name} posting address (https, ${site.name} host)`]),
      ),
    });
  const delayMinutes = await delay(ctx);
  const results = await ctx.db.transaction(async (tx) => {
    const rows = await classifiedsListings(tx, [...wanted.keys()], { plan, forUpdate: true });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const claims = new Map((await repo.activeClaims(tx, [...wanted.keys()])).map((c) => [c.listingId, c]));
    const names = await namesOf(
      tx,
      [...claims.values()].map((c) => c.claimedBy),
    );
    const out: ClassifiedsSyncOutcome[] = [];
    for (const [listingId, url] of wanted) {
      const row = byId.get(listingId);
      const claim = claims.get(listingId);
      let reason = skipReason(row, delayMinutes);
      if (!reason && claim && claim.claimedBy !== actor.id)
        reason = `${names.get(claim.claimedBy) ?? 'Another staff member'} is working on it`;
      if (!reason && url === null && !row!.craigslistUrl)
        reason = `Never posted: paste the ${site.name} posting address for this listing`;
      if (reason || !row) {
        out.push({
          listingId,
          outcome: 'skipped',
          reason: reason ?? 'No such listing',
          craigslistUrl: row?.craigslistUrl ?? null,
          craigslistPostedAt: iso(row?.craigslistPostedAt ?? null),
          craigslistUpdatedAt: iso(row?.craigslistUpdatedAt ?? null),
        });
        continue;
      }
      const saved = await recordClassifiedsPosting(tx, listingId, { url, at: new Date() });
      await repo.release(tx, listingId);
      await recordHistory(tx, {
        className: 'Listing',
        targetId: listingId,
        savedBy: actor.id,
        data: {
          action: 'classifiedsPosted',
          before: {
            craigslistUrl: row.craigslistUrl,
            craigslistPostedAt: iso(row.craigslistPostedAt),
            craigslistUpdatedAt: iso(row.craigslistUpdatedAt),
          },
          after: {
            craigslistUrl: saved.craigslistUrl,
            craigslistPostedAt: iso(saved.craigslistPostedAt),
            craigslistUpdatedAt: iso(saved.craigslistUpdatedAt),
            site: site.name,
          },
        },
      });
      out.push({
        listingId,
        outcome: 'synced',
        reason: null,
        craigslistUrl: saved.craigslistUrl,
        craigslistPostedAt: iso(saved.craigslistPostedAt),
        craigslistUpdatedAt: iso(saved.craigslistUpdatedAt),
      });
    }
    return out;
  });
  const synced = results.filter((r) => r.outcome === 'synced').length;
  return { synced, skipped: results.length - synced, results };
}

async function queuedListing(ctx: AppContext, listingId: string) {
  const [row] = await classifiedsListings(ctx.db, [listingId], { plan });
  if (!row || row.deleted) throw notFound('Listing');
  return row;
}

/** Claims a waiting item for the caller (409 when someone else holds it, or it is not in the queue). */
export async function claimItem(ctx: AppContext, actor: UserRecord, listingId: string): Promise<ClassifiedsClaim> {
  assertStaff(actor);
  const row = await queuedListing(ctx, listingId);
  const reason = skipReason(row, await delay(ctx));
  if (reason) throw new AppError('CONFLICT', `Not in the classifieds queue: ${reason}`);
  const expiresAt = new Date(Date.now() + CLASSIFIEDS_CLAIM_MINUTES * 60_000);
  const won = await repo.claim(ctx.db, listingId, actor.id, expiresAt);
  if (!won) {
    const [held] = await repo.activeClaims(ctx.db, [listingId]);
    const names = await namesOf(ctx.db, held ? [held.claimedBy] : []);
    throw new AppError(
      'CONFLICT',
      `${held ? (names.get(held.claimedBy) ?? 'Another staff member') : 'Another staff member'} is working on this listing`,
    );
  }
  return toClaim(won, await namesOf(ctx.db, [actor.id]), actor);
}

/** Releases the caller's claim; an admin may release anyone's. Nothing to release is fine (204). */
export async function releaseItem(ctx: AppContext, actor: UserRecord, listingId: string): Promise<void> {
  assertStaff(actor);
  await queuedListing(ctx, listingId);
  const [held] = await repo.activeClaims(ctx.db, [listingId]);
  if (held && held.claimedBy !== actor.id && !isAdmin(actor))
    throw new AppError('CONFLICT', 'Someone else is working on this listing; an admin may release it');
  await repo.release(ctx.db, listingId);
}

/** GET /v1/classifieds/{listingId}/ad: the ready-to-paste ad, generated from the listing. */
export async function adFor(ctx: AppContext, actor: UserRecord, listingId: string): Promise<ClassifiedsAd> {
  assertStaff(actor);
  const row = await queuedListing(ctx, listingId);
  const site = ctx.classifieds;
  const listingUrl = `${ctx.config.appUrl}/listings/${row.id}`;
  const [photos, [held]] = await Promise.all([
    listingPhotoFiles(ctx.db, row.id, site.limits.photosMax),
    repo.activeClaims(ctx.db, [listingId]),
  ]);
  const names = await namesOf(ctx.db, held ? [held.claimedBy] : []);
  const location = {
    city: row.location.city ?? null,
    state: row.location.state ?? null,
    zip: row.location.zip ?? null,
  };
  return {
    listingId: row.id,
    site: site.name,
    kind: classifiedsNeed(row, await delay(ctx)),
    title: adTitle(row, site.limits.titleMax),
    body: adBody(row, listingUrl, site.limits.bodyMax),
    price: adPrice(row.price),
    location: { ...location, text: adLocation(location) },
    listingUrl,
    photos: photos.map((p) => ({ assetId: p.assetId, url: p.url })),
    limits: site.limits,
    craigslistUrl: row.craigslistUrl,
    claim: held ? toClaim(held, names, actor) : null,
  };
}

/** The listing's photos as files for the zip (the site's photo limit caps the count). */
export async function adPhotos(ctx: AppContext, actor: UserRecord, listingId: string) {
  assertStaff(actor);
  const row = await queuedListing(ctx, listingId);
  return { row, photos: await listingPhotoFiles(ctx.db, row.id, ctx.classifieds.limits.photosMax) };
}

/** GET /v1/classifieds/{listingId}: where the seller's car is posted, or whether it waits (seller and staff). */
export async function listingState(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
): Promise<ClassifiedsListingState> {
  const [row] = await classifiedsListings(ctx.db, [listingId], { plan });
  if (!row || row.deleted) throw notFound('Listing');
  assertCanEdit(actor, row, 'Only the seller or staff see where the listing is cross-posted');
  return {
    site: ctx.classifieds.name,
    included: row.hasFeature,
    waiting: classifiedsNeed(row, await delay(ctx)),
    craigslistUrl: row.craigslistUrl,
    craigslistPostedAt: iso(row.craigslistPostedAt),
    craigslistUpdatedAt: iso(row.craigslistUpdatedAt),
  };
}
