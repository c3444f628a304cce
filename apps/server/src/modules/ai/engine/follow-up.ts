import type { HandoffReason } from '@revy/shared';
import type { DecisionPart, EngineDecision } from '../../../adapters/ai/ai-engine';
import { combineParts } from './combine';
import { isNudge, isRemark, pleasantryOf } from './message-parts';
import { tokenize } from './vocabulary';

/**
 * The conversation rule (issue 15; decision 012): the assistant keeps helping after a hand-off. While a hand-off is
 * pending (no person has written since), it still answers new questions, stays quiet on a topic already with the
 * seller (the same reason; for an unknown, the same question), and hands off a new topic. A refusal of private data
 * is always said again: it is the assistant's own answer, not a topic waiting for the seller. Once a person writes,
 * nothing is pending and hand-offs start afresh. The assistant service and the evaluation use these same functions.
 */

export type PendingHandoff = { reason: HandoffReason; question: string };

export type FollowUp = { kind: 'post'; decision: EngineDecision } | { kind: 'silent' };

export function followUp(decision: EngineDecision, pending: PendingHandoff[]): FollowUp {
  // "hello?" while the seller is awaited is a nudge for them, not a question: no greeting back.
  if (pending.length && isGreetingOnly(decision)) return { kind: 'silent' };
  // "any update?" while the seller is awaited: they have been told; a second line would only repeat the first.
  if (pending.length && decision.parts?.length && decision.parts.every((p) => isNudge(p.question)))
    return { kind: 'silent' };
  if (!pending.length || decision.action !== 'handoff') return { kind: 'post', decision };
  const parts: DecisionPart[] = decision.parts ?? [
    {
      question: '',
      action: decision.action,
      reason: decision.reason,
      text: decision.text,
      citations: decision.citations,
    },
  ];
  // A remark while the seller is awaited ("his shop is on south lamar if that helps") is for the seller.
  const kept = parts.filter(
    (p) =>
      p.action === 'answer' || !(alreadyWithSeller(p, pending) || (p.reason === 'unknown' && isRemark(p.question))),
  );
  if (!kept.length) return { kind: 'silent' };
  if (kept.length === parts.length) return { kind: 'post', decision };
  return { kind: 'post', decision: combineParts(kept, decision.engine, decision.confidence) };
}

function isGreetingOnly(decision: EngineDecision): boolean {
  const parts = decision.parts ?? [];
  return parts.length === 1 && parts[0]!.action === 'answer' && pleasantryOf(parts[0]!.question) === 'greeting';
}

function alreadyWithSeller(part: DecisionPart, pending: PendingHandoff[]): boolean {
  if (part.reason === 'private') return false;
  return pending.some(
    (h) => h.reason === part.reason && (part.reason !== 'unknown' || sameTopic(h.question, part.question)),
  );
}

/** Two questions are on one topic when half the words of the shorter are in the other ("remote start?"). */
export function sameTopic(a: string, b: string): boolean {
  const x = new Set(tokenize(a));
  const y = new Set(tokenize(b));
  if (!x.size || !y.size) return x.size === y.size;
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared / Math.min(x.size, y.size) >= 0.5;
}

/** A chat message as the rule reads it: who wrote it (null for the assistant), its words, its metadata. */
export type ChatLine = { id: string; senderId: string | null; content: string; metadata: Record<string, unknown> };

type RevyLike = { action?: string; reason?: HandoffReason | null; inReplyTo?: string; handoffs?: PendingHandoff[] };

/**
 * The hand-offs the assistant posted since a person (anyone but the buyer and the assistant) last wrote, read from
 * its own messages' metadata.revy: `handoffs` (each part handed off, with the buyer's words), or for older messages
 * the one `reason` and the buyer message it replied to. `lines` oldest first.
 */
export function pendingHandoffs(lines: ChatLine[], buyerId: string): PendingHandoff[] {
  const out: PendingHandoff[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.senderId && line.senderId !== buyerId) break;
    if (line.senderId || line.metadata.kind !== 'assistant') continue;
    const revy = line.metadata.revy as RevyLike | undefined;
    if (revy?.action !== 'handoff' || !revy.reason) continue;
    if (revy.handoffs?.length) out.push(...revy.handoffs);
    else out.push({ reason: revy.reason, question: lines.find((l) => l.id === revy.inReplyTo)?.content ?? '' });
  }
  return out;
}

/** What metadata.revy.handoffs records of a decision: each part it handed to a person. */
export function handoffsOf(decision: EngineDecision, question: string): PendingHandoff[] {
  if (decision.action !== 'handoff' || !decision.reason) return [];
  const parts = decision.parts?.filter((p) => p.action === 'handoff' && p.reason) ?? [];
  if (!parts.length) return [{ reason: decision.reason, question: question.slice(0, 2000) }];
  return parts.map((p) => ({ reason: p.reason!, question: p.question.slice(0, 2000) }));
}
