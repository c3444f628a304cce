import type { ChatMessageMetadata, ChatUserRole } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../lib/ids';
import type { ChatAccess } from './chat-access';
import type { ChatEffects } from './chat-effects';
import * as chatsRepo from './chats.repo';
import { toChatMessage } from './chats.mapper';
import * as repo from './messages.repo';
import type { MessageRow } from './messages.repo';

export type AppendInput = {
  id?: string | undefined;
  /** The person who wrote it; null for system lines. */
  senderId: string | null;
  /** The person a system line is about (their own action is not unread for them). */
  actorId: string;
  actorRole: ChatUserRole;
  content: string;
  metadata: ChatMessageMetadata;
  replyToId?: string | null | undefined;
  /** A buyer's words start the seller's SLA clock; any answer of the seller stops it. */
  moveSla: boolean;
};

/**
 * Stores a message in a locked chat (caller's transaction): unread counts of the others, the
 * chat's lastMessageAt, the SLA clock and, when that moved, the listing's counters. Returns
 * null when a message with this id already exists (a retried send), changing nothing.
 */
export async function appendMessage(
  tx: DbOrTx,
  a: ChatAccess,
  input: AppendInput,
  fx: ChatEffects,
): Promise<MessageRow | null> {
  const now = new Date();
  const metadata = input.senderId ? input.metadata : { ...input.metadata, actorId: input.actorId };
  const row = await repo.insertMessage(tx, {
    id: input.id ?? newId(),
    chatId: a.chat.id,
    senderId: input.senderId,
    replyToId: input.replyToId ?? null,
    content: input.content,
    contentText: input.content,
    metadata,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) return null;
  if (input.actorRole === 'concierge') {
    // Staff who write join the chat, so they get read state and later messages count as unread.
    await chatsRepo.insertChatUsers(tx, [{ chatId: a.chat.id, userId: input.actorId, role: 'concierge' }]);
  }
  const sla = !input.moveSla ? null : input.actorRole === 'buyer' ? 'start' : 'stop';
  const { unread, slaMoved } = await repo.recordMessage(tx, a.chat.id, input.actorId, now, sla);
  if (slaMoved) fx.counters(await chatsRepo.recountSla(tx, a.chat.listingId));
  fx.push(a.chat.id, 'child', toChatMessage(row)).unread(unread, a.chat.id);
  return row;
}
