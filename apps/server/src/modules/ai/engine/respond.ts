import type { AnswerInput, DecisionPart, EngineDecision } from '../../../adapters/ai/ai-engine';
import { answerFromFacts } from './answer';
import { combineParts } from './combine';
import { guardMessage, likelyReason, type GuardedPart } from './message-guard';
import { isCall, isRemark, pleasantryOf } from './message-parts';
import { POLITE } from './intent-guard';
import { guardOutput } from './output-guard';
import { isDomainTerm, tokenize } from './vocabulary';

/**
 * The built-in engine's reply to a whole message (issue 15): each question guarded, the ones let through answered
 * from the facts (and checked by the output guard), all combined into one decision.
 */
export function answerMessage(input: AnswerInput, engine: string): EngineDecision {
  const pleasantry = pleasantryOf(input.question);
  if (pleasantry)
    return combineParts(
      [{ question: input.question, action: 'answer', reason: null, text: REPLY[pleasantry], citations: [] }],
      engine,
      1,
    );
  const parts: ScoredPart[] = [];
  for (const g of guardMessage(input.question)) {
    const part = g.verdict ? handedOff(g) : answerPart(g, input, engine);
    const prev = parts[parts.length - 1];
    if (!g.verdict && part.reason === 'unknown' && prev && continues(prev, part, input, engine)) continue;
    parts.push(part);
  }
  // A remark beside a question ("hey man, interested. how many miles?") is context for it, not an unknown; a call
  // after it ("timing belt?? anyone") asks nothing.
  const asked = parts.filter((p) => !isCall(p.question) && !(p.reason === 'unknown' && isRemark(p.question)));
  if (asked.length && asked.length < parts.length) parts.splice(0, parts.length, ...asked);
  const answered = parts.filter((p) => p.action === 'answer');
  const confidence = answered.length ? Math.min(...answered.map((p) => p.confidence)) : undefined;
  return combineParts(
    parts.map(({ confidence: _c, ...p }) => p),
    engine,
    confidence,
  );
}

/** The replies to a message of pleasantries only: no question, so nothing for the seller either. */
const REPLY = {
  thanks: "You're welcome! Ask me anything else about the car.",
  greeting:
    'Happy to help! Ask me anything about the car: its mileage, history, equipment or what the seller has told me.',
};

type ScoredPart = DecisionPart & { confidence: number };

/**
 * Whether a part the facts do not answer alone only goes on with the answered part before it ("what happened in
 * the accident and who fixed it?"): read together, they lead to the same fact, so that answer covers both.
 */
function continues(prev: ScoredPart, part: ScoredPart, input: AnswerInput, engine: string): boolean {
  if (prev.action !== 'answer') return false;
  const joined = answerFromFacts({ ...input, question: `${prev.question} ${part.question}` }, engine);
  if (joined.action !== 'answer' || !joined.citations.some((c) => prev.citations.some((p) => p.ref === c.ref)))
    return false;
  // A part with car talk of its own that the answer does not hold asks something new ("…also where in the bay is
  // it"): it is handed off, never silently dropped.
  const said = new Set(tokenize(prev.text));
  return tokenize(part.question).every((t) => t.startsWith('=') || !isDomainTerm(t) || said.has(t));
}

/** A part the guard stopped: its polite line. */
export function handedOff(g: GuardedPart): ScoredPart {
  return {
    question: g.text,
    action: 'handoff',
    reason: g.verdict!.reason,
    text: g.verdict!.text,
    citations: [],
    confidence: 1,
  };
}

/** Concepts that are about the deal or the seller, not the car: price talk and visits use these words too. */
const DEAL_TERMS = new Set(['price', 'payment', 'availability', 'location', 'owner', 'photo', 'report', 'it']);

function asksAboutTheCar(text: string): boolean {
  return tokenize(text).some((t) => !t.startsWith('=') && !DEAL_TERMS.has(t) && isDomainTerm(t));
}

/** How sure the model must be to read a remark as price talk, a booking or a request for a person. */
const REMARK_REASON = 0.6;

function answerPart(g: GuardedPart, input: AnswerInput, engine: string): ScoredPart {
  const d = guardOutput(answerFromFacts({ ...input, question: g.text }, engine));
  // Nothing in the facts, but the words read as price talk, a booking or a request for a person: hand it off as
  // that, so the seller sees what the buyer wants ("what's the lowest you'll take" is negotiation, not unknown).
  // A part about a thing on the car ("leather or cloth", "bed length? 5.5 or 6.5") the facts lack is an unknown,
  // whatever the model makes of its numbers or its few words.
  let reason = d.reason === 'unknown' && !asksAboutTheCar(g.text) ? likelyReason(g.intent) : null;
  // A remark ("we get a lot here") is read as a reason only when the model is clear about it.
  if (reason && isRemark(g.text) && g.intent.probabilities[reason] < REMARK_REASON) reason = null;
  if (reason)
    return { question: g.text, action: 'handoff', reason, text: POLITE[reason], citations: [], confidence: 1 };
  return {
    question: g.text,
    action: d.action,
    reason: d.reason,
    text: d.text,
    citations: d.citations,
    confidence: d.confidence,
  };
}
