import { isStaff, type InboxPage, type InboxQuery, type InboxRow, type OfferStatus } from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden, validationFailed } from '../../lib/errors';
import { photoStats } from '../assets';
import { findChatListings, listingDisplayTitles } from '../listings';
import { findUsersByIds, toPublicUser, type UserRecord } from '../users';
import * as repo from './inbox.repo';

const PREVIEW_CHARS = 140;
/** System lines of a booked drive (events module); a cancelled or declined one leaves a request at most. */
const BOOKED_EVENTS = new Set(['testDriveBooked', 'testDriveMoved', 'testDriveConfirmed']);

const iso = (v: string | Date) => new Date(v).toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** timestamptz as PostgreSQL writes it ("2026-11-28 21:32:00.155123+00"). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** The keyset cursor: the row's sort key exactly as the database wrote it (microseconds kept) and its id. */
export function encodeCursor(k: repo.InboxKey): string {
  return Buffer.from(`${k.at}|${k.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): repo.InboxKey {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || extra !== undefined || !UUID.test(id) || !PG_TIMESTAMP.test(at))
    throw validationFailed({ cursor: 'Not a cursor from this inbox' }, 'The inbox cursor is not valid');
  return { at, id };
}

function whoWrote(r: repo.InboxDbRow, sellerId: string): NonNullable<InboxRow['lastMessage']>['from'] {
  if (r.m_kind === 'assistant') return 'assistant';
  if (r.m_staff) return 'staff';
  if (r.m_sender && r.m_sender === r.buyer_id) return 'buyer';
  if (r.m_sender && r.m_sender === sellerId) return 'seller';
  return r.m_sender ? 'staff' : 'system';
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/**
 * GET /v1/chat/inbox: every buyer conversation on the caller's cars (staff: any seller's, with sellerId), one filter
 * at a time, "needs reply" by who has waited longest and the rest newest first, in keyset pages; with each filter's
 * chat and unread counts and the cars that have conversations. A fixed number of queries whatever the page size:
 * the page, the counts, the cars, then the listings, cover photos and buyers of what was found.
 */
export async function getInbox(ctx: AppContext, actor: UserRecord, q: InboxQuery): Promise<InboxPage> {
  const sellerId = q.sellerId ?? actor.id;
  if (sellerId !== actor.id && !isStaff(actor)) throw forbidden("Only staff see another seller's inbox");
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const scope = { sellerId, listingId: q.listingId };
  const [rows, counts, cars] = await Promise.all([
    repo.inboxPage(ctx.db, scope, q.filter, after, q.size + 1),
    repo.inboxCounts(ctx.db, scope),
    repo.inboxCars(ctx.db, sellerId),
  ]);
  const page = rows.slice(0, q.size);
  const listingIds = [...new Set([...page.map((r) => r.listing_id), ...cars.map((c) => c.listingId)])];
  const [listings, titles, photos, buyers] = await Promise.all([
    findChatListings(ctx.db, listingIds),
    listingDisplayTitles(ctx.db, listingIds),
    photoStats(ctx.db, [...new Set(page.map((r) => r.listing_id))].map(String)),
    findUsersByIds(ctx.db, [...new Set(page.map((r) => String(r.buyer_id)))]),
  ]);
  const listingById = new Map(listings.map((l) => [l.id, l]));
  const buyerById = new Map(buyers.map((u) => [u.id, toPublicUser(u)]));
  const titleOf = (id: string) => titles.get(id) ?? 'Your car';
  const last = page.at(-1);
  return {
    content: page.map((r): InboxRow => {
      const listingId = String(r.listing_id);
      const files = photos.get(listingId)?.cover?.files;
      const l = listingById.get(listingId);
      return {
        chatId: String(r.id),
        listingId,
        buyer: buyerById.get(String(r.buyer_id)) ?? null,
        listing: {
          id: listingId,
          title: titleOf(listingId),
          thumbnailUrl: files?.crop200x200 ?? files?.cover300x200 ?? null,
          status: l?.deletedAt ? 'deleted' : (l?.status ?? 'unpublished'),
        },
        lastMessage:
          r.m_at && r.m_text !== null
            ? { preview: preview(r.m_text), at: iso(r.m_at), from: whoWrote(r, sellerId) }
            : null,
        activityAt: iso(r.activity_at),
        unreadCount: Number(r.unread_count),
        waitingSince: r.sla_clock_at ? iso(r.sla_clock_at) : null,
        offer: r.offer_status
          ? { amount: r.offer === null ? null : Number(r.offer), status: r.offer_status as OfferStatus }
          : null,
        testDrive: r.is_test_drive_requested ? (BOOKED_EVENTS.has(r.td_event ?? '') ? 'booked' : 'requested') : null,
        videoTourRequested: r.is_video_tour_requested,
        handledByAssistant: r.revy_answered_at !== null,
        escalated: r.is_escalated,
        restricted: r.is_restricted,
      };
    }),
    nextCursor: rows.length > q.size && last ? encodeCursor({ at: last.sort_key, id: String(last.id) }) : null,
    counts,
    cars: cars
      .map((c) => ({ id: c.listingId, title: titleOf(c.listingId), chats: c.chats, unread: c.unread }))
      .sort((a, b) => b.unread - a.unread || a.title.localeCompare(b.title)),
  };
}
