import { enrichForm, enrichFormsFor, type EnrichForm, type EnrichSet, type SaveEnrichAnswers } from '@revy/shared';
import type { AppContext } from '../../context';
import { notFound, validationFailed } from '../../lib/errors';
import type { UserRecord } from '../users';
import { toKnowledge } from './knowledge.mapper';
import * as repo from './knowledge.repo';
import { knowledgeListing, sourceOf } from './knowledge.service';

/**
 * The guided question sets of /my-garage/{id}/enrich. Each answer is one Knowledge entry
 * (type 'enrich', category = set id, ordinal = question ordinal), so the assistant reads them
 * like any other knowledge and the seller can still edit them one by one.
 */

function toSet(form: EnrichForm, rows: repo.KnowledgeRow[]): EnrichSet {
  const byOrdinal = new Map(rows.filter((r) => r.category === form.id).map((r) => [r.ordinal, r]));
  const questions = form.questions.map((q) => {
    const row = byOrdinal.get(q.ordinal);
    return {
      ordinal: q.ordinal,
      key: q.key,
      question: q.question,
      topic: q.topic,
      kind: q.kind,
      ...(q.options ? { options: [...q.options] } : {}),
      ...(q.placeholder ? { placeholder: q.placeholder } : {}),
      ...(q.help ? { help: q.help } : {}),
      answer: row ? toKnowledge(row) : null,
    };
  });
  return {
    id: form.id,
    title: form.title,
    description: form.description,
    questions,
    answeredCount: questions.filter((q) => q.answer).length,
    questionCount: questions.length,
  };
}

/** GET /v1/knowledge/byListing/{listingId}/enrichSets: the sets for this car with their answers. */
export async function listEnrichSets(ctx: AppContext, actor: UserRecord, listingId: string): Promise<EnrichSet[]> {
  const listing = await knowledgeListing(ctx.db, actor, listingId);
  const rows = await repo.listKnowledge(ctx.db, listingId, { type: 'enrich' });
  return enrichFormsFor(listing.vehicle).map((f) => toSet(f, rows));
}

/**
 * PUT /v1/knowledge/byListing/{listingId}/enrich/{formId}: answers by question key, in one
 * transaction. A non-empty answer is stored or updated, an empty one deletes the stored answer,
 * and questions left out are not touched (a page may save one question at a time). `isPrivate` keeps an answer
 * to the seller (issue 15); left out, a stored answer keeps its setting and a new one is public. A choice
 * must be one of its options. Unknown set 404; unknown or repeated key, or a bad choice, 400.
 */
export async function saveEnrichAnswers(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  formId: string,
  input: SaveEnrichAnswers,
): Promise<EnrichSet> {
  return ctx.db.transaction(async (tx) => {
    // The listing lock serialises two saves of the same set (no unique index on the ordinal).
    const listing = await knowledgeListing(tx, actor, listingId, { forUpdate: true });
    const form = enrichForm(listing.vehicle, formId);
    if (!form) throw notFound('Question set');
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    for (const [i, a] of input.answers.entries()) {
      const q = form.questions.find((x) => x.key === a.key);
      if (!q) fields[`answers.${i}.key`] = `No question ${a.key} in ${form.title}`;
      else if (seen.has(a.key)) fields[`answers.${i}.key`] = 'Answered twice';
      else if (q.kind === 'choice' && a.content && !q.options?.includes(a.content))
        fields[`answers.${i}.content`] = 'Pick one of the options';
      seen.add(a.key);
    }
    if (Object.keys(fields).length) throw validationFailed(fields);

    const existing = new Map(
      (await repo.listKnowledge(tx, listingId, { type: 'enrich', category: form.id })).map((r) => [r.ordinal, r]),
    );
    const source = sourceOf(actor, listing);
    for (const a of input.answers) {
      const q = form.questions.find((x) => x.key === a.key)!;
      const row = existing.get(q.ordinal);
      if (!a.content) {
        if (row) await repo.deleteKnowledge(tx, row.id);
      } else if (row) {
        await repo.updateKnowledge(tx, row.id, {
          question: q.question,
          content: a.content,
          contentType: q.kind,
          // Saving an answer back unchanged keeps who wrote it (as PUT /v1/knowledge/{id} does).
          ...(a.content !== row.content ? { contentSource: source } : {}),
          ...(a.isPrivate !== undefined ? { isPrivate: a.isPrivate } : {}),
        });
      } else {
        await repo.insertKnowledge(tx, {
          listingId,
          type: 'enrich',
          category: form.id,
          ordinal: q.ordinal,
          optional: true,
          question: q.question,
          content: a.content,
          contentType: q.kind,
          contentSource: source,
          isPrivate: a.isPrivate ?? false,
        });
      }
    }
    return toSet(form, await repo.listKnowledge(tx, listingId, { type: 'enrich', category: form.id }));
  });
}
