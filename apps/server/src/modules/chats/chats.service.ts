import { canEditListing, isStaff, parseSort, toPage, type Chat, type ChatUser, type Page } from '@revy/shared';
import type { z } from 'zod';
import type { UpdateChatSchema } from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findChatListing } from '../listings';
import { getUserRecord, type UserRecord } from '../users';
import { loadChat } from './chat-access';
import { ChatEffects, flush } from './chat-effects';
import { chatUserViews, chatView, chatViews, feedChat } from './chat-views';
import * as repo from './chats.repo';
import { expireChatOffersIfDue } from './offers.service';

type ListQuery = { page: number; size: number; sort?: string | undefined; all?: boolean; userId?: string | undefined };

function pageQuery(q: ListQuery): repo.ChatPageQuery {
  const s = parseSort(q.sort);
  const field = s && repo.CHAT_SORT_FIELDS.includes(s.field) ? s.field : 'lastMessageAt';
  return { page: q.page, size: q.size, field, dir: s ? s.dir : 'desc' };
}

/**
 * POST /v1/chat: the caller's chat about a published listing, made on first call and returned
 * as it is after (one per buyer and listing, enforced by a unique index). Staff may open one for
 * another buyer (buyerId). The seller has no chat with themself (409).
 */
export async function createChat(
  ctx: AppContext,
  actor: UserRecord,
  input: { listingId: string; buyerId?: string | undefined },
): Promise<Chat> {
  const staff = isStaff(actor);
  const buyerId = input.buyerId ?? actor.id;
  if (buyerId !== actor.id && !staff) throw forbidden('Only staff open a chat for another buyer');
  if (buyerId !== actor.id) await getUserRecord(ctx.db, buyerId);
  const fx = new ChatEffects();
  const chat = await ctx.db.transaction(async (tx) => {
    const listing = await findChatListing(tx, input.listingId, { forUpdate: true });
    if (!listing || listing.deletedAt || (listing.status !== 'published' && !staff && !canEditListing(actor, listing)))
      throw notFound('Listing');
    if (listing.sellerId === buyerId) throw new AppError('CONFLICT', 'You cannot open a chat about your own listing');
    const created = await repo.insertChat(tx, { listingId: listing.id, buyerId });
    if (!created) return (await repo.findChatOf(tx, listing.id, buyerId))!;
    await repo.insertChatUsers(tx, [
      { chatId: created.id, userId: buyerId, role: 'buyer' },
      { chatId: created.id, userId: listing.sellerId, role: 'seller' },
    ]);
    fx.counters(await repo.recountListing(tx, listing.id));
    return created;
  });
  await flush(ctx, fx);
  return chatView(ctx.db, actor, chat);
}

/** GET /v1/chat/{id}: with ?forms=true, the forms shared in it. */
export async function getChat(ctx: AppContext, actor: UserRecord, id: string, opts: { forms: boolean }): Promise<Chat> {
  const a = await loadChat(ctx.db, actor, id);
  const chat = (await expireChatOffersIfDue(ctx, a.chat)) ?? a.chat;
  return chatView(ctx.db, actor, chat, { forms: opts.forms });
}

/** GET /v1/chat: the caller's chats, latest activity first; staff see every chat with ?all=true. */
export async function listMyChats(ctx: AppContext, actor: UserRecord, q: ListQuery): Promise<Page<Chat>> {
  if (q.all && !isStaff(actor)) throw forbidden('Only staff list every chat');
  const userId = q.userId ?? actor.id;
  if (userId !== actor.id && !isStaff(actor)) throw forbidden("Only staff list another user's chats");
  const { rows, total } = await repo.pageChats(ctx.db, q.all ? undefined : repo.chatsOfUser(userId), pageQuery(q));
  return toPage(await chatViews(ctx.db, actor, rows), total, q);
}

/** GET /v1/chat/listing/{listingId}: every chat of the listing for its seller and staff; a buyer's own otherwise. */
export async function listListingChats(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  q: ListQuery,
): Promise<Page<Chat>> {
  const listing = await findChatListing(ctx.db, listingId);
  if (!listing) throw notFound('Listing');
  // A buyer keeps their chat after the car is sold or unpublished; they only ever see their own.
  const all = canEditListing(actor, listing);
  const { rows, total } = await repo.pageChats(
    ctx.db,
    repo.chatsOfListing(listingId, all ? undefined : actor.id),
    pageQuery(q),
  );
  return toPage(await chatViews(ctx.db, actor, rows), total, q);
}

/**
 * PUT /v1/chat/{id}: anyone in the chat (and staff) may set the title; the seller or staff
 * restrict the buyer (isRestricted); only staff set the escalation flags.
 */
export async function updateChat(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: z.infer<typeof UpdateChatSchema>,
): Promise<Chat> {
  const fx = new ChatEffects();
  const chat = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, id, { lock: true });
    // The GET body comes back whole (decision 019): a flag sent with its saved value is no change,
    // so only a real change needs the role that may make it.
    const differs = <K extends 'isRestricted' | 'isEscalated' | 'isConciergeEscalated'>(k: K) =>
      input[k] !== undefined && input[k] !== a.chat[k];
    if (differs('isRestricted') && a.role !== 'seller' && !a.staff)
      throw forbidden('Only the seller or staff can close a conversation');
    if ((differs('isEscalated') || differs('isConciergeEscalated')) && !a.staff)
      throw forbidden('Only staff change escalation');
    const patch: repo.ChatPatch = {};
    if (input.title !== undefined && (input.title || null) !== a.chat.title) patch.title = input.title || null;
    if (differs('isRestricted')) patch.isRestricted = input.isRestricted;
    if (differs('isEscalated')) patch.isEscalated = input.isEscalated;
    if (differs('isConciergeEscalated')) patch.isConciergeEscalated = input.isConciergeEscalated;
    if (Object.keys(patch).length === 0) return a.chat;
    return repo.updateChat(tx, id, patch);
  });
  fx.push(id, 'update', await feedChat(ctx.db, id));
  await flush(ctx, fx);
  return chatView(ctx.db, actor, chat);
}

/** DELETE /v1/chat/{id} (staff): the chat, its messages and offers; the listing's counters follow. */
export async function deleteChat(ctx: AppContext, actor: UserRecord, id: string): Promise<void> {
  if (!isStaff(actor)) throw forbidden('Only staff delete conversations');
  const fx = new ChatEffects();
  await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, id, { lock: true });
    const people = await repo.chatUsersOfChat(tx, id);
    await repo.deleteChat(tx, id);
    fx.push(id, 'delete', { id }).unread(
      people.map((p) => ({ userId: p.userId, unreadCount: 0 })),
      id,
    );
    fx.counters(await repo.recountListing(tx, a.chat.listingId));
  });
  await flush(ctx, fx);
}

/** GET /v1/chat/user: the caller's rows in every chat (unread badges). */
export async function listMyChatUsers(ctx: AppContext, actor: UserRecord): Promise<ChatUser[]> {
  return chatUserViews(ctx.db, await repo.chatUsersOfUser(ctx.db, actor.id));
}

/** GET /v1/chat/{id}/user/{userId}: one participant's row (read receipts). */
export async function getChatUser(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  userId: string,
): Promise<ChatUser> {
  await loadChat(ctx.db, actor, chatId);
  const row = (await repo.chatUsersOf(ctx.db, [chatId], userId)).get(chatId);
  if (!row) throw notFound('Chat user');
  return (await chatUserViews(ctx.db, [row]))[0]!;
}
