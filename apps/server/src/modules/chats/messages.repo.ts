import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { formsAmong } from '../forms';
import { chatMessages } from './chats.table';

export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessageRow = typeof chatMessages.$inferInsert;

/** Who a message is from for read state: its sender, or the person behind a system line. */
const actorOf = sql`coalesce(${chatMessages.senderId}::text, ${chatMessages.metadata}->>'actorId')`;

/** Inserts the message unless its id exists (a retried send); null then. */
export async function insertMessage(db: DbOrTx, values: NewMessageRow): Promise<MessageRow | null> {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: chatMessages.id })
    .returning();
  return row ?? null;
}

export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

export async function updateMessage(db: DbOrTx, id: string, patch: Partial<NewMessageRow>): Promise<MessageRow> {
  const [row] = await db.update(chatMessages).set(patch).where(eq(chatMessages.id, id)).returning();
  return row!;
}

/** Messages of a chat in order, after `afterId` when given, with how many match in all. */
export async function pageMessages(
  db: DbOrTx,
  chatId: string,
  q: { afterId?: string | undefined; page: number; size: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(eq(chatMessages.chatId, chatId), q.afterId ? gt(chatMessages.id, q.afterId) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(asc(chatMessages.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The newest message of each chat, by chat id (one query for a whole inbox page). */
export async function lastMessages(db: DbOrTx, chatIds: string[]): Promise<Map<string, MessageRow>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.chatId])
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, chatIds))
    .orderBy(chatMessages.chatId, desc(chatMessages.id));
  return new Map(rows.map((r) => [r.chatId, r]));
}

export async function newestMessageId(db: DbOrTx, chatId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * What a new message changes besides itself, in one statement (sending is the hot path): the
 * chat's lastMessageAt, one more unread message for every participant but its actor, and the
 * seller's SLA clock (`start` keeps a running clock, `stop` clears it). Answers the others' new
 * unread counts and whether the clock started or stopped. The caller holds the chat's lock,
 * which every writer of the SLA clock takes, so the snapshot of the old clock is current.
 */
export async function recordMessage(
  db: DbOrTx,
  chatId: string,
  actorId: string,
  at: Date,
  sla: 'start' | 'stop' | null,
): Promise<{ unread: { userId: string; unreadCount: number }[]; slaMoved: boolean }> {
  const clock =
    sla === 'start' ? sql`coalesce(cu.sla_clock_at, ${at})` : sla === 'stop' ? sql`null` : sql`cu.sla_clock_at`;
  const res = await db.execute<{ user_id: string; unread_count: number; other: boolean; sla_moved: boolean }>(sql`
    with touched as (update chats set last_message_at = ${at}, updated_at = ${at} where id = ${chatId} returning id)
    update chat_users cu set
      unread_count = case when cu.user_id <> ${actorId} then cu.unread_count + 1 else cu.unread_count end,
      sla_clock_at = case when cu.role = 'seller' then ${clock} else cu.sla_clock_at end
    from (select id, sla_clock_at from chat_users where chat_id = ${chatId}) old
    where cu.id = old.id
    returning cu.user_id, cu.unread_count, cu.user_id <> ${actorId} as other,
      cu.role = 'seller' and (old.sla_clock_at is null) <> (cu.sla_clock_at is null) as sla_moved`);
  const rows = (
    res as unknown as { rows: { user_id: string; unread_count: number; other: boolean; sla_moved: boolean }[] }
  ).rows;
  return {
    unread: rows
      .filter((r) => r.other)
      .map((r) => ({ userId: String(r.user_id), unreadCount: Number(r.unread_count) })),
    slaMoved: rows.some((r) => r.sla_moved),
  };
}

/** Messages of others after `afterId` (all of them when null): the unread count. */
export async function countUnread(db: DbOrTx, chatId: string, userId: string, afterId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        afterId ? gt(chatMessages.id, afterId) : undefined,
        sql`${actorOf} is distinct from ${userId}`,
      ),
    );
  return row?.n ?? 0;
}

/** The forms shared in a chat (messages of kind 'form'), oldest first: one query, the forms module's. */
export function formsOfChat(db: DbOrTx, chatId: string) {
  return formsAmong(
    db,
    db
      .select({ id: sql<string>`(${chatMessages.metadata}->>'formId')::uuid` })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), sql`${chatMessages.metadata}->>'kind' = 'form'`)),
  );
}
