import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CreateKnowledgeSchema,
  KnowledgeSchema,
  UpdateKnowledgeObjectSchema,
  type EnrichForm,
  type Knowledge,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { aiApiPaths } from '../../../lib/paths';
import { knowledgeKeys } from './keys';

const KnowledgeListSchema = z.array(KnowledgeSchema);

/**
 * The seller's own notes for the assistant (issue 15): FAQ entries, and answers stored under a set that asks no
 * such question (the demo's "Walk-away price"). The guided answers and the corrections have their own pages.
 */
export function notesOf(items: readonly Knowledge[], forms: readonly EnrichForm[]): Knowledge[] {
  return items.filter((k) => {
    if (k.type === 'faq') return true;
    if (k.type !== 'enrich') return false;
    const form = forms.find((f) => f.id === k.category);
    return !form?.questions.some((q) => q.ordinal === k.ordinal);
  });
}

/** GET /v1/knowledge/byListing/{listingId}: every entry, of which the notes are kept. */
export const notesQuery = (listingId: string, forms: readonly EnrichForm[]) =>
  queryOptions({
    queryKey: knowledgeKeys.notes(listingId),
    queryFn: async ({ signal }) =>
      notesOf(
        await api(aiApiPaths.knowledgeOf(listingId), {
          signal,
          schema: import.meta.env.DEV ? KnowledgeListSchema : undefined,
        }),
        forms,
      ),
  });

export const useNotes = (listingId: string, forms: readonly EnrichForm[]) => useQuery(notesQuery(listingId, forms));

export type NoteInput = { question: string; content: string; isPrivate: boolean };

/** POST /v1/knowledge (a new FAQ note) or PUT /v1/knowledge/{id}, checked with the server's own schemas. */
export const saveNote = ({ listingId, id, note }: { listingId: string; id?: string; note: NoteInput }) =>
  id
    ? api<unknown>(aiApiPaths.knowledgeEntry(id), { method: 'PUT', body: UpdateKnowledgeObjectSchema.parse(note) })
    : api<unknown>(aiApiPaths.knowledge, {
        method: 'POST',
        body: CreateKnowledgeSchema.parse({ listingId, type: 'faq', ...note }),
      });

/** DELETE /v1/knowledge/{id} */
export const deleteNote = ({ id }: { listingId: string; id: string }) =>
  api<unknown>(aiApiPaths.knowledgeEntry(id), { method: 'DELETE' });

function useNoteMutation<V extends { listingId: string }>(fn: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_res, { listingId }) => qc.invalidateQueries({ queryKey: knowledgeKeys.notes(listingId) }),
  });
}

export const useSaveNote = () => useNoteMutation(saveNote);
export const useDeleteNote = () => useNoteMutation(deleteNote);
