import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingIsLive } from '../listings';
import { chats } from './chats.table';

/*
 * The chat side of the concierge work queues (issue 16, decision 030): the concierge module asks here rather than
 * read the chat tables itself.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export type EscalatedChatRow = {
  chat_id: string;
  listing_id: string;
  buyer_id: string;
  is_concierge_escalated: boolean;
  waiting_since: string | Date | null;
  last_buyer_message: string | null;
  updated_at: string | Date;
};

/**
 * A chat needs a concierge when it was handed to one (isConciergeEscalated), or its buyer has waited on the seller
 * since before `cutoff` (the seller's SLA clock). Closed chats and deleted listings never do.
 */
const needsConcierge = (cutoff: Date): SQL => sql`
  not c.is_restricted and ${listingIsLive(sql`c.listing_id`)} and (c.is_concierge_escalated or exists (
    select 1 from chat_users s where s.chat_id = c.id and s.role = 'seller'
      and s.sla_clock_at is not null and s.sla_clock_at < ${cutoff}))`;

/** Escalated and overdue chats, the longest waiting first, with the buyer's newest message. */
export async function escalatedChatsPage(
  db: DbOrTx,
  cutoff: Date,
  q: { page: number; size: number },
): Promise<EscalatedChatRow[]> {
  const res = await db.execute(sql`
    select c.id as chat_id, c.listing_id, c.buyer_id, c.is_concierge_escalated, c.updated_at,
      (select s.sla_clock_at from chat_users s where s.chat_id = c.id and s.role = 'seller') as waiting_since,
      (select m.content from chat_messages m where m.chat_id = c.id and m.sender_id = c.buyer_id
        order by m.id desc limit 1) as last_buyer_message
    from ${chats} c
    where ${needsConcierge(cutoff)}
    order by coalesce((select s.sla_clock_at from chat_users s where s.chat_id = c.id and s.role = 'seller'), c.updated_at) asc, c.id asc
    limit ${q.size} offset ${q.page * q.size}`);
  return rowsOf<EscalatedChatRow>(res);
}

export async function countEscalatedChats(db: DbOrTx, cutoff: Date): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from ${chats} c where ${needsConcierge(cutoff)}`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

export type ScamQueueRow = { chat_id: string; listing_id: string; buyer_id: string; scam_flagged_at: string | Date };

/** Scam-flagged chats not dismissed yet, the latest flag first (the same order as GET /v1/concierge/scam-flagged). */
export async function scamFlaggedPage(db: DbOrTx, q: { page: number; size: number }): Promise<ScamQueueRow[]> {
  const res = await db.execute(sql`
    select c.id as chat_id, c.listing_id, c.buyer_id, c.scam_flagged_at from ${chats} c
    where c.scam_flagged_at is not null
    order by c.scam_flagged_at desc, c.id desc
    limit ${q.size} offset ${q.page * q.size}`);
  return rowsOf<ScamQueueRow>(res);
}

export async function countScamFlagged(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from ${chats} c where c.scam_flagged_at is not null`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** Staff answered: the concierge hand-off is done (the SLA clock stops with the message itself). */
export async function clearConciergeEscalation(db: DbOrTx, chatId: string): Promise<boolean> {
  const res = await db.execute(
    sql`update ${chats} set is_concierge_escalated = false where id = ${chatId} and is_concierge_escalated returning id`,
  );
  return rowsOf(res).length > 0;
}
