import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forms } from '../forms/forms.table';
import { chatMessages, chatUsers } from './chats.table';

export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessageRow = typeof chatMessages.$inferInsert;

/** Who a message is from for read state: its sender, or the person behind a system line. */
const actorOf = sql`coalesce(${chatMessages.senderId}::text, ${chatMessages.metadata}->>'actorId')`;

/** Inserts the message unless its id exists (a retried send); null then. */
export async function insertMessage(db: DbOrTx, values: NewMessageRow): Promise<MessageRow | null> {
  const [row] = await db.insert(chatMessages).values(values).onConflictDoNothing({ target: chatMessages.id }).returning();
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
    db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.id)).limit(q.size).offset(q.page * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(where),
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
  const [row] = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.chatId, chatId)).orderBy(desc(chatMessages.id)).limit(1);
  return row?.id ?? null;
}

/** Adds one unread message for every participant but its actor; their new counts. */
export function bumpUnread(db: DbOrTx, chatId: string, actorId: string | null): Promise<{ userId: string; unreadCount: number }[]> {
  const notActor: SQL | undefined = actorId ? sql`${chatUsers.userId} <> ${actorId}` : undefined;
  return db
    .update(chatUsers)
    .set({ unreadCount: sql`${chatUsers.unreadCount} + 1` })
    .where(and(eq(chatUsers.chatId, chatId), notActor))
    .returning({ userId: chatUsers.userId, unreadCount: chatUsers.unreadCount });
}

/** Messages of others after `afterId` (all of them when null): the unread count. */
export async function countUnread(db: DbOrTx, chatId: string, userId: string, afterId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), afterId ? gt(chatMessages.id, afterId) : undefined, sql`${actorOf} is distinct from ${userId}`));
  return row?.n ?? 0;
}

/** Starts the seller's SLA clock (kept when already running); true when it was stopped. */
export async function startSlaClock(db: DbOrTx, chatId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(chatUsers)
    .set({ slaClockAt: at })
    .where(and(eq(chatUsers.chatId, chatId), eq(chatUsers.role, 'seller'), isNull(chatUsers.slaClockAt)))
    .returning({ id: chatUsers.id });
  return rows.length > 0;
}

/** Stops the seller's SLA clock; true when it was running. */
export async function stopSlaClock(db: DbOrTx, chatId: string): Promise<boolean> {
  const rows = await db
    .update(chatUsers)
    .set({ slaClockAt: null })
    .where(and(eq(chatUsers.chatId, chatId), eq(chatUsers.role, 'seller'), sql`${chatUsers.slaClockAt} is not null`))
    .returning({ id: chatUsers.id });
  return rows.length > 0;
}

/** The forms shared in a chat (messages of kind 'form'), oldest first. */
export function formsOfChat(db: DbOrTx, chatId: string) {
  return db
    .select()
    .from(forms)
    .where(
      inArray(
        forms.id,
        db
          .select({ id: sql<string>`(${chatMessages.metadata}->>'formId')::uuid` })
          .from(chatMessages)
          .where(and(eq(chatMessages.chatId, chatId), sql`${chatMessages.metadata}->>'kind' = 'form'`)),
      ),
    )
    .orderBy(asc(forms.createdAt));
}
