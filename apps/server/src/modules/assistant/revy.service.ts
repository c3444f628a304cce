import {
  HANDOFF_REASONS,
  isStaff,
  toPage,
  type Escalation,
  type Page,
  type RevyCorrectionResult,
  type RevyExchange,
  type RevyMetadata,
  type RevySettings,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { appendMessage } from '../chats';
import { loadChat } from '../chats';
import { ChatEffects, flush } from '../chats';
import { feedChat } from '../chats';
import { toChatMessage } from '../chats';
import { actorRoleOf, messageNotices } from '../chats';
import {
  clearSellerEscalation,
  countHandoffChats,
  type EscalationRow,
  findMessage,
  listEscalations,
  pageExchanges,
  setMessageMetadata,
} from '../chats';
import { addCorrection } from '../knowledge';
import { assertCanEdit, findAssistantListing, getListingRow, setRevyEnabled } from '../listings';
import type { UserRecord } from '../users';
import { assistantIncluded } from './assistant-post';

/** The listing when `actor` is its seller or staff (404 unknown or not theirs to see, 403 others). */
async function ownListing(ctx: AppContext, actor: UserRecord, listingId: string) {
  const listing = await getListingRow(ctx.db, listingId);
  assertCanEdit(actor, listing, "Only the seller or staff may manage this car's assistant");
  return listing;
}

/** GET /v1/listing/{id}/revy */
export async function getRevySettings(ctx: AppContext, actor: UserRecord, listingId: string): Promise<RevySettings> {
  await ownListing(ctx, actor, listingId);
  return settingsOf(ctx, listingId);
}

async function settingsOf(ctx: AppContext, listingId: string): Promise<RevySettings> {
  const [listing, included, handoffCount] = await Promise.all([
    findAssistantListing(ctx.db, listingId),
    assistantIncluded(ctx.db, listingId),
    countHandoffChats(ctx.db, listingId),
  ]);
  return {
    listingId,
    enabled: listing!.revyEnabled,
    included,
    handledCount: listing!.chatsHandledByRevyCount,
    handoffCount,
  };
}

/** PUT /v1/listing/{id}/revy: the seller's switch (it only answers when the plan includes it too). */
export async function updateRevySettings(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  enabled: boolean,
): Promise<RevySettings> {
  await ownListing(ctx, actor, listingId);
  await setRevyEnabled(ctx.db, listingId, enabled);
  return settingsOf(ctx, listingId);
}

/** GET /v1/listing/{id}/revy/conversations: each assistant message with the buyer's words, newest first. */
export async function listRevyConversations(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  q: { page: number; size: number },
): Promise<Page<RevyExchange>> {
  await ownListing(ctx, actor, listingId);
  const { rows, total } = await pageExchanges(ctx.db, listingId, q);
  const content = rows.map((r) => ({
    chatId: r.answer.chatId,
    buyerName: r.buyerName ?? 'Buyer',
    question: r.question ? toChatMessage(r.question) : null,
    answer: toChatMessage(r.answer),
  }));
  return toPage(content, total, q);
}

/**
 * POST /v1/chat/{id}/message/{messageId}/correction: the seller (or staff) corrects an assistant
 * answer. In one transaction: a Knowledge entry (type 'correction', question = the buyer's
 * words, source seller or concierge), the correction posted as the corrector's own message (it
 * answers the buyer, so it stops the seller's SLA clock and ends a seller hand-off), and the
 * answer marked with metadata.revy.correctedBy; the marked answer goes out as a feed update.
 */
export async function correctAnswer(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  messageId: string,
  content: string,
): Promise<RevyCorrectionResult> {
  const fx = new ChatEffects();
  const result = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    if (a.role !== 'seller' && !a.staff) throw forbidden('Only the seller or staff correct the assistant');
    const m = await findMessage(tx, messageId);
    if (!m || m.chatId !== chatId) throw notFound('Message');
    if (m.metadata.kind !== 'assistant')
      throw new AppError('CONFLICT', "Only the assistant's answers can be corrected");
    const revy = m.metadata.revy as RevyMetadata;
    if (revy.correctedBy) throw new AppError('CONFLICT', 'This answer has been corrected already');
    const asked = revy.inReplyTo ? await findMessage(tx, revy.inReplyTo) : null;
    const knowledge = await addCorrection(tx, {
      listingId: a.chat.listingId,
      question: asked?.content ?? m.content,
      content,
      source: a.role === 'seller' ? 'seller' : 'concierge',
    });
    const message = await appendMessage(
      tx,
      a,
      {
        senderId: actor.id,
        actorId: actor.id,
        actorRole: actorRoleOf(a),
        content,
        metadata: { kind: 'text', correctionOf: m.id },
        replyToId: asked?.id ?? m.id,
        moveSla: true,
      },
      fx,
    );
    messageNotices(a, actor.id, fx, content);
    const answer = await setMessageMetadata(tx, m.id, {
      ...m.metadata,
      revy: { ...revy, correctedBy: knowledge.id },
    });
    fx.push(chatId, 'update', { message: toChatMessage(answer) });
    const tookOver = a.role === 'seller' && (await clearSellerEscalation(tx, chatId));
    return { knowledge, message: toChatMessage(message!), answer: toChatMessage(answer), tookOver };
  });
  if (result.tookOver) fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  return { knowledge: result.knowledge, message: result.message, answer: result.answer };
}

const iso = (d: string | Date | null) => (d ? new Date(d).toISOString() : null);
const isReason = (r: string | null): r is Escalation['reason'] & string =>
  !!r && (HANDOFF_REASONS as readonly string[]).includes(r);

function toEscalation(r: EscalationRow): Escalation {
  return {
    chatId: String(r.chat_id),
    listingId: String(r.listing_id),
    buyerName: r.buyer_name ?? 'Buyer',
    reason: isReason(r.reason) ? r.reason : null,
    handoffTo: r.is_concierge_escalated ? 'concierge' : 'seller',
    isEscalated: !!r.is_escalated,
    isConciergeEscalated: !!r.is_concierge_escalated,
    question: r.question,
    at: iso(r.handoff_at ?? r.updated_at)!,
    waitingSince: iso(r.sla_clock_at),
  };
}

/** The most escalations one call lists; the concierge queue is worked newest first. */
export const ESCALATIONS_LIMIT = 200;

/** GET /v1/listing/{id}/escalations (its seller and staff). */
export async function listListingEscalations(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
): Promise<Escalation[]> {
  await ownListing(ctx, actor, listingId);
  return (await listEscalations(ctx.db, listingId, ESCALATIONS_LIMIT)).map(toEscalation);
}

/** GET /v1/concierge/escalations (staff): every listing's, newest first. */
export async function listAllEscalations(ctx: AppContext, actor: UserRecord): Promise<Escalation[]> {
  if (!isStaff(actor)) throw forbidden('Only staff see the concierge queue');
  return (await listEscalations(ctx.db, null, ESCALATIONS_LIMIT)).map(toEscalation);
}
