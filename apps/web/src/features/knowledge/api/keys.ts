/** Query keys of the knowledge feature; saving a set invalidates through these. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  enrich: (listingId: string) => [...knowledgeKeys.all, 'enrich', listingId] as const,
  notes: (listingId: string) => [...knowledgeKeys.all, 'notes', listingId] as const,
};
