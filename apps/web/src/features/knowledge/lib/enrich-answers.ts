import { enrichFormsFor, type EnrichForm, type Knowledge, type Page, type Vehicle } from '@revy/shared';

/** The seller's saved answers: form id → question key → answer text. */
export type EnrichAnswers = Record<string, Record<string, string>>;

type SetLike = { id: string; questions: { key: string; answer?: { content?: string | null } | null }[] };
type KnowledgeLike = Pick<Knowledge, 'type' | 'category' | 'ordinal' | 'content'>;

const isSet = (x: unknown): x is SetLike => !!x && typeof x === 'object' && Array.isArray((x as SetLike).questions);
const isKnowledge = (x: unknown): x is KnowledgeLike =>
  !!x && typeof x === 'object' && 'category' in x && 'ordinal' in x;

/**
 * Reads GET /v1/knowledge/byListing/{id}/enrich into answers by form and key. The server answers
 * the sets with their answers (EnrichSet[]); bare Knowledge entries (type 'enrich', category =
 * form id, ordinal = question ordinal) and page wrappers are read too, so the page does not depend
 * on which of the two shapes the endpoint settles on.
 */
export function readEnrichAnswers(res: unknown, forms: readonly EnrichForm[]): EnrichAnswers {
  const items: unknown[] = Array.isArray(res) ? res : ((res as Page<unknown> | null)?.content ?? []);
  const out: EnrichAnswers = {};
  const put = (formId: string, key: string, content: string | null | undefined) => {
    if (!content?.trim()) return;
    (out[formId] ??= {})[key] = content;
  };
  for (const item of items) {
    if (isSet(item)) {
      for (const q of item.questions) put(item.id, q.key, q.answer?.content);
    } else if (isKnowledge(item) && item.type === 'enrich' && item.category) {
      const q = forms.find((f) => f.id === item.category)?.questions.find((x) => x.ordinal === item.ordinal);
      if (q) put(item.category, q.key, item.content);
    }
  }
  return out;
}

export type EnrichProgress = { answered: number; total: number };

/** Answered and total questions of one set (answers to questions the set no longer asks do not count). */
export function formProgress(form: EnrichForm, answers: EnrichAnswers): EnrichProgress {
  const mine = answers[form.id] ?? {};
  return { answered: form.questions.filter((q) => !!mine[q.key]?.trim()).length, total: form.questions.length };
}

/** The same over every set of the car. */
export function totalProgress(forms: readonly EnrichForm[], answers: EnrichAnswers): EnrichProgress {
  return forms.reduce(
    (acc, f) => {
      const p = formProgress(f, answers);
      return { answered: acc.answered + p.answered, total: acc.total + p.total };
    },
    { answered: 0, total: 0 },
  );
}

/** The sets of this car, as enrichFormsFor gives them (the same function the server asks). */
export const formsOf = (vehicle: Partial<Vehicle> | null | undefined) => enrichFormsFor(vehicle);
