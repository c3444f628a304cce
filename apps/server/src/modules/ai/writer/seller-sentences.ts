import { BARE } from './answer-sentences';
import { capitalise, inline, sentence } from './format';
import { SLOT_LABELS } from './knowledge-slots';

/**
 * A seller's answer to a question the guided sets word differently, or do not ask, as a sentence a listing can
 * carry. The question is kept as its topic where it has one ("Has it been tracked or raced?" → "Tracked or
 * raced: two autocross days."), or as a short lead when it is asked of the seller ("Do you accept Zelle?" →
 * "Payment: cash or Zelle only."); otherwise question and answer are both given, as a FAQ would ("Does the roof
 * leak? No."), since turning any question into a statement is beyond a rule and a wrong guess misstates the car.
 */

/** "Has it been tracked or raced" → "tracked or raced"; null when the question has no such topic. */
function topicOf(question: string): string | null {
  const q = question.replace(/\s+/g, ' ').trim();
  const patterns: RegExp[] = [
    // "Has it been tracked?", "Ever been raced?": the participle is the topic, unless it is a place ("in a crash").
    /^(?:(?:has|have) (?:it|the car|this car) )?(?:ever )?been (?!in\b|on\b|at\b|to\b|with\b|for\b)(.+)$/i,
    // "Has the hybrid battery been checked?" → "hybrid battery checked".
    /^(?:has|have) the (.+?) (?:ever )?been (\w+ed)$/i,
    // "Any rust?", "Any issues with the IMS bearing?"
    /^any (.+)$/i,
    // "Does it have a tow hitch?", "Does it come with winter tires?"
    /^(?:does|do) (?:it|the car) (?:have|come with) (?:an? |any )?(.+)$/i,
    // "Is it garaged?", "Is it a one-owner car?"
    /^(?:is|was) (?:it|the car) (?!an? )(\w+)$/i,
  ];
  for (const re of patterns) {
    const m = re.exec(q);
    if (m) return [m[1], m[2]].filter(Boolean).join(' ');
  }
  // A bare noun phrase ("Tyre tread?", "Smoker?", "Check engine light?"): no verb, no question word.
  const first = q.split(' ')[0]!.toLowerCase();
  const asking =
    /^(is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|how|what|when|where|why|who|which|ever|any)$/;
  if (!asking.test(first) && q.split(' ').length <= 4) return q;
  return null;
}

/** "Yes, yes it does" → "Yes, it does": a seller's echo reads as a slip in print. */
const unechoed = (a: string) => a.replace(/^(yes|no)\b[,.!]?\s+\1\b[,.!]?\s*/i, (_m, w: string) => `${w}, `);

/** The sentence for one answer, `slot` from knowledge-slots.ts (null when it fits none). */
export function sellerSentence(question: string | null, answer: string, slot: string | null): string {
  const a = unechoed(answer.trim()).replace(/[,\s]+$/, '');
  const q = question?.replace(/[?.!\s]+$/, '').trim();
  if (!q) return sentence(a);
  const topic = topicOf(q);
  if (topic) return sentence(`${capitalise(topic)}: ${inline(a)}`);
  // Asked of the seller ("Do you accept Zelle?", "how many keys does it come w/"): the slot names the topic.
  // A bare "None" after a lead says nothing ("Brakes: none."): such an answer keeps its question.
  const label = slot && !BARE.test(a) ? SLOT_LABELS[slot] : undefined;
  if (label && /\byou\b|^(how|what|when|where|which)\b/i.test(q)) return sentence(`${label}: ${inline(a)}`);
  return `${sentence(capitalise(q)).replace(/\.$/, '?')} ${sentence(a)}`;
}
