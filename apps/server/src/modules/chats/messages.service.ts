import { readChatNotifications } from '../notifications';
import { chatMessageNotice } from '@revy/shared';
import {
  canEditMessageAt,
  CHAT_SEND_RATE,
  isAdmin,
  type StaffMark,
  scamSignals,
  toPage,
  type ChatMessage,
  type ChatUser,
  type Page,
  type SendMessage,
} from '@revy/shared';
import { consume } from '../../adapters/rate-limit';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { assertCanWrite, chatLink, loadChat, type ChatAccess } from './chat-access';
import { appendMessage } from './chat-append';
import { ChatEffects, flush } from './chat-effects';
import type { MessageHook } from './message-hook';
import { chatUserViews } from './chat-views';
import * as chatsRepo from './chats.repo';
import { toChatMessage } from './chats.mapper';
import * as repo from './messages.repo';
import { markScamFlagged } from './scam-queue.repo';
import { recordHistory } from '../history';
import { clearConciergeEscalation } from './concierge-queue.repo';
import { feedChat } from './chat-views';
import type { MessageRow } from './messages.repo';

/** Keys the server sets on a message's metadata; a client's values for them are dropped. */
const SERVER_KEYS = new Set([
  'kind',
  'scamSignals',
  'revy',
  'actorId',
  'formId',
  'formName',
  'offerId',
  'event',
  'editedAt',
  'staff',
]);

function clientMetadata(m: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(m ?? {}).filter(([k]) => !SERVER_KEYS.has(k)));
}

/**
 * Staff writing in a chat they are not a party to answer for the seller (issue 16, decision 030): the message names
 * them in metadata.staff, which only the server sets.
 */
function staffMarkFor(a: ChatAccess, actor: UserRecord): StaffMark | null {
  if (!a.staff || a.role) return null;
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(' ').trim() || 'Revy team';
  return { userId: actor.id, name, role: isAdmin(actor) ? 'admin' : 'concierge' };
}

/** The staff side of a chat they are not a party to. */
export const actorRoleOf = (a: ChatAccess) => a.role ?? 'concierge';

/** The notification for the other side(s) of a new message. */
export function messageNotices(a: ChatAccess, actorId: string, fx: ChatEffects, text: string): void {
  const parties = [
    { userId: a.chat.buyerId, role: 'buyer' as const },
    { userId: a.listing.sellerId, role: 'seller' as const },
  ];
  for (const p of parties) {
    if (p.userId === actorId) continue;
    fx.notify.push({
      userId: p.userId,
      type: 'chat.message',
      ...chatMessageNotice({ to: p.role, car: a.listing.title, text }),
      link: chatLink(p.role, a.chat),
      data: { chatId: a.chat.id, listingId: a.chat.listingId },
    });
  }
}

/**
 * A concierge answered for the seller: the hand-off to a concierge is done (the SLA clock already stopped with the
 * message, as for a seller's reply), and History keeps who answered (className Chat, action staffMessage).
 */
async function staffAnswered(
  tx: Parameters<typeof appendMessage>[0],
  a: ChatAccess,
  stored: MessageRow,
  staff: StaffMark,
): Promise<boolean> {
  const cleared = await clearConciergeEscalation(tx, a.chat.id);
  await recordHistory(tx, {
    className: 'Chat',
    targetId: a.chat.id,
    data: {
      action: 'staffMessage',
      before: { isConciergeEscalated: a.chat.isConciergeEscalated },
      after: { isConciergeEscalated: false, messageId: stored.id, staff },
    },
    savedBy: staff.userId,
  });
  return cleared;
}

/** A retried send finds its message: the same sender in the same chat, else the id is taken (409). */
function sameSend(existing: MessageRow, chatId: string, senderId: string): ChatMessage {
  if (existing.chatId !== chatId || existing.senderId !== senderId)
    throw new AppError('CONFLICT', 'This message id is already used');
  return toChatMessage(existing);
}

/**
 * POST /v1/chat/{id}/message: stores the text exactly as sent (shown as text, never HTML), with
 * scam warnings in metadata.scamSignals (flagged, never blocked). The client's id makes a
 * retried send return the stored message instead of a second one; rate-limited per sender.
 * `hook` is the assistant's (app.ts wires it): its answer job is written in the message's transaction.
 */
export async function sendMessage(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  input: SendMessage,
  hook: MessageHook,
): Promise<ChatMessage> {
  // A retried send answers its stored message without spending the sender's rate. Access is
  // checked once, inside the transaction: a stranger's id lookup only finds their own messages.
  if (input.id) {
    const existing = await repo.findMessage(ctx.db, input.id);
    if (existing && existing.senderId === actor.id) return sameSend(existing, chatId, actor.id);
  }
  await consume(ctx.rateLimiter, CHAT_SEND_RATE, `chat:send:${actor.id}`);
  const fx = new ChatEffects();
  let escalationCleared = false;
  const row = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    assertCanWrite(a);
    if (input.replyToId) {
      const parent = await repo.findMessage(tx, input.replyToId);
      if (parent?.chatId !== chatId)
        throw new AppError('VALIDATION_FAILED', 'The message you reply to is not in this chat', {
          fields: { replyToId: 'Not in this chat' },
        });
    }
    const signals = scamSignals(input.content);
    const staff = staffMarkFor(a, actor);
    const stored = await appendMessage(
      tx,
      a,
      {
        id: input.id,
        senderId: actor.id,
        actorId: actor.id,
        actorRole: actorRoleOf(a),
        content: input.content,
        metadata: {
          ...clientMetadata(input.metadata),
          kind: 'text',
          ...(signals.length ? { scamSignals: signals } : {}),
          ...(staff ? { staff } : {}),
        },
        replyToId: input.replyToId,
        moveSla: true,
      },
      fx,
    );
    if (stored) {
      // Flagged, never blocked (decision 026): the message is delivered and the chat joins staff's queue with it.
      if (signals.length) await markScamFlagged(tx, chatId, stored.createdAt);
      if (staff) escalationCleared = await staffAnswered(tx, a, stored, staff);
      messageNotices(a, actor.id, fx, input.content);
      // The assistant's job commits with the message (decision 015): never lost, queued once.
      await hook.stored(ctx, tx, stored, a.chat, a.listing.sellerId);
    }
    return stored;
  });
  if (!row) {
    // Another request with the same id won the insert a moment ago.
    const existing = await repo.findMessage(ctx.db, input.id!);
    if (!existing) throw new AppError('CONFLICT', 'This message id is already used');
    return sameSend(existing, chatId, actor.id);
  }
  // Buyer and seller watching the chat see the concierge flag drop.
  if (escalationCleared) fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  hook.committed(ctx); // the assistant answers in the background (decisions 012, 015)
  return toChatMessage(row);
}

/** GET /v1/chat/{id}/message: oldest first, after `afterId` when given. */
export async function listMessages(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  q: { afterId?: string | undefined; page: number; size: number },
): Promise<Page<ChatMessage>> {
  await loadChat(ctx.db, actor, chatId);
  const { rows, total } = await repo.pageMessages(ctx.db, chatId, q);
  return toPage(rows.map(toChatMessage), total, q);
}

/** POST /v1/chat/{id}/message/{messageId}: the author corrects their text within the edit window. */
export async function editMessage(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  messageId: string,
  content: string,
): Promise<ChatMessage> {
  const fx = new ChatEffects();
  const row = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    assertCanWrite(a);
    const m = await repo.findMessage(tx, messageId);
    if (!m || m.chatId !== chatId) throw notFound('Message');
    if (m.senderId !== actor.id) throw forbidden('Only its author can edit a message');
    if (m.metadata.kind !== 'text') throw new AppError('CONFLICT', 'Only text messages can be edited');
    if (!canEditMessageAt(m.createdAt))
      throw new AppError('CONFLICT', 'Messages can be edited for 15 minutes after sending');
    const { scamSignals: _old, ...rest } = m.metadata;
    const signals = scamSignals(content);
    const updated = await repo.updateMessage(tx, m.id, {
      content,
      contentText: content,
      metadata: { ...rest, ...(signals.length ? { scamSignals: signals } : {}), editedAt: new Date().toISOString() },
    });
    // An edit that adds a scam flags the chat again; one that removes it leaves the flag for staff to review (what
    // the other person already read was the flagged text).
    if (signals.length) await markScamFlagged(tx, chatId, new Date());
    fx.push(chatId, 'update', { message: toChatMessage(updated) });
    return updated;
  });
  await flush(ctx, fx);
  return toChatMessage(row);
}

/**
 * POST /v1/chat/{id}/read: the caller has read up to a message (the newest by default). Read
 * state only moves forward; unreadCount is recounted as the messages of others after it.
 */
export async function markRead(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  messageId: string | undefined,
): Promise<ChatUser> {
  const fx = new ChatEffects();
  const row = await ctx.db.transaction(async (tx) => {
    await loadChat(tx, actor, chatId);
    const mine = (await chatsRepo.chatUsersOf(tx, [chatId], actor.id)).get(chatId);
    if (!mine) throw forbidden('Only people in this conversation have read state');
    let target = messageId ?? (await repo.newestMessageId(tx, chatId));
    if (messageId) {
      const m = await repo.findMessage(tx, messageId);
      if (!m || m.chatId !== chatId) throw notFound('Message');
    }
    if (mine.lastReadChatMessageId && (!target || target < mine.lastReadChatMessageId))
      target = mine.lastReadChatMessageId;
    const unreadCount = await repo.countUnread(tx, chatId, actor.id, target);
    const updated = await chatsRepo.updateChatUser(tx, mine.id, {
      lastReadChatMessageId: target,
      lastReadAt: new Date(),
      unreadCount,
    });
    return updated;
  });
  const [view] = await chatUserViews(ctx.db, [row]);
  fx.unread([{ userId: actor.id, unreadCount: row.unreadCount }], chatId).push(chatId, 'update', { chatUser: view });
  await flush(ctx, fx);
  await readChatNotifications(ctx, actor.id, chatId);
  return view!;
}
