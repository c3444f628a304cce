import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chats } from './chats.table';
import type { ChatRow } from './chats.repo';
import type { MessageRow } from './messages.repo';

/** A message the shield flagged: its metadata holds a non-empty scamSignals list. */
const flagged = sql`jsonb_array_length(coalesce(${chatMessages.metadata}->'scamSignals', '[]'::jsonb)) > 0`;

/** Marks the chat as flagged now (the message's own transaction): the staff queue orders by this time. */
export async function markScamFlagged(db: DbOrTx, chatId: string, at: Date): Promise<void> {
  await db.update(chats).set({ scamFlaggedAt: at }).where(eq(chats.id, chatId));
}

/** Staff reviewed the chat: it leaves the queue until a new message is flagged. */
export async function clearScamFlag(db: DbOrTx, chatId: string): Promise<ChatRow | null> {
  const [row] = await db.update(chats).set({ scamFlaggedAt: null }).where(eq(chats.id, chatId)).returning();
  return row ?? null;
}

/** Flagged chats, the latest flag first (ties by id, so pages never overlap), and how many there are. */
export async function pageScamFlagged(
  db: DbOrTx,
  q: { page: number; size: number },
): Promise<{ rows: ChatRow[]; total: number }> {
  const where = isNotNull(chats.scamFlaggedAt);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(chats)
      .where(where)
      .orderBy(desc(chats.scamFlaggedAt), desc(chats.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chats)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * The flagged messages of some chats, newest first, at most `limit` per chat, with each chat's count: two queries
 * for a whole page.
 */
export async function flaggedMessagesOf(
  db: DbOrTx,
  chatIds: string[],
  limit: number,
): Promise<{ messages: Map<string, MessageRow[]>; counts: Map<string, number> }> {
  const messages = new Map<string, MessageRow[]>();
  const counts = new Map<string, number>();
  if (chatIds.length === 0) return { messages, counts };
  const where = and(inArray(chatMessages.chatId, chatIds), flagged);
  const ranked = db
    .select({
      id: chatMessages.id,
      n: sql<number>`row_number() over (partition by ${chatMessages.chatId} order by ${chatMessages.id} desc)`.as('n'),
    })
    .from(chatMessages)
    .where(where)
    .as('ranked');
  const [rows, totals] = await Promise.all([
    db
      .select({ m: chatMessages })
      .from(chatMessages)
      .innerJoin(ranked, eq(ranked.id, chatMessages.id))
      .where(sql`${ranked.n} <= ${limit}`)
      .orderBy(desc(chatMessages.id)),
    db
      .select({ chatId: chatMessages.chatId, n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(where)
      .groupBy(chatMessages.chatId),
  ]);
  for (const { m } of rows) messages.set(m.chatId, [...(messages.get(m.chatId) ?? []), m]);
  for (const t of totals) counts.set(t.chatId, t.n);
  return { messages, counts };
}
