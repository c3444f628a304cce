import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ListingImportPreviewSchema,
  ListingImportReportSchema,
  ListingImportSchema,
  pageSchema,
  type ListingImport,
  type ListingImportMappingInput,
  type ListingImportUpload,
} from '@revy/shared';
import { api } from '../../../lib/api-client';
import { listingImportApiPaths as paths } from '../../../lib/paths';

const ImportPageSchema = pageSchema(ListingImportSchema);

export const importKeys = {
  all: ['listing-imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (id: string) => [...importKeys.all, 'one', id] as const,
  preview: (id: string) => [...importKeys.all, 'preview', id] as const,
  report: (id: string) => [...importKeys.all, 'report', id] as const,
};

/** Still working: the page polls these. */
export const isRunning = (i: Pick<ListingImport, 'status'>) => ['queued', 'running', 'photos'].includes(i.status);

/** GET /v1/listing-import (admin): recent imports, latest first. */
export const fetchImports = (signal?: AbortSignal) =>
  api(paths.root, { query: { size: 10 }, signal, schema: import.meta.env.DEV ? ImportPageSchema : undefined });
export const importsQuery = () =>
  queryOptions({
    queryKey: importKeys.list(),
    queryFn: ({ signal }) => fetchImports(signal),
    placeholderData: keepPreviousData,
    // While one runs, the list's counters move too.
    refetchInterval: (q) => (q.state.data?.content.some(isRunning) ? 2000 : false),
  });
export const useImports = () => useQuery(importsQuery());

/** GET /v1/listing-import/{id} (admin), polled every second while it runs. */
export const fetchImport = (id: string, signal?: AbortSignal) =>
  api(paths.one(id), { signal, schema: import.meta.env.DEV ? ListingImportSchema : undefined });
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: ({ signal }) => fetchImport(id, signal),
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data) ? 1000 : false),
  });
export const useImport = (id: string | null) => useQuery({ ...importQuery(id ?? ''), enabled: !!id });

/** GET /v1/listing-import/{id}/preview (admin) */
export const fetchPreview = (id: string, signal?: AbortSignal) =>
  api(paths.preview(id), { signal, schema: import.meta.env.DEV ? ListingImportPreviewSchema : undefined });
export const previewQuery = (id: string) =>
  queryOptions({ queryKey: importKeys.preview(id), queryFn: ({ signal }) => fetchPreview(id, signal) });
export const usePreview = (id: string, enabled: boolean) => useQuery({ ...previewQuery(id), enabled });

/** GET /v1/listing-import/{id}/report (admin) */
export const fetchReport = (id: string, signal?: AbortSignal) =>
  api(paths.report(id), { signal, schema: import.meta.env.DEV ? ListingImportReportSchema : undefined });
export const reportQuery = (id: string) =>
  queryOptions({ queryKey: importKeys.report(id), queryFn: ({ signal }) => fetchReport(id, signal) });
export const useReport = (id: string, enabled: boolean) => useQuery({ ...reportQuery(id), enabled });

/** POST /v1/listing-import (admin): the file's text; answers the import with its suggested mapping. */
export const uploadImport = (body: ListingImportUpload) =>
  api(paths.root, { method: 'POST', body, schema: import.meta.env.DEV ? ListingImportSchema : undefined });
export function useUploadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (i) => {
      qc.setQueryData(importKeys.one(i.id), i);
      void qc.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

/** PUT /v1/listing-import/{id}/mapping (admin): answers the preview. */
export const saveMapping = (id: string, body: ListingImportMappingInput) =>
  api(paths.mapping(id), { method: 'PUT', body, schema: import.meta.env.DEV ? ListingImportPreviewSchema : undefined });
export function useSaveMapping(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingImportMappingInput) => saveMapping(id, body),
    onSuccess: (p) => {
      qc.setQueryData(importKeys.preview(id), p);
      qc.setQueryData(importKeys.one(id), p.import);
    },
  });
}

/** POST /v1/listing-import/{id}/run (admin) */
export const startImport = (id: string) =>
  api(paths.run(id), { method: 'POST', body: {}, schema: import.meta.env.DEV ? ListingImportSchema : undefined });
export function useStartImport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => startImport(id),
    onSuccess: (i) => {
      qc.setQueryData(importKeys.one(id), i);
      void qc.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

export const reportCsvUrl = (id: string) => paths.reportCsv(id);
