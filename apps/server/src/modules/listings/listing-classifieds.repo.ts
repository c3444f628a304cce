import { type AnyColumn, and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CLASSIFIEDS_FEATURE, CLASSIFIEDS_STALE_DAYS } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/*
 * The listing side of classifieds cross-posting (issue 16, decision 029): the work queue of spec 4's repost rule as
 * one query, its counts, stale postings, and recording a posting on the listing's craigslist columns. The rule itself
 * is packages/shared classifieds.rules.ts; these conditions are its SQL form (classifieds.test.ts checks both agree).
 * Whether an active plan includes pubCL is the payments module's to say: the caller passes that condition in.
 */

/** `listingId` has an active plan with `feature` (payments' activePlanIncludes), as SQL. */
export type PlanFeatureCondition = (listingId: AnyColumn, feature: string) => SQL<boolean>;

const lastPosted = sql`coalesce(${listings.craigslistUpdatedAt}, ${listings.craigslistPostedAt})`;
const hasFeature = (plan: PlanFeatureCondition) =>
  or(sql`${listings.features} ? ${CLASSIFIEDS_FEATURE}`, plan(listings.id, CLASSIFIEDS_FEATURE))!;
const liveUnsold = and(isNull(listings.deletedAt), eq(listings.status, 'published'), eq(listings.saleStatus, 'unsold'));
const needsPost = (delayMinutes: number) =>
  sql`(${lastPosted} is null or ${listings.updatedAt} > ${lastPosted} + ${delayMinutes} * interval '1 minute')`;
const waitingSince = sql<Date>`case when ${lastPosted} is null then coalesce(${listings.publishedAt}, ${listings.createdAt}) else ${listings.updatedAt} end`;
const queued = (plan: PlanFeatureCondition, delayMinutes: number) =>
  and(liveUnsold, hasFeature(plan), needsPost(delayMinutes))!;
const staleCond = and(
  isNotNull(listings.craigslistUrl),
  or(
    isNotNull(listings.deletedAt),
    eq(listings.saleStatus, 'sold'),
    sql`${listings.status} <> 'published'`,
    sql`${lastPosted} < now() - ${CLASSIFIEDS_STALE_DAYS} * interval '1 day'`,
  ),
)!;

const itemColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  title: listings.title,
  vehicle: listings.vehicle,
  price: listings.price,
  location: listings.location,
  craigslistUrl: listings.craigslistUrl,
  craigslistPostedAt: listings.craigslistPostedAt,
  craigslistUpdatedAt: listings.craigslistUpdatedAt,
  waitingSince,
};
export type ClassifiedsQueueRow = {
  id: string;
  sellerId: string;
  title: string | null;
  vehicle: (typeof listings.$inferSelect)['vehicle'];
  price: number | null;
  location: (typeof listings.$inferSelect)['location'];
  craigslistUrl: string | null;
  craigslistPostedAt: Date | null;
  craigslistUpdatedAt: Date | null;
  waitingSince: Date;
};

/** A page of the work queue, oldest waiting first, and how many wait in all. */
export async function classifiedsQueuePage(
  db: DbOrTx,
  opts: { plan: PlanFeatureCondition; delayMinutes: number; page: number; size: number },
): Promise<{ rows: ClassifiedsQueueRow[]; total: number }> {
  const where = queued(opts.plan, opts.delayMinutes);
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(listings)
      .where(where)
      .orderBy(waitingSince, listings.id)
      .limit(opts.size)
      .offset(opts.page * opts.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, waitingSince: new Date(r.waitingSince) })), total: counted?.n ?? 0 };
}

/** Of `ids`, those in the work queue now (claims count only while their listing waits). */
export async function queuedClassifiedsIds(
  db: DbOrTx,
  ids: string[],
  opts: { plan: PlanFeatureCondition; delayMinutes: number },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), queued(opts.plan, opts.delayMinutes)));
  return rows.map((r) => r.id);
}

/** The counts of the status page, in one statement. */
export async function classifiedsCounts(
  db: DbOrTx,
  opts: { plan: PlanFeatureCondition; delayMinutes: number },
): Promise<{ waitingNew: number; waitingRepost: number; posted: number; stale: number; oldest: Date | null }> {
  const q = queued(opts.plan, opts.delayMinutes);
  const [row] = await db
    .select({
      waitingNew: sql<number>`count(*) filter (where ${q} and ${lastPosted} is null)::int`,
      waitingRepost: sql<number>`count(*) filter (where ${q} and ${lastPosted} is not null)::int`,
      posted: sql<number>`count(*) filter (where ${listings.craigslistUrl} is not null and not (${staleCond}) and not (${q}))::int`,
      stale: sql<number>`count(*) filter (where ${staleCond})::int`,
      oldest: sql<string | null>`min(${waitingSince}) filter (where ${q})`,
    })
    .from(listings)
    .where(or(q, isNotNull(listings.craigslistUrl)));
  return {
    waitingNew: row?.waitingNew ?? 0,
    waitingRepost: row?.waitingRepost ?? 0,
    posted: row?.posted ?? 0,
    stale: row?.stale ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

export type ClassifiedsListingRow = {
  id: string;
  sellerId: string;
  title: string | null;
  description: string | null;
  price: number | null;
  features: string[];
  vehicle: (typeof listings.$inferSelect)['vehicle'];
  location: (typeof listings.$inferSelect)['location'];
  vinValue: string | null;
  status: string;
  saleStatus: string;
  deleted: boolean;
  hasFeature: boolean;
  craigslistUrl: string | null;
  craigslistPostedAt: Date | null;
  craigslistUpdatedAt: Date | null;
  updatedAt: Date;
};

/** What the classifieds rule and the ad need of these listings (deleted ones too, flagged), optionally locked. */
export async function classifiedsListings(
  db: DbOrTx,
  ids: string[],
  opts: { plan: PlanFeatureCondition; forUpdate?: boolean },
): Promise<ClassifiedsListingRow[]> {
  if (ids.length === 0) return [];
  const q = db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      description: listings.description,
      price: listings.price,
      features: listings.features,
      vehicle: listings.vehicle,
      location: listings.location,
      vinValue: listings.vinValue,
      status: listings.status,
      saleStatus: listings.saleStatus,
      deleted: sql<boolean>`${listings.deletedAt} is not null`,
      hasFeature: sql<boolean>`${hasFeature(opts.plan)}`,
      craigslistUrl: listings.craigslistUrl,
      craigslistPostedAt: listings.craigslistPostedAt,
      craigslistUpdatedAt: listings.craigslistUpdatedAt,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(listings.id);
  return opts.forUpdate ? q.for('update', { of: listings }) : q;
}

/** Postings that should come down or be renewed, oldest posting first. */
export async function staleClassifiedsPostings(db: DbOrTx, limit: number) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      vehicle: listings.vehicle,
      status: listings.status,
      saleStatus: listings.saleStatus,
      deleted: sql<boolean>`${listings.deletedAt} is not null`,
      craigslistUrl: listings.craigslistUrl,
      craigslistPostedAt: listings.craigslistPostedAt,
      craigslistUpdatedAt: listings.craigslistUpdatedAt,
    })
    .from(listings)
    .where(staleCond)
    .orderBy(lastPosted, listings.id)
    .limit(limit);
}

/**
 * Records a posting on the listing (spec 3's craigslist fields): the URL when given (else the one it has), the first
 * posting's time once, this posting's time always. updated_at moves to the same instant, so the posting itself never
 * counts as a change made after it (spec 4's rule compares the two).
 */
export async function recordClassifiedsPosting(
  db: DbOrTx,
  listingId: string,
  posting: { url: string | null; at: Date },
): Promise<{ craigslistUrl: string | null; craigslistPostedAt: Date | null; craigslistUpdatedAt: Date | null }> {
  const [row] = await db
    .update(listings)
    .set({
      craigslistUrl: posting.url ?? sql`${listings.craigslistUrl}`,
      craigslistPostedAt: sql`coalesce(${listings.craigslistPostedAt}, ${posting.at.toISOString()}::timestamptz)`,
      craigslistUpdatedAt: posting.at,
      updatedAt: posting.at,
    })
    .where(eq(listings.id, listingId))
    .returning({
      craigslistUrl: listings.craigslistUrl,
      craigslistPostedAt: listings.craigslistPostedAt,
      craigslistUpdatedAt: listings.craigslistUpdatedAt,
    });
  return row!;
}
