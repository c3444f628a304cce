import type { AssistantCitation, HandoffReason } from '@revy/shared';
import type { DecisionPart, EngineDecision } from '../../../adapters/ai/ai-engine';

/**
 * One reply for a message of several questions (issue 15): the answers in the buyer's order, then one line per
 * hand-off reason. When any part needs a person the reply is a hand-off (to the seller) with the most pressing
 * reason, so the seller is told; the citations are those of what was answered.
 */

/** Which reason a reply with several hand-offs carries: the one a person must see to first. */
const PRIORITY: HandoffReason[] = ['private', 'human', 'negotiation', 'booking', 'unknown', 'sla'];

export function combineParts(parts: DecisionPart[], engine: string, confidence?: number): EngineDecision {
  const answers = parts.filter((p) => p.action === 'answer');
  const handoffs = parts.filter((p) => p.action === 'handoff');
  const texts: string[] = [];
  // Sentence by sentence: two parts answered by one fact ("title in your name? any liens") say it once.
  const add = (t: string) => {
    const fresh = t.split(/(?<=[.!?])\s+/).filter((x) => !texts.some((y) => y.split(/(?<=[.!?])\s+/).includes(x)));
    if (fresh.length) texts.push(fresh.join(' '));
  };
  for (const p of answers) add(p.text);
  for (const p of handoffs) add(p.text);
  const citations: AssistantCitation[] = [];
  for (const c of answers.flatMap((p) => p.citations))
    if (!citations.some((x) => x.source === c.source && x.ref === c.ref)) citations.push(c);
  const reason = PRIORITY.find((r) => handoffs.some((p) => p.reason === r)) ?? null;
  return {
    action: reason ? 'handoff' : 'answer',
    handoffTo: reason ? 'seller' : null,
    reason,
    text: texts.join(' ') || parts[0]?.text || '',
    citations,
    confidence: confidence ?? (reason && !answers.length ? 1 : 0.8),
    engine,
    parts,
  };
}
