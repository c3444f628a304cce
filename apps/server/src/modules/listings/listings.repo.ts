import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webSearchQuery } from '../../db/column-types';
import { newId as newVisitorId } from '../../lib/ids';
import { listingPorts } from './listing-ports';
import { distanceSql, orderKey } from './search-order';
import { projectionCovers, searchPublishedListings } from './listing-search.repo';
import type { ListingFilter, ListingPage, ListingSearchResult, SearchAfter } from './listing-search.types';
import { LISTING_SELECT, decodeListing, listingColumns, type ListingRow } from './listing-row';
import { listings, listingVisitors } from './listings.table';

export type { ListingRow } from './listing-row';

export type NewListingRow = typeof listings.$inferInsert;
export type ListingPatch = Partial<Omit<NewListingRow, 'id' | 'sellerId' | 'createdAt'>>;

const live = isNull(listings.deletedAt);

export async function insertListing(db: DbOrTx, values: NewListingRow): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning(listingColumns);
  return row!;
}

/** A live (not deleted) listing, optionally locked for a read-modify-write. */
export async function findListing(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ListingRow | null> {
  const q = db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), live));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** What access rules need of a listing, deleted or not (reading its history). */
export async function findAccessFields(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; sellerId: string; status: ListingRow['status']; deletedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: listings.id, sellerId: listings.sellerId, status: listings.status, deletedAt: listings.deletedAt })
    .from(listings)
    .where(eq(listings.id, id));
  return row ?? null;
}

export async function updateListing(db: DbOrTx, id: string, patch: ListingPatch): Promise<ListingRow> {
  const [row] = await db.update(listings).set(patch).where(eq(listings.id, id)).returning(listingColumns);
  return row!;
}

export type { ListingFilter, ListingSortField } from './listing-search.types';

/** The WHERE and ORDER BY of a listing search; filters map onto the generated columns and their indexes. */
function listingConditions(f: ListingFilter, page: ListingPage) {
  const where: (SQL | undefined)[] = [live];
  const query = f.search ? webSearchQuery(f.search) : null;
  if (query) where.push(sql`${listings.searchVector} @@ ${query}`);
  if (f.statuses)
    where.push(f.statuses.length === 1 ? eq(listings.status, f.statuses[0]!) : inArray(listings.status, f.statuses));
  if (f.saleStatus) where.push(eq(listings.saleStatus, f.saleStatus));
  if (f.sellerId) where.push(eq(listings.sellerId, f.sellerId));
  if (f.buyerId) {
    // The chats module's SQL (listings cannot read the chats table), embedded so the filter stays one statement.
    where.push(listingPorts().buyerChatCondition(listings.id, f.buyerId));
  }
  if (f.make) where.push(sql`lower(${listings.make}) = ${f.make.toLowerCase()}`);
  if (f.model) where.push(sql`lower(${listings.model}) = ${f.model.toLowerCase()}`);
  if (f.yearMin !== undefined) where.push(gte(listings.year, f.yearMin));
  if (f.yearMax !== undefined) where.push(lte(listings.year, f.yearMax));
  if (f.priceMin !== undefined) where.push(gte(listings.price, f.priceMin));
  if (f.priceMax !== undefined) where.push(lte(listings.price, f.priceMax));
  if (f.mileageMin !== undefined) where.push(gte(listings.mileage, f.mileageMin));
  if (f.mileageMax !== undefined) where.push(lte(listings.mileage, f.mileageMax));
  if (f.bodyType?.length) where.push(inArray(listings.bodyType, f.bodyType));
  if (f.fuelType?.length) where.push(inArray(listings.fuelType, f.fuelType));
  if (f.transmission?.length) where.push(inArray(listings.transmission, f.transmission));
  const distance = f.near ? distanceSql(f.near, listings) : null;
  if (f.box && distance && f.radius !== undefined) {
    // The box uses the (lat, lng) index; the exact distance trims its corners.
    where.push(
      sql`${listings.lat} between ${f.box.minLat} and ${f.box.maxLat}`,
      sql`${listings.lng} between ${f.box.minLng} and ${f.box.maxLng}`,
      sql`${distance} <= ${f.radius}`,
    );
  }

  // The same never-null keys as the projection's, so a keyset cursor is one row comparison on either table.
  const { key, cast } = orderKey(listings, page.sort, query, distance);
  return { condition: and(...where), sortKey: key, cast, distance };
}

/**
 * The page query, in three steps. (1) Every match, as (id, sort key): `offset 0` keeps the
 * planner from planning this part for the page's LIMIT — the total needs every match anyway,
 * and a LIMIT-driven walk of an index in sort order, filtering as it goes, read 96,000 rows
 * instead of 1,148 in bench/listing-search.mjs (156 ms instead of 7). (2) The total
 * (`count(*) over ()`, so one round trip), sorted and cut to the page on narrow rows. (3) The
 * page's ids joined back to their full rows, with `distance`. Exported for the benchmark, which
 * times the same SQL without the app.
 */
export function listingsPageQuery(f: ListingFilter, page: ListingPage): SQL {
  const { condition, sortKey: key, cast, distance } = listingConditions(f, page);
  const dir = sql.raw(page.sort.dir);
  const after = page.after ? sql`where ${afterCondition(page.sort.dir, page.after, cast)}` : sql``;
  return sql`select ${LISTING_SELECT}, ${distance ?? sql`null::float8`} as "distance", "page_ids"."total",
      ${cast === 'timestamptz' ? sql`"page_ids"."key"::text` : sql`"page_ids"."key"`} as "sort_key"
    from (
      select "counted".* from (
        select "matched"."id", "matched"."key", count(*) over () as "total"
        from (select ${listings.id} as "id", ${key} as "key" from ${listings} where ${condition} offset 0) "matched"
      ) "counted" ${after}
      order by "counted"."key" ${dir}, "counted"."id" ${dir}
      limit ${page.size + 1} offset ${page.after ? 0 : page.page * page.size}
    ) "page_ids"
    inner join ${listings} on ${listings.id} = "page_ids"."id"
    order by "page_ids"."key" ${dir}, "page_ids"."id" ${dir}`;
}

function afterCondition(dir: 'asc' | 'desc', after: SearchAfter, cast: string): SQL {
  return sql`("counted"."key", "counted"."id") ${sql.raw(dir === 'asc' ? '>' : '<')} (${after.key}::${sql.raw(cast)}, ${after.id}::uuid)`;
}

/**
 * One page of listings and the total: the one listing-search interface (decision 047). Public searches (published
 * only) run on the narrow projection, joined to their page's full rows in the same statement; owner, staff and buyer's-chats views run
 * on `listings` itself. A count query runs only when the page is past the end.
 */
export async function listListings(db: DbOrTx, f: ListingFilter, page: ListingPage): Promise<ListingSearchResult> {
  if (projectionCovers(f)) return searchPublishedListings(db, f, page);
  const result = await db.execute<Record<string, unknown>>(listingsPageQuery(f, page));
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  let total = raw.length ? Number(raw[0]!.total) : 0;
  if (raw.length === 0 && (page.page > 0 || page.after)) {
    const { condition } = listingConditions(f, page);
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(condition);
    total = c?.n ?? 0;
  }
  const more = raw.length > page.size;
  const rows = raw
    .slice(0, page.size)
    .map((r) => Object.assign(decodeListing(r), { distance: r.distance === null ? null : Number(r.distance) }));
  const lastRaw = more ? raw[page.size - 1] : undefined;
  const next = lastRaw ? { key: lastRaw.sort_key as number | string, id: String(lastRaw.id) } : null;
  return { rows, total, totalIsEstimate: false, next };
}

/**
 * Records one visitor of a listing: true when the (listing, visitor, action) row is new, in which
 * case a VIEW also bumps unique_visitor_count (same statement, so no double count under races).
 */
export async function recordVisitor(
  db: DbOrTx,
  v: { listingId: string; visitorKey: string; action: string },
): Promise<{ counted: boolean; uniqueVisitorCount: number }> {
  const bump = v.action === 'VIEW';
  const result = await db.execute<{ counted: boolean; unique_visitor_count: number }>(sql`
    with ins as (
      insert into ${listingVisitors} (id, listing_id, visitor_key, action)
      values (${newVisitorId()}, ${v.listingId}, ${v.visitorKey}, ${v.action})
      on conflict do nothing
      returning 1
    ), upd as (
      update ${listings} set unique_visitor_count = unique_visitor_count + 1
      where id = ${v.listingId} and ${bump} and exists (select 1 from ins)
      returning unique_visitor_count
    )
    select exists (select 1 from ins) as counted,
      coalesce((select unique_visitor_count from upd), (select unique_visitor_count from ${listings} where id = ${v.listingId})) as unique_visitor_count`);
  const row = (result as unknown as { rows: { counted: boolean; unique_visitor_count: number }[] }).rows[0]!;
  return { counted: row.counted, uniqueVisitorCount: Number(row.unique_visitor_count) };
}
