import {
  LISTING_STATUSES,
  LISTING_TABLE_PLANS,
  LISTING_TABLE_SORT_FIELDS,
  type ListingStatus,
  type ListingTableSortField,
} from '@revy/shared';
import type { TableApiQuery } from './api/listing-table';

/*
 * The table's view lives in the address (issue 16: a view can be shared or bookmarked). The names are the API's
 * (ListingTableQuerySchema) except two made for people: `page` counts from 1, and prices are whole dollars.
 */

/** Text filters passed through as typed. */
export const TEXT_FILTERS = ['search', 'seller', 'make', 'model', 'yearMin', 'yearMax'] as const;
/** Date filters (yyyy-mm-dd). */
export const DATE_FILTERS = ['createdFrom', 'createdTo', 'updatedFrom', 'updatedTo'] as const;
export const PAGE_SIZES = [25, 50, 100] as const;

export type TableSort = { field: ListingTableSortField; desc: boolean };

export function readStatuses(p: URLSearchParams): ListingStatus[] {
  return (p.get('status') ?? '')
    .split(',')
    .filter((s): s is ListingStatus => (LISTING_STATUSES as readonly string[]).includes(s));
}

export function readSort(p: URLSearchParams): TableSort | null {
  const [field, dir] = (p.get('sort') ?? '').split(',');
  if (!(LISTING_TABLE_SORT_FIELDS as readonly string[]).includes(field ?? '')) return null;
  return { field: field as ListingTableSortField, desc: dir !== 'asc' };
}

export const readPage = (p: URLSearchParams) => Math.max(1, Number(p.get('page')) || 1);

export function readSize(p: URLSearchParams, saved: number | undefined): number {
  const asked = Number(p.get('size'));
  if ((PAGE_SIZES as readonly number[]).includes(asked)) return asked;
  return saved && (PAGE_SIZES as readonly number[]).includes(saved) ? saved : PAGE_SIZES[0];
}

const dollarsToCents = (v: string | null) => {
  const n = Number(v);
  return v && Number.isFinite(n) && n >= 0 ? String(Math.round(n * 100)) : undefined;
};
const oneOf = (v: string | null, values: readonly string[]) => (v && values.includes(v) ? v : undefined);

/**
 * The API query for the address: only values the API accepts are passed, so a hand-edited address shows the table
 * rather than an error (a bad year range is still the server's to refuse, and the page says so).
 */
export function apiQuery(p: URLSearchParams, size: number): TableApiQuery {
  const q: TableApiQuery = { page: readPage(p) - 1, size };
  const sort = readSort(p);
  if (sort) q.sort = `${sort.field},${sort.desc ? 'desc' : 'asc'}`;
  const statuses = readStatuses(p);
  if (statuses.length) q.status = statuses.join(',');
  for (const k of TEXT_FILTERS) if (p.get(k)?.trim()) q[k] = p.get(k)!.trim();
  for (const k of DATE_FILTERS) if (/^\d{4}-\d{2}-\d{2}$/.test(p.get(k) ?? '')) q[k] = p.get(k)!;
  q.priceMin = dollarsToCents(p.get('priceMin'));
  q.priceMax = dollarsToCents(p.get('priceMax'));
  q.saleStatus = oneOf(p.get('saleStatus'), ['sold', 'unsold']);
  q.plan = oneOf(p.get('plan'), LISTING_TABLE_PLANS);
  q.reviewed = oneOf(p.get('reviewed'), ['true', 'false']);
  q.escalated = oneOf(p.get('escalated'), ['true', 'false']);
  q.test = oneOf(p.get('test'), ['true', 'false']);
  q.deleted = oneOf(p.get('deleted'), ['include', 'only']);
  for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
  return q;
}

/** How many filters the address sets (the phone's "Filters (3)" button). */
export function activeFilterCount(p: URLSearchParams): number {
  const keys = ['status', 'saleStatus', 'plan', 'reviewed', 'escalated', 'test', 'deleted', 'priceMin', 'priceMax'];
  return [...keys, ...TEXT_FILTERS, ...DATE_FILTERS].filter((k) => p.get(k)).length;
}
