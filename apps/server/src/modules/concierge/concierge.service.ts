import {
  INCOMPLETE_LISTING_DAYS,
  isStaff,
  toPage,
  type ConciergeQueue,
  type ListingGap,
  type QueueCounts,
  type QueueItem,
  type QueuePage,
  type QueueQuery,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { listingHasPhoto } from '../assets';
import { countEscalatedChats, countScamFlagged, escalatedChatsPage, scamFlaggedPage } from '../chats';
import { readSetting } from '../config';
import { countTodaysTestDrives, todaysTestDrivesPage } from '../events';
import {
  countIncompleteQueue,
  countReviewQueue,
  incompleteQueuePage,
  queueListingRefs,
  reviewQueuePage,
  type QueueListingRow,
} from '../listings';
import { countUnactivatedPurchases, unactivatedPurchasesPage } from '../payments';
import { userDisplayNames, type UserRecord } from '../users';

/*
 * The concierge work queues (issue 16, decision 030). Each queue is a question asked of the modules that own the
 * rows (chats, listings, payments, events), so nothing has to be kept in step: an item leaves its queue the moment
 * the fact behind it changes (a reply, a review, an activation). Names and titles are resolved per page in one query
 * each.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: string | Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function assertStaff(actor: UserRecord): void {
  if (!isStaff(actor)) throw forbidden('Only staff work the concierge queues');
}

/** The SLA cutoff: buyers waiting since before it are overdue (the `sellerSlaMinutes` setting). */
async function slaCutoff(ctx: AppContext, now: Date): Promise<Date> {
  const minutes = await readSetting(ctx, 'sellerSlaMinutes');
  return new Date(now.getTime() - minutes * 60_000);
}

const incompleteSince = (now: Date) => new Date(now.getTime() - INCOMPLETE_LISTING_DAYS * DAY_MS);

/** GET /v1/concierge/queues: how many items wait in each queue (the sidebar). */
export async function countQueues(ctx: AppContext, actor: UserRecord, now = new Date()): Promise<QueueCounts> {
  assertStaff(actor);
  const cutoff = await slaCutoff(ctx, now);
  const [escalated, review, incomplete, activation, scam, testDrives] = await Promise.all([
    countEscalatedChats(ctx.db, cutoff),
    countReviewQueue(ctx.db),
    countIncompleteQueue(ctx.db, listingHasPhoto, incompleteSince(now)),
    countUnactivatedPurchases(ctx.db),
    countScamFlagged(ctx.db),
    countTodaysTestDrives(ctx.db, now),
  ]);
  return { escalated, review, incomplete, activation, scam, 'test-drives': testDrives };
}

/** A row before names are known: the ids to resolve and the rest of the item. */
type Draft = Omit<QueueItem, 'listing' | 'seller' | 'buyer'> & {
  listingId: string | null;
  sellerId: string | null;
  buyerId: string | null;
  listingTitle?: string;
};

const blank = (queue: ConciergeQueue) => ({
  queue,
  chatId: null,
  summary: null,
  conciergeEscalated: false,
  missing: [] as ListingGap[],
  status: null,
  endsAt: null,
  timezone: null,
  sellerId: null,
  buyerId: null,
});

function fromListing(queue: ConciergeQueue, r: QueueListingRow): Draft {
  const missing: ListingGap[] = [];
  if (r.no_photo) missing.push('photos');
  if (r.no_price) missing.push('price');
  if (r.no_description) missing.push('description');
  return {
    ...blank(queue),
    id: String(r.id),
    at: iso(r.at)!,
    listingId: String(r.id),
    listingTitle: r.title,
    sellerId: String(r.seller_id),
    status: r.status,
    missing,
  };
}

/** The page's drafts of one queue and the queue's total. */
async function draftsOf(
  ctx: AppContext,
  type: ConciergeQueue,
  q: QueueQuery,
  now: Date,
): Promise<{ drafts: Draft[]; total: number }> {
  switch (type) {
    case 'escalated': {
      const cutoff = await slaCutoff(ctx, now);
      const [rows, total] = await Promise.all([
        escalatedChatsPage(ctx.db, cutoff, q),
        countEscalatedChats(ctx.db, cutoff),
      ]);
      const drafts = rows.map((r) => ({
        ...blank(type),
        id: String(r.chat_id),
        at: iso(r.waiting_since ?? r.updated_at)!,
        listingId: String(r.listing_id),
        buyerId: String(r.buyer_id),
        chatId: String(r.chat_id),
        summary: r.last_buyer_message,
        conciergeEscalated: !!r.is_concierge_escalated,
      }));
      return { drafts, total };
    }
    case 'review': {
      const [rows, total] = await Promise.all([reviewQueuePage(ctx.db, q), countReviewQueue(ctx.db)]);
      return { drafts: rows.map((r) => fromListing(type, r)), total };
    }
    case 'incomplete': {
      const since = incompleteSince(now);
      const [rows, total] = await Promise.all([
        incompleteQueuePage(ctx.db, listingHasPhoto, since, q),
        countIncompleteQueue(ctx.db, listingHasPhoto, since),
      ]);
      return { drafts: rows.map((r) => fromListing(type, r)), total };
    }
    case 'activation': {
      const [rows, total] = await Promise.all([unactivatedPurchasesPage(ctx.db, q), countUnactivatedPurchases(ctx.db)]);
      const drafts = rows.map((r) => ({
        ...blank(type),
        id: String(r.id),
        at: iso(r.created_at)!,
        listingId: r.listing_id ? String(r.listing_id) : null,
        sellerId: r.user_id ? String(r.user_id) : null,
        summary: r.name,
        status: r.status,
      }));
      return { drafts, total };
    }
    case 'scam': {
      const [rows, total] = await Promise.all([scamFlaggedPage(ctx.db, q), countScamFlagged(ctx.db)]);
      const drafts = rows.map((r) => ({
        ...blank(type),
        id: String(r.chat_id),
        at: iso(r.scam_flagged_at)!,
        listingId: String(r.listing_id),
        buyerId: String(r.buyer_id),
        chatId: String(r.chat_id),
      }));
      return { drafts, total };
    }
    case 'test-drives': {
      const [rows, total] = await Promise.all([
        todaysTestDrivesPage(ctx.db, now, q),
        countTodaysTestDrives(ctx.db, now),
      ]);
      const drafts = rows.map((r) => ({
        ...blank(type),
        id: String(r.id),
        at: iso(r.start_at)!,
        endsAt: iso(r.end_at),
        timezone: r.timezone,
        listingId: r.listing_id ? String(r.listing_id) : null,
        sellerId: String(r.host_id),
        buyerId: r.buyer_id ? String(r.buyer_id) : null,
        chatId: r.chat_id ? String(r.chat_id) : null,
        summary: r.title,
        status: r.status,
      }));
      return { drafts, total };
    }
  }
}

/**
 * GET /v1/concierge/queues/{type}: one page of a queue, each item with its listing, seller and buyer named. Staff
 * only. A fixed number of queries per page.
 */
export async function listQueue(
  ctx: AppContext,
  actor: UserRecord,
  type: ConciergeQueue,
  q: QueueQuery,
  now = new Date(),
): Promise<QueuePage> {
  assertStaff(actor);
  const { drafts, total } = await draftsOf(ctx, type, q, now);
  const listingIds = [...new Set(drafts.map((d) => d.listingId).filter((x): x is string => !!x))];
  const refs = await queueListingRefs(ctx.db, listingIds);
  // The seller of a chat or purchase is the listing's; a test drive's is its host.
  const sellerOf = (d: Draft) => d.sellerId ?? (d.listingId ? (refs.get(d.listingId)?.sellerId ?? null) : null);
  const names = await userDisplayNames(
    ctx.db,
    drafts.flatMap((d) => [sellerOf(d), d.buyerId]).filter((x): x is string => !!x),
  );
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? 'Deleted user' } : null);
  const content = drafts.map((d): QueueItem => {
    const { listingId, sellerId: _seller, buyerId, listingTitle, ...item } = d;
    const ref = listingId ? refs.get(listingId) : undefined;
    return {
      ...item,
      listing: listingId ? { id: listingId, title: listingTitle ?? ref?.title ?? 'Deleted listing' } : null,
      seller: person(sellerOf(d)),
      buyer: person(buyerId),
    };
  });
  return toPage(content, total, q);
}
