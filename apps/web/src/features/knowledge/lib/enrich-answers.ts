import { enrichFormsFor, type EnrichForm, type Knowledge, type Vehicle } from '@revy/shared';

/** The seller's saved answers: form id → question key → answer text. */
export type EnrichAnswers = Record<string, Record<string, string>>;

/** Which saved answers the seller keeps private (issue 15): form id → question key → true. */
export type EnrichPrivacy = Record<string, Record<string, boolean>>;

/** What the enrich pages read: the answers and which of them are private. */
export type EnrichState = { answers: EnrichAnswers; privacy: EnrichPrivacy };

/**
 * Reads GET /v1/knowledge/byListing/{id}/enrich (spec 7: the listing's Knowledge of type enrich,
 * category = form id, ordinal = question ordinal) into answers by form and key.
 */
export function readEnrichAnswers(items: readonly Knowledge[], forms: readonly EnrichForm[]): EnrichState {
  const answers: EnrichAnswers = {};
  const privacy: EnrichPrivacy = {};
  for (const item of items) {
    if (item.type !== 'enrich' || !item.category || !item.content?.trim()) continue;
    const q = forms.find((f) => f.id === item.category)?.questions.find((x) => x.ordinal === item.ordinal);
    if (!q) continue;
    (answers[item.category] ??= {})[q.key] = item.content;
    if (item.isPrivate) (privacy[item.category] ??= {})[q.key] = true;
  }
  return { answers, privacy };
}

/** How many of a set's saved answers are private (the lock badge on its card). */
export function privateCount(form: EnrichForm, state: EnrichState): number {
  const mine = state.answers[form.id] ?? {};
  return form.questions.filter((q) => !!mine[q.key]?.trim() && state.privacy[form.id]?.[q.key]).length;
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
