import { type AnyColumn, and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListingStatus, ListingTablePlan, ListingTableSortField } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { webSearchQuery } from '../../db/column-types';
import { userMatchCondition } from '../users';
import { listingPorts } from './listing-ports';
import { listings } from './listings.table';

/** The staff table's filter, in database terms (dates already resolved to instants, `to` exclusive). */
export type ListingTableFilter = {
  search?: string | undefined;
  statuses?: ListingStatus[] | undefined;
  saleStatus?: 'unsold' | 'sold' | undefined;
  plan?: ListingTablePlan | undefined;
  reviewed?: boolean | undefined;
  escalated?: boolean | undefined;
  test?: boolean | undefined;
  deleted: 'exclude' | 'include' | 'only';
  sellerId?: string | undefined;
  seller?: string | undefined;
  make?: string | undefined;
  model?: string | undefined;
  yearMin?: number | undefined;
  yearMax?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  created?: DateRange | undefined;
  updated?: DateRange | undefined;
  published?: DateRange | undefined;
};
export type DateRange = { from?: Date | undefined; to?: Date | undefined };
export type ListingTableOrder = { field: ListingTableSortField; dir: 'asc' | 'desc' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

const range = (column: AnyColumn, r: DateRange | undefined): SQL[] => [
  ...(r?.from ? [gte(column, r.from)] : []),
  ...(r?.to ? [lt(column, r.to)] : []),
];

/** The WHERE of the staff table. The escalated flag is any of the three; plan and seller text are their owners' SQL. */
export function listingTableCondition(f: ListingTableFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.deleted === 'exclude') where.push(isNull(listings.deletedAt));
  if (f.deleted === 'only') where.push(isNotNull(listings.deletedAt));
  if (f.search) {
    // Words go to the search document (GIN); a pasted VIN or listing id finds that listing.
    const text = f.search;
    where.push(
      or(
        sql`${listings.searchVector} @@ ${webSearchQuery(text)}`,
        VIN.test(text) ? eq(listings.vinValue, text.toUpperCase()) : undefined,
        UUID.test(text) ? eq(listings.id, text.toLowerCase()) : undefined,
      ),
    );
  }
  if (f.statuses?.length)
    where.push(f.statuses.length === 1 ? eq(listings.status, f.statuses[0]!) : inArray(listings.status, f.statuses));
  if (f.saleStatus) where.push(eq(listings.saleStatus, f.saleStatus));
  if (f.plan) where.push(listingPorts().planCondition(listings.id, f.plan));
  if (f.reviewed !== undefined) where.push(eq(listings.isReviewed, f.reviewed));
  const anyEscalation = sql`(${listings.isEscalated} or ${listings.sellerEscalated} or ${listings.conciergeEscalated})`;
  if (f.escalated === true) where.push(anyEscalation);
  if (f.escalated === false) where.push(sql`not ${anyEscalation}`);
  if (f.test !== undefined) where.push(eq(listings.isTest, f.test));
  if (f.sellerId) where.push(eq(listings.sellerId, f.sellerId));
  if (f.seller) where.push(userMatchCondition(listings.sellerId, f.seller));
  if (f.make) where.push(sql`lower(${listings.make}) = ${f.make.toLowerCase()}`);
  if (f.model) where.push(sql`lower(${listings.model}) = ${f.model.toLowerCase()}`);
  if (f.yearMin !== undefined) where.push(gte(listings.year, f.yearMin));
  if (f.yearMax !== undefined) where.push(lte(listings.year, f.yearMax));
  if (f.priceMin !== undefined) where.push(gte(listings.price, f.priceMin));
  if (f.priceMax !== undefined) where.push(lte(listings.price, f.priceMax));
  where.push(...range(listings.createdAt, f.created));
  where.push(...range(listings.updatedAt, f.updated));
  where.push(...range(listings.publishedAt, f.published));
  return and(...where);
}

/** What a row of the table shows, read from listings alone; seller and plan come from their owners per page. */
const tableColumns = {
  id: listings.id,
  title: listings.title,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  vinValue: listings.vinValue,
  sellerId: listings.sellerId,
  status: listings.status,
  saleStatus: listings.saleStatus,
  price: listings.price,
  isReviewed: listings.isReviewed,
  isEscalated: listings.isEscalated,
  sellerEscalated: listings.sellerEscalated,
  conciergeEscalated: listings.conciergeEscalated,
  isTest: listings.isTest,
  buyerCount: listings.buyerCount,
  offerCount: listings.offerCount,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  publishedAt: listings.publishedAt,
  deletedAt: listings.deletedAt,
};
export type ListingTableDbRow = {
  [K in keyof typeof tableColumns]:
    (typeof tableColumns)[K]['_']['data'] | ((typeof tableColumns)[K]['_']['notNull'] extends true ? never : null);
};

/**
 * ORDER BY the sort column, then the id so pages never overlap. PostgreSQL's own null order (nulls sort as the
 * largest value: last going up, first going down) so that one (column, id) index serves both directions; a listing
 * without a price or never published shows at the top of a descending sort, which is where staff look for them.
 */
export function listingTableOrder(order: ListingTableOrder): SQL[] {
  const column = listings[order.field];
  const dir = sql.raw(order.dir);
  return [sql`${column} ${dir}`, sql`${listings.id} ${dir}`];
}

/** One page of rows: LIMIT in sort order, so a matching index is walked rather than every match sorted. */
export function listingTableRowsQuery(
  db: DbOrTx,
  condition: SQL | undefined,
  order: ListingTableOrder,
  limit: number,
  offset: number,
) {
  return db
    .select(tableColumns)
    .from(listings)
    .where(condition)
    .orderBy(...listingTableOrder(order))
    .limit(limit)
    .offset(offset);
}

/** The number of matching listings (the pager's total). */
export function listingTableCountQuery(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(condition);
}

export async function listingTableRows(
  ...args: Parameters<typeof listingTableRowsQuery>
): Promise<ListingTableDbRow[]> {
  return (await listingTableRowsQuery(...args)) as ListingTableDbRow[];
}

export async function countListingTable(db: DbOrTx, condition: SQL | undefined): Promise<number> {
  const [row] = await listingTableCountQuery(db, condition);
  return row?.n ?? 0;
}
