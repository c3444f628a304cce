import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveEnrichAnswersSchema, type SaveEnrichAnswers } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import type { EnrichState } from '../lib/enrich-answers';
import { knowledgeKeys } from './keys';

/** `privacy`: which answers the seller keeps private (issue 15); every answer's setting is sent. */
type Vars = { listingId: string; formId: string; answers: Record<string, string>; privacy: Record<string, boolean> };

/**
 * PUT /v1/knowledge/byListing/{listingId}/enrich/{formId}: the whole set in one request (an empty
 * answer clears it), checked with the same schema the server validates with.
 */
export const saveEnrichAnswers = ({ listingId, formId, answers, privacy }: Vars) => {
  const body: SaveEnrichAnswers = SaveEnrichAnswersSchema.parse({
    answers: Object.entries(answers).map(([key, content]) => ({ key, content, isPrivate: !!privacy[key] })),
  });
  return api<unknown>(aiApiPaths.enrichForm(listingId, formId), { method: 'PUT', body });
};

export function useSaveEnrichAnswers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveEnrichAnswers,
    onSuccess: (_res, { listingId, formId, answers, privacy }) => {
      // What we sent is what is stored (trimmed, empty = cleared): show it at once, then re-read.
      const kept = Object.entries(answers)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v);
      qc.setQueryData<EnrichState>(knowledgeKeys.enrich(listingId), (cur) => ({
        answers: { ...cur?.answers, [formId]: Object.fromEntries(kept) },
        privacy: {
          ...cur?.privacy,
          [formId]: Object.fromEntries(kept.filter(([k]) => privacy[k]).map(([k]) => [k, true])),
        },
      }));
      return qc.invalidateQueries({ queryKey: knowledgeKeys.enrich(listingId) });
    },
  });
}
