import {
  ASSISTANT_FEATURE,
  activePurchase,
  type AssistantDecision,
  handoffNotice,
  type RevyMetadata,
} from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import type { EngineDecision } from '../../adapters/ai/ai-engine';
import { handoffsOf } from '../ai';
import { appendMessage } from '../chats';
import { chatLink, type ChatAccess } from '../chats';
import type { ChatEffects } from '../chats';
import { type AssistantChatFlags, revyAnsweredChatCount, setChatFlags } from '../chats';
import { setChatsHandledByRevyCount } from '../listings';
import type { NotifyItem } from '../notifications';
import { purchaseRowsOfListing } from '../payments';
import { findStaffIds } from '../users';

/** Whether the listing's active plan includes the assistant (spec 9 plans; REVY_ASSISTANT). */
export async function assistantIncluded(db: DbOrTx, listingId: string): Promise<boolean> {
  return activePurchase(await purchaseRowsOfListing(db, listingId))?.features.includes(ASSISTANT_FEATURE) ?? false;
}

/**
 * Posts the assistant's decision in a locked chat (the caller's transaction, after loadChat with
 * lock): senderId null, metadata { kind 'assistant', revy }; a hand-off records in revy.handoffs each part of the
 * buyer's message it handed to a person (`question`: the buyer's words), which the follow-up rule reads. It never moves the seller's SLA
 * clock: the buyer is still waiting on a person. On the chat's first answer it stamps
 * revyAnsweredAt and recounts chatsHandledByRevyCount (the listing lock is held); a hand-off sets
 * the escalation flag of whoever takes over.
 */
export async function postDecision(
  tx: DbOrTx,
  a: ChatAccess,
  decision: EngineDecision,
  inReplyTo: string,
  fx: ChatEffects,
  question: string | null = null,
) {
  const handoffs = handoffsOf(decision, question ?? '');
  const revy: RevyMetadata = {
    action: decision.action,
    handoffTo: decision.handoffTo,
    reason: decision.reason,
    citations: decision.citations,
    confidence: decision.confidence,
    engine: decision.engine,
    inReplyTo,
    ...(handoffs.length ? { handoffs } : {}),
  };
  const row = await appendMessage(
    tx,
    a,
    // The assistant speaks for the seller: actorId is the seller, so its words are not unread for them twice.
    {
      senderId: null,
      actorId: a.listing.sellerId,
      actorRole: 'seller',
      content: decision.text,
      metadata: { kind: 'assistant', revy },
      replyToId: inReplyTo,
      moveSla: false,
    },
    fx,
  );
  if (!row) return null;
  const patch: AssistantChatFlags = {};
  if (decision.action === 'answer' && !a.chat.revyAnsweredAt) patch.revyAnsweredAt = row.createdAt;
  if (decision.action === 'handoff') {
    if (decision.handoffTo === 'concierge') patch.isConciergeEscalated = true;
    else patch.isEscalated = true;
  }
  if (Object.keys(patch).length) await setChatFlags(tx, a.chat.id, patch);
  if (patch.revyAnsweredAt) {
    // Recounted from chats.revy_answered_at in one statement; the listing lock (loadChat) keeps two first answers apart.
    const n = await setChatsHandledByRevyCount(tx, a.chat.listingId, revyAnsweredChatCount(a.chat.listingId));
    fx.push(a.chat.listingId, 'update', { id: a.chat.listingId, chatsHandledByRevyCount: n });
  }
  return row;
}

/** Who hears of a hand-off: always the seller, and staff when a concierge takes over. */
export async function handoffNotices(
  db: DbOrTx,
  a: ChatAccess,
  decision: AssistantDecision,
  question: string | null,
): Promise<NotifyItem[]> {
  const data = {
    chatId: a.chat.id,
    listingId: a.chat.listingId,
    reason: decision.reason,
    handoffTo: decision.handoffTo,
  };
  const items: NotifyItem[] = [
    {
      userId: a.listing.sellerId,
      type: 'assistant.handoff',
      ...handoffNotice({
        to: decision.handoffTo === 'concierge' ? 'concierge' : 'seller',
        reason: decision.reason,
        car: a.listing.title,
        question,
      }),
      link: chatLink('seller', a.chat),
      data,
    },
  ];
  if (decision.handoffTo === 'concierge') {
    for (const id of await findStaffIds(db)) {
      if (id === a.listing.sellerId) continue;
      items.push({
        userId: id,
        type: 'assistant.handoff',
        ...handoffNotice({ to: 'staff', reason: decision.reason, car: a.listing.title }),
        link: `/my-garage/${a.chat.listingId}/concierge`,
        data,
      });
    }
  }
  return items;
}
