import { ASSISTANT_FEATURE, type AssistantDecision } from '@revy/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { QueueSpec } from '../../lib/queue/job-queue';
import type { ConversationTurn, EngineDecision } from '../../adapters/ai/ai-engine';
import { loadChat } from '../chats';
import { ChatEffects, flush } from '../chats';
import { feedChat } from '../chats';
import type { MessageHook } from '../chats';
import {
  type ChatState,
  clearSellerEscalation,
  findChatState,
  findMessage,
  hasAssistantReplyTo,
  lastBuyerMessage,
  messagesBefore,
  personWroteAfter,
  sellerClock,
  slaOverdueChats,
} from '../chats';
import { followUp, loadListingFacts, pendingHandoffs } from '../ai';
import { type AssistantListing, assistantSwitchedOn, findAssistantListing } from '../listings';
import { activePlanIncludes } from '../payments';
import { getUserRecord } from '../users';
import { readSetting } from '../config';
import { assistantIncluded, handoffNotices, postDecision } from './assistant-post';

type StoredMessage = {
  id: string;
  chatId: string;
  senderId: string | null;
  content: string;
  metadata: Record<string, unknown>;
};

/** The assistant's queue: one job per person's message, in order per chat, on every instance (decision 015). */
export const ANSWER_QUEUE = 'assistant.answer';
/** Job data: ids only, never the message's words (staff read job data at /admin/jobs). */
export type AnswerJob = { chatId: string; messageId: string };

export const ANSWER_QUEUE_SPEC: QueueSpec = {
  name: ANSWER_QUEUE,
  // One job at a time per chat (the key), oldest first, across instances: a burst of questions is
  // answered in order, each seeing the answers before it.
  policy: 'key_strict_fifo',
  retryLimit: 3,
  retryDelay: 5,
  retryDelayMax: 120,
  // Above the AI adapter's own timeout (it falls back to the built-in engine), so only a stuck run expires.
  expireInSeconds: 120,
  pollingSeconds: 2,
  // An answer a killed instance was writing is retried within ~20 s (the monitor pass runs every 10 s).
  heartbeatSeconds: 10,
};

/**
 * The chats send path calls this (through assistantMessageHook) inside the transaction that
 * stores a person's message (decision 012, Assistant): the answer job commits with the message,
 * so a crash after the commit never loses it, and the job id is the message id, so it is queued
 * once. A buyer's text is answered (or handed off); a seller's message ends a seller hand-off.
 * Other messages need no job.
 */
export async function enqueueForMessage(
  ctx: AppContext,
  tx: DbOrTx,
  message: StoredMessage,
  chat: { buyerId: string; isEscalated: boolean },
  sellerId: string,
): Promise<boolean> {
  const buyerText = message.senderId === chat.buyerId && message.metadata.kind === 'text';
  const sellerEndsHandoff = message.senderId === sellerId && chat.isEscalated;
  if (!buyerText && !sellerEndsHandoff) return false;
  const data: AnswerJob = { chatId: message.chatId, messageId: message.id };
  await ctx.jobs.send(ANSWER_QUEUE, data, { tx, id: message.id, key: message.chatId });
  return true;
}

/** After the commit: this instance's worker takes the job now rather than at its next poll. */
export const wakeAnswers = (ctx: AppContext) => ctx.jobs.wake(ANSWER_QUEUE);

/** What chats' send path calls (its MessageHook port, wired in app.ts): chats is below the assistant (issue 14). */
export const assistantMessageHook: MessageHook = { stored: enqueueForMessage, committed: wakeAnswers };

/**
 * The queue's handler: loads the message by id and handles it. Idempotent (re-checked under the
 * chat lock), so a retry, or a job run again after a crash mid-answer, never answers twice.
 */
export async function answerQueued(
  ctx: AppContext,
  job: AnswerJob,
  attempt: { retryCount: number } = { retryCount: 0 },
): Promise<{ handedOff: boolean; error: string } | undefined> {
  const m = await findMessage(ctx.db, job.messageId);
  if (!m || m.chatId !== job.chatId) return;
  try {
    await handleMessage(ctx, m);
  } catch (err) {
    if (attempt.retryCount < ANSWER_QUEUE_SPEC.retryLimit) throw err;
    // Last attempt. A failed job of a key_strict_fifo queue holds back every later job of its key,
    // so a failure left as "failed" would silence the assistant in this chat until staff retried
    // it: instead the question goes to the seller (as any unknown would) and the job completes,
    // keeping the error as its output. Only if even the hand-off fails does the job fail.
    const error = err instanceof Error ? err.message : String(err);
    ctx.log.error(
      { err, chatId: job.chatId, messageId: job.messageId },
      'assistant: answering failed on every attempt; handed to the seller',
    );
    return { handedOff: await handOffAfterFailure(ctx, m), error };
  }
}

/** The assistant's words when answering failed on every attempt: the seller takes the question. */
export const FAILURE_HANDOFF: AssistantDecision = {
  action: 'handoff',
  handoffTo: 'seller',
  reason: 'unknown',
  text: "I couldn't look that up just now, so I've passed your question to the seller. They'll answer you here.",
  citations: [],
  confidence: 0,
  engine: 'builtin',
};

/** Hands a buyer's text the assistant could not answer to the seller; false when it was not the assistant's to answer. */
async function handOffAfterFailure(ctx: AppContext, m: StoredMessage): Promise<boolean> {
  const chat = await findChatState(ctx.db, m.chatId);
  if (!chat || m.senderId !== chat.buyerId || m.metadata.kind !== 'text') return false;
  const listing = await findAssistantListing(ctx.db, chat.listingId);
  if (!listing || !(await mayAnswer(ctx, chat, listing))) return false;
  return (await post(ctx, listing.sellerId, chat.id, FAILURE_HANDOFF, m.id, m.content)) !== null;
}

async function handleMessage(ctx: AppContext, m: StoredMessage): Promise<void> {
  const chat = await findChatState(ctx.db, m.chatId);
  if (!chat || !m.senderId) return;
  if (m.senderId !== chat.buyerId) {
    const listing = await findAssistantListing(ctx.db, chat.listingId);
    if (m.senderId === listing?.sellerId && (await clearSellerEscalation(ctx.db, chat.id))) {
      await ctx.feed.publish({
        targetId: chat.id,
        action: 'update',
        createdAt: new Date().toISOString(),
        data: await feedChat(ctx.db, chat.id),
      });
    }
    return;
  }
  if (m.metadata.kind === 'text') await answerBuyer(ctx, chat, m);
}

/** Whether the assistant may speak in this chat now (before and again under the chat lock). */
async function mayAnswer(ctx: AppContext, chat: ChatState, listing: AssistantListing | null): Promise<boolean> {
  if (
    !listing ||
    listing.deletedAt ||
    listing.status !== 'published' ||
    listing.saleStatus === 'sold' ||
    !listing.revyEnabled
  )
    return false;
  // Quiet while a concierge has the chat (until staff clear it) and in a restricted chat. A seller hand-off
  // (isEscalated) no longer silences it: it keeps answering new questions, and followUp keeps it quiet on the
  // topics already with the seller (issue 15; decision 012).
  if (chat.isConciergeEscalated || chat.isRestricted) return false;
  return assistantIncluded(ctx.db, listing.id);
}

function turnsOf(rows: Awaited<ReturnType<typeof messagesBefore>>, buyerId: string): ConversationTurn[] {
  const turns: ConversationTurn[] = [];
  for (const r of rows) {
    if (r.senderId === buyerId) turns.push({ role: 'buyer', content: r.content });
    else if (r.senderId) turns.push({ role: 'seller', content: r.content });
    else if (r.metadata.kind === 'assistant') turns.push({ role: 'assistant', content: r.content });
  }
  return turns;
}

const publishRevy = (ctx: AppContext, action: 'revyStart' | 'revyEnd', chatId: string, messageId: string | null) =>
  ctx.feed
    .publish({ targetId: chatId, action, createdAt: new Date().toISOString(), data: { chatId, messageId } })
    .catch((err: unknown) => ctx.log.warn({ err, chatId }, 'assistant: feed publish failed'));

/**
 * Answers one buyer message: revyStart (messageId = the buyer's message), the engine's decision,
 * the decision posted in the chat under the chat lock, revyEnd (messageId = the assistant's
 * message, null when nothing was posted). Idempotent per buyer message: under the lock it
 * re-checks that no assistant message replies to it yet and that no person answered since.
 */
async function answerBuyer(ctx: AppContext, chat: ChatState, m: StoredMessage): Promise<void> {
  const listing = await findAssistantListing(ctx.db, chat.listingId);
  if (!listing || !(await mayAnswer(ctx, chat, listing))) return;
  if (
    (await hasAssistantReplyTo(ctx.db, chat.id, m.id)) ||
    (await personWroteAfter(ctx.db, chat.id, m.id, chat.buyerId))
  )
    return;
  await publishRevy(ctx, 'revyStart', chat.id, m.id);
  let posted: string | null = null;
  try {
    const loaded = await loadListingFacts(ctx.db, listing.id);
    if (!loaded) return;
    // Enough earlier messages to find the hand-offs since a person last wrote; the engine sees the last 20.
    const before = await messagesBefore(ctx.db, chat.id, m.id, PENDING_WINDOW);
    const history = turnsOf(before.slice(-20), chat.buyerId);
    const decision = await ctx.ai.answer({
      facts: loaded.facts,
      knowledge: loaded.knowledge,
      question: m.content,
      history,
    });
    const next = followUp(decision, pendingHandoffs(before, chat.buyerId));
    if (next.kind === 'post') posted = await post(ctx, listing.sellerId, chat.id, next.decision, m.id, m.content);
  } finally {
    await publishRevy(ctx, 'revyEnd', chat.id, posted);
  }
}

/** How far back the follow-up rule looks for the assistant's pending hand-offs. */
const PENDING_WINDOW = 50;

/** Posts a decision in its own transaction; null when the chat changed meanwhile (nothing posted). */
async function post(
  ctx: AppContext,
  sellerId: string,
  chatId: string,
  decision: EngineDecision,
  inReplyTo: string,
  question: string | null,
): Promise<string | null> {
  const seller = await getUserRecord(ctx.db, sellerId);
  const fx = new ChatEffects();
  const row = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, seller, chatId, { lock: true });
    if (a.chat.isConciergeEscalated || a.chat.isRestricted) return null;
    if (
      (await hasAssistantReplyTo(tx, chatId, inReplyTo)) ||
      (await personWroteAfter(tx, chatId, inReplyTo, a.chat.buyerId))
    )
      return null;
    const stored = await postDecision(tx, a, decision, inReplyTo, fx, question);
    if (stored && decision.action === 'handoff') fx.notify.push(...(await handoffNotices(tx, a, decision, question)));
    return stored;
  });
  if (row && decision.action === 'handoff') fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  return row?.id ?? null;
}

/** The assistant's words when the seller has not answered within the sellerSlaMinutes setting. */
export const SLA_HANDOFF: AssistantDecision = {
  action: 'handoff',
  handoffTo: 'concierge',
  reason: 'sla',
  text: "The seller hasn't been able to reply yet, so I've asked our concierge team to help. Someone will answer you here soon.",
  citations: [],
  confidence: 1,
  engine: 'builtin',
};

/**
 * The listing (its id `listingId`) is live and unsold, its seller has the assistant on and its active plan includes
 * it: the rule the SLA job selects by (it checks the same again per chat under its lock).
 */
const assistantOn = (listingId: SQL): SQL =>
  sql`${assistantSwitchedOn(listingId)} and ${activePlanIncludes(listingId, ASSISTANT_FEATURE)}`;

/**
 * SLA job: chats whose buyer has waited on the seller longer than the sellerSlaMinutes setting (staff change it
 * under /admin/config; read per run, so a change applies on the next minute's run) go to a
 * concierge (the assistant's hand-off line, isConciergeEscalated, the seller and staff told).
 * Safe with several instances: each chat is re-checked under its row lock, so only one posts.
 */
export async function escalateOverdueChats(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - (await readSetting(ctx, 'sellerSlaMinutes')) * 60_000);
  let done = 0;
  for (const c of await slaOverdueChats(ctx.db, cutoff, assistantOn, 50)) {
    try {
      if (await escalateOne(ctx, c.chatId, c.sellerId, cutoff)) done++;
    } catch (err) {
      ctx.log.error({ err, chatId: c.chatId }, 'assistant: SLA hand-off failed');
    }
  }
  return done;
}

async function escalateOne(ctx: AppContext, chatId: string, sellerId: string, cutoff: Date): Promise<boolean> {
  const seller = await getUserRecord(ctx.db, sellerId);
  const fx = new ChatEffects();
  const row = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, seller, chatId, { lock: true });
    if (a.chat.isConciergeEscalated || a.chat.isRestricted) return null;
    const clock = await sellerClock(tx, chatId);
    if (!clock || clock >= cutoff || !(await assistantIncluded(tx, a.chat.listingId))) return null;
    const last = await lastBuyerMessage(tx, chatId, a.chat.buyerId);
    if (!last) return null;
    const stored = await postDecision(tx, a, SLA_HANDOFF, last.id, fx, last.content);
    if (stored) fx.notify.push(...(await handoffNotices(tx, a, SLA_HANDOFF, last.content)));
    return stored;
  });
  if (row) fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  return !!row;
}
