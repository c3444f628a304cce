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
    const lower = text.toLowerCase();
    const intent = PRICE_ASK.test(lower) || PAYMENT_ASK.test(lower) ? ASKS_A_FACT : classifyIntent(text);
    return { text, verdict: guardIntent(text) ?? modelVerdict(intent), intent };
  });
}

/**
 * The price asked for as a fact ("price?", "what's the asking price", "what r u asking"): the listing answers it.
 * Only price talk (lower, offers, flexibility) is negotiation, and the rules still catch that first.
 */
const PRICE_ASK =
  /^\W*(hey|hi|ok|so|and|also)?\W*((what'?s|whats|wats|what is|how much is)\s+)?((the|your|ur|its|it's|ya)\s+)?(asking\s+)?(price|cost|asking|ask)(\s+(on|for) (it|this|her|him|the \w+))?\W*(pls|please)?\W*$|^\W*what (are|r|is) (you|u|ya|they|he|she|the seller) asking( for (it|her|him|this))?\W*$/;

/**
 * Whether a way of paying is accepted ("do you take zelle", "cashier's check ok?", "any way to pay besides a
 * check"): a question, not an offer.
 */
const PAYMENT_ASK =
  /^\W*((do|would|will|can|could) (you|u|ya|they|he|she|the seller) )?(take|accept|allow|do|use)?\W*(a |an )?(zelle|venmo|paypal|cash ?app|(personal |cashier'?s? )?(check|cheque)s?|wire( transfer)?|bank transfer|financing|finance|escrow|credit cards?|cards?|crypto|bitcoin|cash)( only| ok| okay| fine)?\W*$|^\W*(offer|payment|pay) (methods?|options?)\W*$|\bcan (i|we) (finance|pay (with|by|in|via|using))\b|\b(payments?|pay|paying)\b.{0,12}\b(other than|besides|apart from|except|instead of|beyond)\b.{0,12}\b(cash|checks?|cards?|zelle|venmo|paypal|wire|transfer)\b|\b(other|another|different|any other) (ways?|methods?|forms?|options?) (of|to|for) (pay|payment|paying)\b/;

/** A part read as a plain question, whatever the model would say. */
const ASKS_A_FACT: IntentScores = {
  label: 'question',
  probability: 1,
  probabilities: { question: 1, negotiation: 0, booking: 0, human: 0, private: 0 },
};

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
