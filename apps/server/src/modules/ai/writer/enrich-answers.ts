import { enrichFormsFor } from '@revy/shared';
import type { KnowledgeFact } from '../../../adapters/ai/ai-engine';
import { NONE, UNSURE } from './answer-sentences';
import { slotFor } from './knowledge-slots';

/** The seller's guided answers by "formId.key" (e.g. "accidents.accident"), latest entry winning. */
export type EnrichAnswers = Map<string, string>;

/**
 * One public answer and where the description tells it. `guided`: said by its slot's own sentence
 * (answer-sentences.ts), because the question is the guided one or the answer is one of its options; otherwise
 * said from the seller's question and answer (seller-sentences.ts). `slot` null: about nothing the slots know.
 */
export type PlacedAnswer = { slot: string | null; question: string | null; answer: string; guided: boolean };

export type SellerAnswers = { byKey: EnrichAnswers; placed: PlacedAnswer[] };

type Guided = { key: string; options: string[] };
let guidedByQuestion: Map<string, Guided> | null = null;
let optionsByKey: Map<string, string[]> | null = null;

const normalise = (q: string) =>
  q
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Knowledge stores the question text, not the key: map it back over every variant of the sets. */
function guidedQuestions(): Map<string, Guided> {
  if (guidedByQuestion) return guidedByQuestion;
  const byQuestion = new Map<string, Guided>();
  const byKey = new Map<string, string[]>();
  for (const vehicle of [{}, { fuelType: 'Electric' }, { mileage: 100_000 }])
    for (const form of enrichFormsFor(vehicle))
      for (const q of form.questions) {
        const guided = { key: `${form.id}.${q.key}`, options: (q.options ?? []).map((o) => o.toLowerCase()) };
        byQuestion.set(normalise(q.question), guided);
        byKey.set(guided.key, guided.options);
      }
  [guidedByQuestion, optionsByKey] = [byQuestion, byKey];
  return byQuestion;
}

/** The guided question's "formId.key" of an enrich entry, or null for any other entry. */
export function enrichKeyOf(k: KnowledgeFact): string | null {
  if (k.type !== 'enrich' || !k.question) return null;
  return guidedQuestions().get(normalise(k.question))?.key ?? null;
}

/** A guided choice said in other words that still means one option: "No" to "Any collisions?" is "Never". */
function asOption(key: string, answer: string): string | null {
  const a = answer.toLowerCase().replace(/[.!]+$/, '');
  const options = optionsByKey?.get(key) ?? [];
  const option = options.find((o) => o === a);
  if (option) return answer.replace(/[.!]+$/, '');
  if ((key === 'title.owners' || key === 'keys.count') && /^\d+$/.test(a)) return a;
  if (key === 'accidents.accident' && NONE.test(a) && !/stock|original/.test(a)) return 'Never';
  return null;
}

/**
 * Every public answer the seller gave, whatever its shape, placed by meaning (knowledge-slots.ts); the guided
 * ones also by key, for the checks against the fields (consistency.ts) and the short lines. Blank, "n/a" and
 * "Not sure" answers say nothing and are dropped; so is any entry marked private.
 */
export function sellerAnswers(knowledge: KnowledgeFact[]): SellerAnswers {
  const guided = guidedQuestions();
  const byKey: EnrichAnswers = new Map();
  const inferred: EnrichAnswers = new Map();
  const placed: PlacedAnswer[] = [];
  for (const k of knowledge) {
    // Private entries never reach an engine (ai's buyerKnowledge); should one slip through, it is still not quoted.
    const answer = k.content.trim();
    if ((k as { isPrivate?: boolean }).isPrivate || !answer || UNSURE.test(answer)) continue;
    const question = k.question?.trim() || null;
    const exact = question ? guided.get(normalise(question)) : undefined;
    if (exact) {
      byKey.set(exact.key, answer);
      placed.push({ slot: exact.key, question, answer, guided: true });
      continue;
    }
    const slot = slotFor(question, k.category, answer);
    const option = slot ? asOption(slot, answer) : null;
    if (slot && option) inferred.set(slot, option);
    // Said by the slot's sentence only when that sentence says the seller's own words ("Plenty" of tread); a
    // "No" to "Ever been in a collision?" keeps its question, so the listing says what was asked.
    const literal = !!option && option.toLowerCase() === answer.toLowerCase().replace(/[.!]+$/, '');
    placed.push({ slot, question, answer: literal ? option : answer, guided: literal });
  }
  // An answer to the guided question itself wins over one read from another question.
  for (const [key, value] of inferred) if (!byKey.has(key)) byKey.set(key, value);
  // Two answers to one guided question: the later is the seller's correction, and only it is told.
  const last = new Map<string, PlacedAnswer>();
  for (const p of placed) if (p.guided && p.slot) last.set(p.slot, p);
  return { byKey, placed: placed.filter((p) => !p.guided || !p.slot || last.get(p.slot) === p) };
}

/** The guided answers by key (see sellerAnswers). */
export const enrichAnswers = (knowledge: KnowledgeFact[]): EnrichAnswers => sellerAnswers(knowledge).byKey;
