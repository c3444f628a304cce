import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListingSchema, ListingTablePageSchema, ListingTablePrefsSchema, type ListingTablePrefs } from '@revy/shared';
import { api, buildUrl } from '../../../lib/api-client';

/** The staff table's API (issue 16): GET /v1/listing/table, its CSV twin and the saved column choice. */
export const listingTablePaths = {
  table: '/v1/listing/table',
  exportCsv: '/v1/listing/table/export.csv',
  prefs: '/v1/listing/table/prefs',
  review: (id: string) => `/v1/listing/${encodeURIComponent(id)}/review`,
};

/** The query string the API takes, as strings (the URL's filters converted; see table-url.ts). */
export type TableApiQuery = Record<string, string | number | undefined>;

export const listingTableKeys = {
  all: ['listing-table'] as const,
  page: (q: TableApiQuery) => [...listingTableKeys.all, 'page', q] as const,
  prefs: ['listing-table', 'prefs'] as const,
};

/** GET /v1/listing/table (staff) */
export const fetchListingTable = (q: TableApiQuery, signal?: AbortSignal) =>
  api(listingTablePaths.table, { query: q, signal, schema: import.meta.env.DEV ? ListingTablePageSchema : undefined });

export const listingTableQuery = (q: TableApiQuery) =>
  queryOptions({
    queryKey: listingTableKeys.page(q),
    queryFn: ({ signal }) => fetchListingTable(q, signal),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const useListingTable = (q: TableApiQuery) => useQuery(listingTableQuery(q));

/** The address of the CSV of the same filters and sort (a plain link: the browser downloads it with the cookie). */
export const listingTableCsvUrl = (q: TableApiQuery) => {
  const { page: _page, size: _size, ...filters } = q;
  return buildUrl(listingTablePaths.exportCsv, filters);
};

/** GET /v1/listing/table/prefs (staff): the caller's hidden columns and page size. */
export const prefsQuery = queryOptions({
  queryKey: listingTableKeys.prefs,
  queryFn: ({ signal }) =>
    api(listingTablePaths.prefs, { signal, schema: import.meta.env.DEV ? ListingTablePrefsSchema : undefined }),
  staleTime: 5 * 60_000,
});

export const useListingTablePrefs = () => useQuery(prefsQuery);

/** PUT /v1/listing/table/prefs: shown at once, saved behind; a failed save puts the previous choice back. */
export function useSaveListingTablePrefs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (prefs: ListingTablePrefs) =>
      api(listingTablePaths.prefs, {
        method: 'PUT',
        body: prefs,
        schema: import.meta.env.DEV ? ListingTablePrefsSchema : undefined,
      }),
    onMutate: async (prefs) => {
      await qc.cancelQueries({ queryKey: listingTableKeys.prefs });
      const before = qc.getQueryData<ListingTablePrefs>(listingTableKeys.prefs);
      qc.setQueryData(listingTableKeys.prefs, prefs);
      return { before };
    },
    onError: (_err, _prefs, context) => {
      if (context?.before) qc.setQueryData(listingTableKeys.prefs, context.before);
    },
    onSuccess: (saved) => qc.setQueryData(listingTableKeys.prefs, saved),
  });
}

/** POST /v1/listing/{id}/review for each selected listing (v2's bulk action); counts what worked. */
export function useBulkReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, reviewed }: { ids: string[]; reviewed: boolean }) => {
      const results = await Promise.allSettled(
        ids.map((id) =>
          api(listingTablePaths.review(id), {
            method: 'POST',
            body: { reviewed },
            schema: import.meta.env.DEV ? ListingSchema : undefined,
          }),
        ),
      );
      return {
        done: results.filter((r) => r.status === 'fulfilled').length,
        failed: results.filter((r) => r.status === 'rejected').length,
        reviewed,
      };
    },
    onSettled: () => qc.invalidateQueries({ queryKey: listingTableKeys.all }),
  });
}
