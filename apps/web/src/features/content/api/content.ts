import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ContentPageSchema,
  ContentSchema,
  type Content,
  type ContentStatus,
  type ContentType,
  type CreateContent,
  type UpdateContent,
} from '@revy/shared';
import { ApiError, api } from '../../../lib/api-client';

/** The content calls of the contract (GET/POST /v1/content…), in one place. */
export const contentApiPaths = {
  root: '/v1/content',
  one: (idOrSlug: string) => `/v1/content/${encodeURIComponent(idOrSlug)}`,
  contactForm: '/v1/form/contact',
};

export type ContentListParams = {
  page?: number;
  size?: number;
  sort?: string;
  type?: ContentType | undefined;
  status?: ContentStatus | undefined;
  variant?: string | undefined;
  search?: string | undefined;
};

export const contentKeys = {
  all: ['content'] as const,
  list: (params: ContentListParams) => [...contentKeys.all, 'list', params] as const,
  one: (idOrSlug: string) => [...contentKeys.all, 'one', idOrSlug] as const,
};

export const contentListQuery = (params: ContentListParams) =>
  queryOptions({
    queryKey: contentKeys.list(params),
    queryFn: ({ signal }) =>
      api(contentApiPaths.root, { query: params, signal, schema: import.meta.env.DEV ? ContentPageSchema : undefined }),
    placeholderData: keepPreviousData,
  });

export const useContentList = (params: ContentListParams, enabled = true) =>
  useQuery({ ...contentListQuery(params), enabled });

/** One entry by id or slug; a 404 (unknown, or a draft for a visitor) resolves to null so pages show "not found". */
export const contentQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: contentKeys.one(idOrSlug),
    queryFn: async ({ signal }): Promise<Content | null> => {
      try {
        return await api(contentApiPaths.one(idOrSlug), {
          signal,
          schema: import.meta.env.DEV ? ContentSchema : undefined,
        });
      } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
        throw e;
      }
    },
  });

export const useContent = (idOrSlug: string | undefined) =>
  useQuery({ ...contentQuery(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });

/** POST /v1/content (create) or /v1/content/{id} (partial update), staff only. */
export function useSaveContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CreateContent | UpdateContent }) =>
      api(id ? contentApiPaths.one(id) : contentApiPaths.root, {
        method: 'POST',
        body,
        schema: import.meta.env.DEV ? ContentSchema : undefined,
      }),
    onSuccess: (saved) => {
      qc.setQueryData(contentKeys.one(saved.id), saved);
      if (saved.slug) qc.setQueryData(contentKeys.one(saved.slug), saved);
      void qc.invalidateQueries({ queryKey: [...contentKeys.all, 'list'] });
    },
  });
}

/** POST /v1/form/contact: the contact form, signed in or not; data is JSON text (spec 7 Form). */
export function useSendContactForm() {
  return useMutation({
    mutationFn: (data: Record<string, string>) =>
      api(contentApiPaths.contactForm, { method: 'POST', body: { data: JSON.stringify(data) } }),
  });
}
