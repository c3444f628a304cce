import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { ListingTableColumn, ListingTableRow } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import {
  listingTableCsvUrl,
  useBulkReview,
  useListingTable,
  useListingTablePrefs,
  useSaveListingTablePrefs,
} from '../api/listing-table';
import { apiQuery, PAGE_SIZES, readPage, readSize, readSort } from '../table-url';
import { ColumnPicker } from './column-picker';
import { COLUMN_LABELS, listingColumns, SORT_FIELD_OF, titleOf } from './listing-columns';
import { ListingFilters } from './listing-filters';

/** Sorting a new column starts ascending for words, descending for amounts and dates (newest, dearest first). */
const ASC_FIRST = new Set(['title', 'status', 'saleStatus']);

const selectColumn: ColumnDef<ListingTableRow, unknown> = {
  id: 'select',
  header: ({ table }) => (
    <input
      type="checkbox"
      className="size-4"
      aria-label="Select every listing on this page"
      checked={table.getIsAllPageRowsSelected()}
      ref={(el) => {
        if (el) el.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  ),
  cell: ({ row }) => (
    <input
      type="checkbox"
      className="size-4"
      aria-label={`Select ${titleOf(row.original)}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  ),
};

/**
 * The staff listing table (issue 16, decision 031), TanStack Table in manual mode: the server pages, sorts and
 * filters; the address holds the view; the column choice is saved on the account. `dense` is v2: tighter rows,
 * row selection and the bulk review actions.
 */
export function ListingTableView({ dense }: { dense: boolean }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const prefs = useListingTablePrefs();
  const savePrefs = useSaveListingTablePrefs();
  const hidden = prefs.data?.hidden ?? [];
  const size = readSize(params, prefs.data?.pageSize);
  const query = useMemo(() => apiQuery(params, size), [params, size]);
  const page = readPage(params);
  const sort = readSort(params) ?? { field: 'createdAt', desc: true };
  const q = useListingTable(query);
  const review = useBulkReview();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const queryKey = JSON.stringify(query);
  // A new page or filter starts with nothing selected: bulk actions only ever touch rows on screen.
  useEffect(() => setSelection({}), [queryKey]);

  const set = (values: Record<string, string>, keepPage = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(values))
          if (v) next.set(k, v);
          else next.delete(k);
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: keepPage === false && !('sort' in values) },
    );

  // TanStack Table re-renders on each state change by design, so the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: q.data?.content ?? [],
    columns: dense ? [selectColumn, ...listingColumns] : listingColumns,
    getRowId: (r) => r.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: q.data?.totalPages ?? -1,
    enableRowSelection: dense,
    state: {
      columnVisibility: Object.fromEntries(hidden.map((c) => [c, false])),
      rowSelection: selection,
      pagination: { pageIndex: page - 1, pageSize: size },
      sorting: [
        { id: Object.entries(SORT_FIELD_OF).find(([, f]) => f === sort.field)?.[0] ?? 'createdAt', desc: sort.desc },
      ],
    },
    onRowSelectionChange: setSelection,
  });

  const sortBy = (column: ListingTableColumn) => {
    const field = SORT_FIELD_OF[column];
    if (!field) return;
    const desc = field === sort.field ? !sort.desc : !ASC_FIRST.has(field);
    set({ sort: `${field},${desc ? 'desc' : 'asc'}` });
  };
  const selectedIds = Object.keys(selection).filter((k) => selection[k]);
  const cell = dense ? 'px-2 py-1.5' : 'px-3 py-2.5';
  const data = q.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-xl font-semibold text-ink">{dense ? 'Listings grid' : 'All listings'}</h1>
          <p className="text-sm text-muted">
            {dense
              ? 'Every listing, compact: select rows to mark them reviewed or not.'
              : 'Every listing on Revy, drafts and test listings included. Filters stay in the address, so a view can be shared.'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ColumnPicker
            hidden={hidden}
            onChange={(h) =>
              savePrefs.mutate({ hidden: h, ...(prefs.data?.pageSize ? { pageSize: prefs.data.pageSize } : {}) })
            }
            saving={savePrefs.isPending}
            error={savePrefs.isError}
          />
          <a href={listingTableCsvUrl(query)} download className={buttonClass('secondary', 'sm')}>
            Export CSV
          </a>
        </div>
      </div>

      <ListingFilters params={params} onChange={(v) => set(v)} />

      {dense && selectedIds.length ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-primary-soft px-3 py-2 text-sm"
        >
          <span className="font-medium text-ink">{selectedIds.length} selected</span>
          <Button
            size="sm"
            loading={review.isPending && review.variables?.reviewed === true}
            disabled={review.isPending}
            onClick={() => review.mutate({ ids: selectedIds, reviewed: true }, { onSuccess: () => setSelection({}) })}
          >
            Mark reviewed
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={review.isPending && review.variables?.reviewed === false}
            disabled={review.isPending}
            onClick={() => review.mutate({ ids: selectedIds, reviewed: false }, { onSuccess: () => setSelection({}) })}
          >
            Mark not reviewed
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection({})}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {review.data ? (
        <Alert tone={review.data.failed ? 'error' : 'success'}>
          {`${review.data.done} listing${review.data.done === 1 ? '' : 's'} marked ${review.data.reviewed ? 'reviewed' : 'not reviewed'}.`}
          {review.data.failed ? ` ${review.data.failed} could not be changed (deleted meanwhile?).` : ''}
        </Alert>
      ) : null}

      {q.isError ? (
        <Alert tone="error" title="We couldn't load the listings">
          {errorMessage(q.error)}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading listings" />
        </div>
      ) : !data.content.length ? (
        <div className="rounded-xl border border-line bg-white px-4 py-10 text-center">
          <p className="font-medium text-ink">No listings match these filters</p>
          <p className="mt-1 text-sm text-muted">Loosen a filter or clear them all to see more.</p>
        </div>
      ) : (
        // Scrolls sideways on a phone, the listing column staying in view.
        <div className="relative overflow-x-auto rounded-xl border border-line bg-white" aria-busy={q.isFetching}>
          <table className={`w-full border-collapse text-left ${dense ? 'text-xs' : 'text-sm'}`}>
            <caption className="sr-only">
              Listings, page {page} of {Math.max(1, data.totalPages)}, {data.totalElements} in all. Column headers with
              a button sort the table.
            </caption>
            <thead className="border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted">
              {table.getHeaderGroups().map((g) => (
                <tr key={g.id}>
                  {g.headers.map((h, i) => {
                    const column = h.column.id as ListingTableColumn;
                    const field = SORT_FIELD_OF[column];
                    const active = field === sort.field;
                    const sticky = (dense ? i <= 1 : i === 0) ? 'sticky z-[1] bg-canvas' : '';
                    return (
                      <th
                        key={h.id}
                        scope="col"
                        className={`${cell} whitespace-nowrap font-medium ${sticky} ${dense && i === 1 ? 'left-8' : 'left-0'}`}
                        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : field ? 'none' : undefined}
                      >
                        {field ? (
                          <button
                            type="button"
                            onClick={() => sortBy(column)}
                            className="inline-flex items-center gap-1 rounded uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
                          >
                            {COLUMN_LABELS[column]}
                            <span aria-hidden="true" className={active ? 'text-ink' : 'opacity-40'}>
                              {active ? (sort.desc ? '▼' : '▲') : '↕'}
                            </span>
                          </button>
                        ) : (
                          flexRender(h.column.columnDef.header, h.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-line">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={row.getIsSelected() ? 'bg-primary-soft/50' : 'hover:bg-canvas/60'}>
                  {row.getVisibleCells().map((c, i) => (
                    <td
                      key={c.id}
                      className={`${cell} align-top ${(dense ? i <= 1 : i === 0) ? `sticky z-[1] bg-white ${dense && i === 1 ? 'left-8' : 'left-0'}` : ''}`}
                    >
                      {flexRender(c.column.columnDef.cell, c.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={`${id}-size`} className="text-muted">
              Rows per page
            </label>
            <select
              id={`${id}-size`}
              value={size}
              onChange={(e) => {
                const pageSize = Number(e.target.value);
                set({ size: String(pageSize) });
                savePrefs.mutate({ hidden, pageSize });
              }}
              className="h-9 rounded-lg border border-line bg-white px-2"
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {/* The pager says the count when there is more than one page. */}
            {data.totalPages <= 1 ? (
              <span className="text-muted">· {data.totalElements.toLocaleString('en-US')} listings</span>
            ) : null}
          </div>
          <div className="sm:min-w-96">
            <PageNav
              page={page}
              totalPages={data.totalPages}
              totalElements={data.totalElements}
              noun="listings"
              onPage={(p) => set({ page: p > 1 ? String(p) : '' }, true)}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
