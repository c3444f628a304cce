import { sql, type SQL } from 'drizzle-orm';
import type { InboxFilter } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listingIsLive, listingSellerIdOf } from '../listings';

/*
 * The seller's one inbox (issue 19): the seller's own chat_users rows (role 'seller', where the SLA clock and the
 * unread count live) joined to their chats, each with its newest message, in one statement per page. The listing's
 * seller and liveness are the listings module's subqueries, so a chat of a car that changed hands or was deleted
 * does not show.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Which chats each filter keeps. "Needs reply" is the SLA rule of the listing counters (chatsToAnswerCount,
 * chats.repo `slaCounters`): the seller's clock runs from the buyer's first unanswered message until a reply.
 */
const FILTERS: Record<InboxFilter, SQL> = {
  all: sql`true`,
  needsReply: sql`cu.sla_clock_at is not null`,
  offers: sql`c.offer_status is not null`,
  testDrives: sql`c.is_test_drive_requested`,
  assistant: sql`c.revy_answered_at is not null`,
};

/** "Needs reply" is ordered by who has waited longest; every other view by latest activity. */
const byWait = (f: InboxFilter) => f === 'needsReply';
const activity = sql`coalesce(c.last_message_at, c.created_at)`;

export type InboxScope = { sellerId: string; listingId?: string | undefined };
export type InboxKey = { at: string; id: string };

function scopeOf(s: InboxScope): SQL {
  return sql`cu.user_id = ${s.sellerId} and cu.role = 'seller'
    and ${listingSellerIdOf(sql`c.listing_id`)} = ${s.sellerId} and ${listingIsLive(sql`c.listing_id`)}
    ${s.listingId ? sql`and c.listing_id = ${s.listingId}` : sql``}`;
}

export type InboxDbRow = {
  id: string;
  listing_id: string;
  buyer_id: string;
  offer: number | string | null;
  offer_status: string | null;
  is_test_drive_requested: boolean;
  is_video_tour_requested: boolean;
  revy_answered_at: unknown;
  is_escalated: boolean;
  is_restricted: boolean;
  activity_at: string | Date;
  unread_count: number;
  sla_clock_at: string | Date | null;
  sort_key: string;
  m_text: string | null;
  m_at: string | Date | null;
  m_sender: string | null;
  m_kind: string | null;
  m_staff: boolean | null;
  td_event: string | null;
};

/** One page of the inbox in its filter's order, after `after` (a keyset), `limit` rows. */
export async function inboxPage(
  db: DbOrTx,
  scope: InboxScope,
  filter: InboxFilter,
  after: InboxKey | null,
  limit: number,
): Promise<InboxDbRow[]> {
  const wait = byWait(filter);
  const key = wait ? sql`cu.sla_clock_at` : activity;
  const keyset = after
    ? wait
      ? sql`and (cu.sla_clock_at, c.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`and (${activity}, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const res = await db.execute(sql`
    select c.id, c.listing_id, c.buyer_id, c.offer, c.offer_status, c.is_test_drive_requested,
      c.is_video_tour_requested, c.revy_answered_at, c.is_escalated, c.is_restricted,
      ${activity} as activity_at, cu.unread_count, cu.sla_clock_at, (${key})::text as sort_key,
      m.text as m_text, m.created_at as m_at, m.sender_id as m_sender, m.kind as m_kind, m.staff as m_staff,
      case when c.is_test_drive_requested then (
        select t.metadata->>'event' from chat_messages t
        where t.chat_id = c.id and t.metadata->>'kind' = 'system' and t.metadata->>'event' like 'testDrive%'
        order by t.id desc limit 1
      ) end as td_event
    from chat_users cu
    join chats c on c.id = cu.chat_id
    left join lateral (
      select left(coalesce(x.content_text, x.content), 300) as text, x.created_at, x.sender_id,
        x.metadata->>'kind' as kind, x.metadata ? 'staff' as staff
      from chat_messages x where x.chat_id = c.id order by x.id desc limit 1
    ) m on true
    where ${scopeOf(scope)} and ${FILTERS[filter]} ${keyset}
    order by ${key} ${wait ? sql`asc` : sql`desc`}, c.id ${wait ? sql`asc` : sql`desc`}
    limit ${limit}`);
  return rowsOf<InboxDbRow>(res);
}

/** How many chats each filter holds in the scope, and their unread messages: one pass over the seller's chats. */
export async function inboxCounts(
  db: DbOrTx,
  scope: InboxScope,
): Promise<Record<InboxFilter, { chats: number; unread: number }>> {
  const cols = (Object.keys(FILTERS) as InboxFilter[]).map(
    (f) =>
      sql`count(*) filter (where ${FILTERS[f]})::int as ${sql.raw(`"${f}_chats"`)},
        coalesce(sum(cu.unread_count) filter (where ${FILTERS[f]}), 0)::int as ${sql.raw(`"${f}_unread"`)}`,
  );
  const res = await db.execute(sql`
    select ${sql.join(cols, sql`, `)}
    from chat_users cu join chats c on c.id = cu.chat_id
    where ${scopeOf(scope)}`);
  const row = rowsOf<Record<string, number>>(res)[0] ?? {};
  return Object.fromEntries(
    (Object.keys(FILTERS) as InboxFilter[]).map((f) => [
      f,
      { chats: Number(row[`${f}_chats`] ?? 0), unread: Number(row[`${f}_unread`] ?? 0) },
    ]),
  ) as Record<InboxFilter, { chats: number; unread: number }>;
}

/** The seller's cars that have chats, with how many and their unread messages. */
export async function inboxCars(
  db: DbOrTx,
  sellerId: string,
): Promise<{ listingId: string; chats: number; unread: number }[]> {
  const res = await db.execute(sql`
    select c.listing_id, count(*)::int as chats, coalesce(sum(cu.unread_count), 0)::int as unread
    from chat_users cu join chats c on c.id = cu.chat_id
    where ${scopeOf({ sellerId })}
    group by c.listing_id`);
  return rowsOf<{ listing_id: string; chats: number; unread: number }>(res).map((r) => ({
    listingId: String(r.listing_id),
    chats: Number(r.chats),
    unread: Number(r.unread),
  }));
}
