import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveEnrichAnswersSchema, type SaveEnrichAnswers } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import type { EnrichAnswers } from '../lib/enrich-answers';
import { knowledgeKeys } from './keys';

type Vars = { listingId: string; formId: string; answers: Record<string, string> };

/**
 * PUT /v1/knowledge/byListing/{listingId}/enrich/{formId}: the whole set in one request (an empty
 * answer clears it), checked with the same schema the server validates with.
 */
export const saveEnrichAnswers = ({ listingId, formId, answers }: Vars) => {
  const body: SaveEnrichAnswers = SaveEnrichAnswersSchema.parse({
    answers: Object.entries(answers).map(([key, content]) => ({ key, content })),
  });
  return api<unknown>(aiApiPaths.enrichForm(listingId, formId), { method: 'PUT', body });
};

export function useSaveEnrichAnswers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveEnrichAnswers,
    onSuccess: (_res, { listingId, formId, answers }) => {
      // What we sent is what is stored (trimmed, empty = cleared): show it at once, then re-read.
      qc.setQueryData<EnrichAnswers>(knowledgeKeys.enrich(listingId), (cur) => ({
        ...cur,
        [formId]: Object.fromEntries(
          Object.entries(answers)
            .map(([k, v]) => [k, v.trim()])
            .filter(([, v]) => v),
        ),
      }));
      return qc.invalidateQueries({ queryKey: knowledgeKeys.enrich(listingId) });
    },
  });
}
