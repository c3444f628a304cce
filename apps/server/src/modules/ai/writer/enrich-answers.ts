import { enrichFormsFor } from '@revy/shared';
import type { KnowledgeFact } from '../../../adapters/ai/ai-engine';

/** The seller's guided answers by "formId.key" (e.g. "accidents.accident"), latest entry winning. */
export type EnrichAnswers = Map<string, string>;

let keyByQuestion: Map<string, string> | null = null;

/** Knowledge stores the question text, not the key: map it back over every variant of the sets. */
function questionKeys(): Map<string, string> {
  if (keyByQuestion) return keyByQuestion;
  const map = new Map<string, string>();
  for (const vehicle of [{}, { fuelType: 'Electric' }, { mileage: 100_000 }]) {
    for (const form of enrichFormsFor(vehicle))
      for (const q of form.questions) map.set(`${form.id}|${q.question}`, `${form.id}.${q.key}`);
  }
  keyByQuestion = map;
  return map;
}

/** The guided question's "formId.key" of an enrich entry, or null for any other entry. */
export function enrichKeyOf(k: KnowledgeFact): string | null {
  if (k.type !== 'enrich') return null;
  return questionKeys().get(`${k.category ?? ''}|${k.question ?? ''}`) ?? null;
}

export function enrichAnswers(knowledge: KnowledgeFact[]): EnrichAnswers {
  const keys = questionKeys();
  const out: EnrichAnswers = new Map();
  for (const k of knowledge) {
    // Private entries never reach an engine (ai's buyerKnowledge); should one slip through, it is still not quoted.
    if ((k as { isPrivate?: boolean }).isPrivate || k.type !== 'enrich' || !k.content.trim()) continue;
    const key = keys.get(`${k.category ?? ''}|${k.question ?? ''}`);
    if (key) out.set(key, k.content.trim());
  }
  return out;
}
