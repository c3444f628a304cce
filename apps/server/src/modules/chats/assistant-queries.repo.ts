import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingIsLive, listingSellerIdOf } from '../listings';
import { userFirstNameOf } from '../users';
import { chatMessages, chats } from './chats.table';
import type { MessageRow } from './messages.repo';

/*
 * The queries of the chat tables the buyer assistant runs (issue 14: moved from assistant.repo.ts, so that the
 * assistant, a module above chats, reads no chat table itself; the SQL is unchanged, and where it read another
 * module's table, the join is that module's subquery with the same result). Assistant messages are chat messages
 * with senderId null and metadata.kind 'assistant'; metadata.revy.inReplyTo names the buyer message they answer.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const isAssistant = sql`${chatMessages.metadata}->>'kind' = 'assistant'`;

/** Whether the assistant already answered this buyer message (a retried or repeated trigger). */
export async function hasAssistantReplyTo(db: DbOrTx, chatId: string, buyerMessageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        isAssistant,
        sql`${chatMessages.metadata}->'revy'->>'inReplyTo' = ${buyerMessageId}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** Whether a person other than the buyer (the seller, a concierge) wrote after this message. */
export async function personWroteAfter(
  db: DbOrTx,
  chatId: string,
  messageId: string,
  buyerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        gt(chatMessages.id, messageId),
        sql`${chatMessages.senderId} is not null and ${chatMessages.senderId} <> ${buyerId}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The `limit` messages before `beforeId`, oldest first (the assistant's conversation history). */
export async function messagesBefore(
  db: DbOrTx,
  chatId: string,
  beforeId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The newest buyer message of a chat (what an SLA hand-off replies to). */
export async function lastBuyerMessage(db: DbOrTx, chatId: string, buyerId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.senderId, buyerId)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row ?? null;
}

export async function setMessageMetadata(
  db: DbOrTx,
  id: string,
  metadata: Record<string, unknown>,
): Promise<MessageRow> {
  const [row] = await db.update(chatMessages).set({ metadata }).where(eq(chatMessages.id, id)).returning();
  return row!;
}

/** How many chats of a listing the assistant has answered (chats.revy_answered_at), as a subquery. */
export const revyAnsweredChatCount = (listingId: string): SQL<number> =>
  sql<number>`(select count(*)::int from ${chats} c where c.listing_id = ${listingId} and c.revy_answered_at is not null)`;

/** Chats of a listing the assistant handed to a person at least once. */
export async function countHandoffChats(db: DbOrTx, listingId: string): Promise<number> {
  const res = await db.execute(sql`
    select count(distinct m.chat_id)::int as n from chat_messages m join chats c on c.id = m.chat_id
    where c.listing_id = ${listingId} and m.metadata->>'kind' = 'assistant' and m.metadata->'revy'->>'action' = 'handoff'`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

export type ExchangeRow = { answer: MessageRow; question: MessageRow | null; buyerName: string | null };

/** The assistant's messages in a listing's chats, newest first, with the buyer message each answers. */
export async function pageExchanges(
  db: DbOrTx,
  listingId: string,
  q: { page: number; size: number },
): Promise<{ rows: ExchangeRow[]; total: number }> {
  const where = and(eq(chats.listingId, listingId), isAssistant);
  const answers = await db
    .select({ m: chatMessages, buyerName: userFirstNameOf(chats.buyerId) })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(where);
  const ids = answers
    .map((a) => (a.m.metadata as { revy?: { inReplyTo?: string } }).revy?.inReplyTo)
    .filter((x): x is string => !!x);
  const questions = ids.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          sql`${chatMessages.id} in (${sql.join(
            ids.map((i) => sql`${i}::uuid`),
            sql`, `,
          )})`,
        )
    : [];
  const byId = new Map(questions.map((m) => [m.id, m]));
  return {
    rows: answers.map((a) => ({
      answer: a.m,
      question: byId.get((a.m.metadata as { revy?: { inReplyTo?: string } }).revy?.inReplyTo ?? '') ?? null,
      buyerName: a.buyerName,
    })),
    total: count?.n ?? 0,
  };
}

export type EscalationRow = {
  chat_id: string;
  listing_id: string;
  buyer_name: string | null;
  is_escalated: boolean;
  is_concierge_escalated: boolean;
  updated_at: string | Date;
  sla_clock_at: string | Date | null;
  handoff_at: string | Date | null;
  reason: string | null;
  question: string | null;
};

/**
 * Escalated chats (either flag) of live listings, newest hand-off first, each with the assistant's latest hand-off
 * (reason, the buyer's words) and how long the buyer has waited on the seller.
 */
export async function listEscalations(db: DbOrTx, listingId: string | null, limit: number): Promise<EscalationRow[]> {
  const res = await db.execute(sql`
    select c.id as chat_id, c.listing_id, ${userFirstNameOf(sql`c.buyer_id`)} as buyer_name, c.is_escalated, c.is_concierge_escalated, c.updated_at,
      (select cu.sla_clock_at from chat_users cu where cu.chat_id = c.id and cu.role = 'seller') as sla_clock_at,
      h.created_at as handoff_at, h.metadata->'revy'->>'reason' as reason,
      (select q.content from chat_messages q where q.id = (h.metadata->'revy'->>'inReplyTo')::uuid) as question
    from chats c
    left join lateral (
      select m.created_at, m.metadata from chat_messages m
      where m.chat_id = c.id and m.metadata->>'kind' = 'assistant' and m.metadata->'revy'->>'action' = 'handoff'
      order by m.id desc limit 1
    ) h on true
    where (c.is_escalated or c.is_concierge_escalated) ${listingId ? sql`and c.listing_id = ${listingId}` : sql``}
      and ${listingIsLive(sql`c.listing_id`)}
    order by coalesce(h.created_at, c.updated_at) desc
    limit ${limit}`);
  return rowsOf<EscalationRow>(res);
}

/**
 * Chats whose buyer has waited on the seller since before `cutoff`, not yet with a concierge nor restricted, on
 * listings `eligible` accepts (the assistant's rule, a condition on the listing id it is given), oldest clock
 * first, with the listing's seller.
 */
export async function slaOverdueChats(
  db: DbOrTx,
  cutoff: Date,
  eligible: (listingId: SQL) => SQL,
  limit: number,
): Promise<{ chatId: string; sellerId: string }[]> {
  const res = await db.execute(sql`
    select c.id as chat_id, ${listingSellerIdOf(sql`c.listing_id`)} as seller_id from chat_users cu
    join chats c on c.id = cu.chat_id
    where cu.role = 'seller' and cu.sla_clock_at is not null and cu.sla_clock_at < ${cutoff}
      and not c.is_concierge_escalated and not c.is_restricted
      and ${eligible(sql`c.listing_id`)}
    order by cu.sla_clock_at asc
    limit ${limit}`);
  return rowsOf<{ chat_id: string; seller_id: string }>(res).map((r) => ({
    chatId: String(r.chat_id),
    sellerId: String(r.seller_id),
  }));
}

/** The chat fields the assistant decides on. */
export async function findChatState(db: DbOrTx, chatId: string) {
  const [row] = await db
    .select({
      id: chats.id,
      listingId: chats.listingId,
      buyerId: chats.buyerId,
      isEscalated: chats.isEscalated,
      isConciergeEscalated: chats.isConciergeEscalated,
      isRestricted: chats.isRestricted,
    })
    .from(chats)
    .where(eq(chats.id, chatId));
  return row ?? null;
}
export type ChatState = NonNullable<Awaited<ReturnType<typeof findChatState>>>;

/** Clears the seller hand-off when set; true when it changed (the seller took over). */
export async function clearSellerEscalation(db: DbOrTx, chatId: string): Promise<boolean> {
  const rows = await db
    .update(chats)
    .set({ isEscalated: false })
    .where(and(eq(chats.id, chatId), eq(chats.isEscalated, true)))
    .returning({ id: chats.id });
  return rows.length > 0;
}

export type AssistantChatFlags = Partial<
  Pick<typeof chats.$inferInsert, 'isEscalated' | 'isConciergeEscalated' | 'revyAnsweredAt'>
>;

export async function setChatFlags(db: DbOrTx, chatId: string, patch: AssistantChatFlags): Promise<void> {
  await db.update(chats).set(patch).where(eq(chats.id, chatId));
}

/** The seller's SLA clock in a chat (when the buyer's oldest unanswered message arrived). */
export async function sellerClock(db: DbOrTx, chatId: string): Promise<Date | null> {
  const res = await db.execute(sql`select sla_clock_at from chat_users where chat_id = ${chatId} and role = 'seller'`);
  const v = rowsOf<{ sla_clock_at: string | Date | null }>(res)[0]?.sla_clock_at;
  return v ? new Date(v) : null;
}
