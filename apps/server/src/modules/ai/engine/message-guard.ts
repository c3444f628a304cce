import type { HandoffReason } from '@revy/shared';
import { guardIntent, POLITE, type GuardVerdict } from './intent-guard';
import { classifyIntent, type IntentScores } from './intent-model';
import { splitQuestions } from './message-parts';

/**
 * The guard every engine runs before answering (issue 15), per question of the message: the intent guard's rules
 * first, then the intent model when it is sure. A part it stops is handed off with its reason; only the parts it
 * lets through reach an engine (the LLM never sees the others).
 */

/** The intent model hands a part off on its own only when at least this sure (it never overrides the rules). */
export const MODEL_HANDOFF = 0.8;
/**
 * When retrieval finds nothing, a part the model reads as price talk, a booking or a request for a person at least
 * this surely goes to the seller with that reason rather than as an unknown (it goes to the seller either way).
 */
export const MODEL_REASON = 0.4;

export type GuardedPart = { text: string; verdict: GuardVerdict; intent: IntentScores };

type GuardReason = Exclude<HandoffReason, 'unknown' | 'sla'>;

/**
 * The message's questions, each with its guard verdict. A message whose words, read whole, try to draw out private
 * data or change the rules is one part handed off as private: its other questions are not answered either, so an
 * attack cannot hide behind a harmless question.
 */
export function guardMessage(message: string): GuardedPart[] {
  const whole = guardIntent(message);
  if (whole?.reason === 'private') return [{ text: message.trim(), verdict: whole, intent: classifyIntent(message) }];
  return splitQuestions(message).map((text) => {
    const intent = classifyIntent(text);
    return { text, verdict: guardIntent(text) ?? modelVerdict(intent), intent };
  });
}

function modelVerdict(intent: IntentScores): GuardVerdict {
  if (intent.label === 'question' || intent.probability < MODEL_HANDOFF) return null;
  return { reason: intent.label, text: POLITE[intent.label] };
}

/** The reason the model sees in a part retrieval could not answer, if it sees one clearly enough. */
export function likelyReason(intent: IntentScores): GuardReason | null {
  let best: Exclude<GuardReason, 'private'> | null = null;
  // Never 'private' here: a question the facts do not answer is not an attempt, and a refusal would puzzle.
  for (const label of ['negotiation', 'booking', 'human'] as const) {
    const p = intent.probabilities[label];
    if (p >= MODEL_REASON && (!best || p > intent.probabilities[best])) best = label;
  }
  return best;
}
