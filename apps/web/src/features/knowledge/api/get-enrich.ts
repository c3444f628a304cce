import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { KnowledgeSchema, type EnrichForm } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import { readEnrichAnswers, type EnrichState } from '../lib/enrich-answers';
import { knowledgeKeys } from './keys';

const KnowledgeListSchema = z.array(KnowledgeSchema);

/** GET /v1/knowledge/byListing/{listingId}/enrich: the seller's answers to the guided sets, and which are private. */
export const fetchEnrichAnswers = async (
  listingId: string,
  forms: readonly EnrichForm[],
  signal?: AbortSignal,
): Promise<EnrichState> =>
  readEnrichAnswers(
    await api(aiApiPaths.enrich(listingId), { signal, schema: import.meta.env.DEV ? KnowledgeListSchema : undefined }),
    forms,
  );

export const enrichAnswersQuery = (listingId: string, forms: readonly EnrichForm[]) =>
  queryOptions({
    queryKey: knowledgeKeys.enrich(listingId),
    queryFn: ({ signal }) => fetchEnrichAnswers(listingId, forms, signal),
  });

export function useEnrichAnswers(listingId: string, forms: readonly EnrichForm[]) {
  return useQuery(enrichAnswersQuery(listingId, forms));
}
