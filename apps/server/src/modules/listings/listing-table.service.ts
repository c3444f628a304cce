import {
  activePurchase,
  isOnTrial,
  LISTING_TABLE_EXPORT_CAP,
  ListingTablePrefsSchema,
  parseSort,
  toPage,
  type ListingTablePage,
  type ListingTablePrefs,
  type ListingTableQuery,
  type ListingTableRow,
  type ListingTableSortField,
  type Purchase,
} from '@revy/shared';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { findUsersByIds, mergeUserMetadata, type UserRecord } from '../users';
import { listingPorts } from './listing-ports';
import {
  countListingTable,
  listingTableCondition,
  listingTableCountQuery,
  listingTableRows,
  listingTableRowsQuery,
  type DateRange,
  type ListingTableDbRow,
  type ListingTableFilter,
  type ListingTableOrder,
} from './listing-table.repo';

/*
 * The staff listing table (issue 16, decision 031): every listing, any status, deleted ones on request. A page is
 * three queries whatever its size: the rows (LIMIT in sort order) and the total side by side, then the sellers'
 * names and the plans of that page side by side (users' and payments' reads, decision 025).
 */

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as a lower bound is its midnight UTC; as an upper bound, the next midnight (exclusive). */
function dateRange(from: string | undefined, to: string | undefined): DateRange | undefined {
  if (!from && !to) return undefined;
  const end = to ? new Date(Date.parse(to) + (DATE_ONLY.test(to) ? DAY_MS : 1)) : undefined;
  return { from: from ? new Date(from) : undefined, to: end };
}

export function listingTableFilter(q: ListingTableQuery): ListingTableFilter {
  return {
    search: q.search || undefined,
    statuses: q.status?.length ? q.status : undefined,
    saleStatus: q.saleStatus,
    plan: q.plan,
    reviewed: q.reviewed,
    escalated: q.escalated,
    test: q.test,
    deleted: q.deleted,
    sellerId: q.sellerId,
    seller: q.seller,
    make: q.make || undefined,
    model: q.model || undefined,
    yearMin: q.yearMin,
    yearMax: q.yearMax,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    created: dateRange(q.createdFrom, q.createdTo),
    updated: dateRange(q.updatedFrom, q.updatedTo),
    published: dateRange(q.publishedFrom, q.publishedTo),
  };
}

export function listingTableSort(q: Pick<ListingTableQuery, 'sort'>): ListingTableOrder {
  const parsed = parseSort(q.sort);
  return { field: (parsed?.field ?? 'createdAt') as ListingTableSortField, dir: parsed?.dir ?? 'desc' };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (u: UserRecord | undefined) =>
  [u?.firstName, u?.lastName].filter((s) => !!s?.trim()).join(' ') || null;

function planOf(purchases: Purchase[] | undefined): ListingTableRow['plan'] {
  const active = activePurchase(purchases);
  if (active) return { name: active.name, status: active.status, onTrial: isOnTrial(active) };
  const pending = purchases?.find((p) => p.status === 'PENDING');
  return pending ? { name: pending.name, status: pending.status, onTrial: false } : null;
}

/** Rows with their sellers and plans: two queries for any number of rows. */
async function withOwners(ctx: AppContext, rows: ListingTableDbRow[]): Promise<ListingTableRow[]> {
  const [sellers, purchases] = await Promise.all([
    findUsersByIds(ctx.db, [...new Set(rows.map((r) => r.sellerId))]),
    listingPorts().purchasesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const byId = new Map(sellers.map((u) => [u.id, u]));
  return rows.map((r) => {
    const seller = byId.get(r.sellerId);
    return {
      id: r.id,
      title: r.title,
      vehicle: { year: r.year, make: r.make, model: r.model },
      vin: r.vinValue,
      seller: { id: r.sellerId, name: fullName(seller), email: seller?.email ?? null },
      status: r.status,
      saleStatus: r.saleStatus,
      plan: planOf(purchases.get(r.id)),
      price: r.price,
      isReviewed: r.isReviewed,
      isEscalated: r.isEscalated,
      sellerEscalated: r.sellerEscalated,
      conciergeEscalated: r.conciergeEscalated,
      isTest: r.isTest,
      buyerCount: r.buyerCount,
      offerCount: r.offerCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      publishedAt: iso(r.publishedAt),
      deletedAt: iso(r.deletedAt),
    };
  });
}

export async function listingTablePage(ctx: AppContext, q: ListingTableQuery): Promise<ListingTablePage> {
  const condition = listingTableCondition(listingTableFilter(q));
  const [rows, total] = await Promise.all([
    listingTableRows(ctx.db, condition, listingTableSort(q), q.size, q.page * q.size),
    countListingTable(ctx.db, condition),
  ]);
  return toPage(await withOwners(ctx, rows), total, q);
}

/** The two statements of a page (rows, total) as built for `db`; the benchmark renders them with drizzle.mock(). */
export function listingTableStatements(db: DbOrTx, q: ListingTableQuery) {
  const condition = listingTableCondition(listingTableFilter(q));
  return {
    rows: listingTableRowsQuery(db, condition, listingTableSort(q), q.size, q.page * q.size),
    count: listingTableCountQuery(db, condition),
  };
}

// ---- CSV export ----

const CSV_HEADER = [
  'id',
  'title',
  'year',
  'make',
  'model',
  'vin',
  'seller name',
  'seller email',
  'status',
  'sale status',
  'plan',
  'price (USD)',
  'reviewed',
  'escalated',
  'buyers',
  'offers',
  'created',
  'updated',
  'published',
  'deleted',
];

/**
 * One CSV field. Quoted when it holds a quote, comma or line break; a text starting with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe so a spreadsheet shows it instead of running it as a formula.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function csvLine(r: ListingTableRow): string {
  const plan = r.plan
    ? `${r.plan.name}${r.plan.onTrial ? ' (trial)' : r.plan.status === 'PENDING' ? ' (pending)' : ''}`
    : '';
  return [
    r.id,
    r.title,
    r.vehicle.year,
    r.vehicle.make,
    r.vehicle.model,
    r.vin,
    r.seller.name,
    r.seller.email,
    r.status,
    r.saleStatus,
    plan,
    r.price === null ? null : (r.price / 100).toFixed(2),
    r.isReviewed,
    r.isEscalated || r.sellerEscalated || r.conciergeEscalated,
    r.buyerCount,
    r.offerCount,
    r.createdAt,
    r.updatedAt,
    r.publishedAt,
    r.deletedAt,
  ]
    .map(csvField)
    .join(',');
}

const EXPORT_BATCH = 2_000;

/**
 * The CSV of every listing the filter matches, in the table's order, up to LISTING_TABLE_EXPORT_CAP rows: read and
 * written a batch at a time so memory stays flat whatever the size.
 */
export async function* listingTableCsv(ctx: AppContext, q: ListingTableQuery): AsyncGenerator<string> {
  const condition: SQL | undefined = listingTableCondition(listingTableFilter(q));
  const order = listingTableSort(q);
  yield `${CSV_HEADER.join(',')}\r\n`;
  for (let offset = 0; offset < LISTING_TABLE_EXPORT_CAP; offset += EXPORT_BATCH) {
    const limit = Math.min(EXPORT_BATCH, LISTING_TABLE_EXPORT_CAP - offset);
    const rows = await listingTableRows(ctx.db, condition, order, limit, offset);
    if (rows.length === 0) return;
    const lines = (await withOwners(ctx, rows)).map(csvLine);
    yield `${lines.join('\r\n')}\r\n`;
    if (rows.length < limit) return;
  }
}

// ---- Column choice per staff member ----

/** Kept in the user's metadata (a string map) as JSON under this key, so it follows them to any browser. */
const PREFS_KEY = 'listingTablePrefs';

export function listingTablePrefs(user: UserRecord): ListingTablePrefs {
  const raw = (user.metadata as Record<string, unknown> | null)?.[PREFS_KEY];
  if (typeof raw !== 'string') return { hidden: [] };
  try {
    const parsed = ListingTablePrefsSchema.safeParse(JSON.parse(raw));
    // A choice saved by an older version with columns since renamed is dropped rather than failing the page.
    return parsed.success ? parsed.data : { hidden: [] };
  } catch {
    return { hidden: [] };
  }
}

export async function saveListingTablePrefs(
  ctx: AppContext,
  user: UserRecord,
  prefs: ListingTablePrefs,
): Promise<ListingTablePrefs> {
  const clean: ListingTablePrefs = {
    hidden: [...new Set(prefs.hidden)],
    ...(prefs.pageSize ? { pageSize: prefs.pageSize } : {}),
  };
  await mergeUserMetadata(ctx.db, user.id, { [PREFS_KEY]: JSON.stringify(clean) });
  return clean;
}
