import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LISTING_EXACT_COUNT_CAP } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { webSearchQuery } from '../../db/column-types';
import { executeOnce, executePrepared } from '../../db/prepared';
import { decodeListing, LISTING_SELECT } from './listing-row';
import { isIndexedSort, listingSearch as ls, SORT_KEYS, sortKey, type IndexedSort } from './listing-search.table';
import type { ListingFilter, ListingPage, ListingSearchResult, SearchAfter } from './listing-search.types';
import { listings } from './listings.table';
import { distanceSql, orderKey } from './search-order';

/**
 * Public showroom search on the narrow projection (decision 047). Two plans, picked by what the query needs:
 *
 * - an indexed sort (INDEXED_SORTS: the showroom's) without a search text WALKS that sort's (key, id) index and stops
 *   after the page; a cursor makes any depth one index range. The total is counted exactly up to
 *   LISTING_EXACT_COUNT_CAP matches (a count that stops there), past that it is the planner's estimate.
 * - a search text, relevance, distance or another sort COLLECTS every match (the GIN index bounds them), counts them exactly in the
 *   same statement, and sorts them; the cursor then filters after the count.
 *
 * The page's full rows come back in the same statement (withRows): a page costs the database two statements, or one
 * once its count is known to be past the cap; the showroom as it opens runs them prepared (planNeutral).
 */
export async function searchPublishedListings(
  db: DbOrTx,
  f: ListingFilter,
  page: ListingPage,
): Promise<ListingSearchResult> {
  return isIndexedSort(page.sort) && !f.search ? walk(db, f, page) : collect(db, f, page);
}

/** Whether a filter can run on the projection: published listings only, no buyer's-chats condition. */
export function projectionCovers(f: ListingFilter): boolean {
  return !f.buyerId && f.statuses?.length === 1 && f.statuses[0] === 'published';
}

function conditions(f: ListingFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.search) where.push(sql`${ls.searchVector} @@ ${webSearchQuery(f.search)}`);
  // A literal, not a parameter: "unsold" is nearly every car and "sold" few, so each gets its own prepared plan.
  if (f.saleStatus) where.push(sql`${ls.saleStatus} = ${sql.raw(SALE_STATUS_LITERALS[f.saleStatus])}`);
  if (f.sellerId) where.push(eq(ls.sellerId, f.sellerId));
  // Stored lower-cased by the trigger, so the (make, model) index answers any case.
  if (f.make) where.push(eq(ls.make, f.make.toLowerCase()));
  if (f.model) where.push(eq(ls.model, f.model.toLowerCase()));
  if (f.yearMin !== undefined) where.push(gte(ls.year, f.yearMin));
  if (f.yearMax !== undefined) where.push(lte(ls.year, f.yearMax));
  if (f.priceMin !== undefined) where.push(gte(ls.price, f.priceMin));
  if (f.priceMax !== undefined) where.push(lte(ls.price, f.priceMax));
  if (f.mileageMin !== undefined) where.push(gte(ls.mileage, f.mileageMin));
  if (f.mileageMax !== undefined) where.push(lte(ls.mileage, f.mileageMax));
  if (f.bodyType?.length) where.push(inArray(ls.bodyType, f.bodyType));
  if (f.fuelType?.length) where.push(inArray(ls.fuelType, f.fuelType));
  if (f.transmission?.length) where.push(inArray(ls.transmission, f.transmission));
  if (f.box && f.near && f.radius !== undefined) {
    // The box uses the (lat, lng) index; the exact distance trims its corners.
    where.push(
      sql`${ls.lat} between ${f.box.minLat} and ${f.box.maxLat}`,
      sql`${ls.lng} between ${f.box.minLng} and ${f.box.maxLng}`,
      sql`${distanceSql(f.near, ls)} <= ${f.radius}`,
    );
  }
  return and(...where);
}

const SALE_STATUS_LITERALS = { unsold: `'unsold'`, sold: `'sold'` } as const;

/**
 * Whether the walk's statements may run prepared (db/prepared.ts): only when no filter value steers the plan — the
 * showroom as it opens, and its cursor pages. With a make, a price range or a place, the best plan depends on how many
 * cars match, so those are planned for their values every time.
 */
export function planNeutral(f: ListingFilter): boolean {
  return (Object.keys(f) as (keyof ListingFilter)[]).every(
    (k) => f[k] === undefined || k === 'statuses' || k === 'saleStatus' || (k === 'near' && f.radius === undefined),
  );
}

/** `(key, id) > (after)` for ascending, `<` for descending: one index range on the sort's (key, id) index. */
function afterCondition(key: SQL, id: SQL, dir: 'asc' | 'desc', after: SearchAfter, cast: string): SQL {
  const op = sql.raw(dir === 'asc' ? '>' : '<');
  return sql`(${key}, ${id}) ${op} (${after.key}::${sql.raw(cast)}, ${after.id}::uuid)`;
}

type PageRow = Record<string, unknown> & { hit_key: number | string; hit_distance: number | null; hit_total: unknown };

/**
 * The page's hits (`id`, the typed sort key `k`, the key as shown `key`, `distance`, `total`) joined to their full
 * listing rows in the same statement, in the hits' order. The projection holds only published, live listings and is
 * kept in step by a trigger, so in one snapshot every hit has its row; the conditions only say so.
 */
function withRows(hits: SQL, dir: 'asc' | 'desc'): SQL {
  const d = sql.raw(dir);
  return sql`select ${LISTING_SELECT}, "h"."key" as "hit_key", "h"."distance" as "hit_distance", "h"."total" as "hit_total"
    from (${hits}) "h"
    inner join ${listings} on ${listings.id} = "h"."id" and ${listings.status} = 'published' and ${listings.deletedAt} is null
    order by "h"."k" ${d}, "h"."id" ${d}`;
}

function toResult(rows: PageRow[], page: ListingPage, total: number, totalIsEstimate: boolean): ListingSearchResult {
  const more = rows.length > page.size;
  const shown = rows.slice(0, page.size);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) =>
      Object.assign(decodeListing(r), { distance: r.hit_distance === null ? null : Number(r.hit_distance) }),
    ),
    total,
    totalIsEstimate,
    next: more && last ? { key: last.hit_key, id: String(last.id) } : null,
  };
}

/** The indexed-sort plan's statements: the page from the sort's index, and a count that stops at the cap. */
function walkStatements(f: ListingFilter, page: ListingPage): { page: SQL; count: SQL; where: SQL | undefined } {
  const { field, dir } = page.sort;
  const kind = SORT_KEYS[field as IndexedSort];
  const key = sortKey(ls[field as IndexedSort], kind, dir);
  const where = conditions(f);
  const paged = page.after
    ? and(where, afterCondition(key, sql`${ls.listingId}`, dir, page.after, castOf(kind, dir)))
    : where;
  const d = sql.raw(dir);
  const shown = kind === 'time' ? sql`${key}::text` : sql`${key}::float8`;
  return {
    where,
    page: sql`select ${ls.listingId} as "id", ${key} as "k", ${shown} as "key",
          ${f.near ? distanceSql(f.near, ls) : sql`null::float8`} as "distance", null::bigint as "total"
        from ${ls} where ${paged ?? sql`true`}
        order by ${key} ${d}, ${ls.listingId} ${d}
        limit ${page.size + 1} offset ${page.after ? 0 : page.page * page.size}`,
    count: sql`select count(*)::int as "n" from (select 1 from ${ls} where ${where ?? sql`true`} limit ${LISTING_EXACT_COUNT_CAP + 1}) "capped"`,
  };
}

async function walk(db: DbOrTx, f: ListingFilter, page: ListingPage): Promise<ListingSearchResult> {
  const s = walkStatements(f, page);
  const statement = withRows(s.page, page.sort.dir);
  const run = planNeutral(f) ? executePrepared : executeOnce;
  // A filter already found past the cap within the estimate's lifetime is not counted again: its total is that
  // estimate, and "about 48,000 cars" does not move with one car more or less.
  const estimateKey = estimateKeyOf(s.where);
  const known = knownEstimate(estimateKey);
  if (known !== null) return toResult(await run<PageRow>(db, statement), page, known, true);
  const [rows, [counted]] = await Promise.all([run<PageRow>(db, statement), run<{ n: number | string }>(db, s.count)]);
  const n = Number(counted?.n ?? 0);
  if (n <= LISTING_EXACT_COUNT_CAP) return toResult(rows, page, n, false);
  return toResult(rows, page, await estimateMatches(db, s.where, estimateKey), true);
}

/** The search-text plan's statement: every match with its key and the exact total, then the page. */
function collectStatement(f: ListingFilter, page: ListingPage): { page: SQL; where: SQL | undefined } {
  const { dir } = page.sort;
  const where = conditions(f);
  const distance = f.near ? distanceSql(f.near, ls) : null;
  const { key, cast } = orderKey(ls, page.sort, f.search ? webSearchQuery(f.search) : null, distance);
  const d = sql.raw(dir);
  const after = page.after ? sql`where ${afterCondition(sql`"c"."key"`, sql`"c"."id"`, dir, page.after, cast)}` : sql``;
  const shown = cast === 'timestamptz' ? sql`"c"."key"::text` : sql`"c"."key"`;
  // `offset 0` keeps the planner from walking an index in sort order, filtering as it goes, for the LIMIT: the total
  // needs every match anyway, and that walk read 96,000 rows for 1,148 matches (bench/listing-search.mjs).
  return {
    where,
    page: sql`select "c"."id", "c"."key" as "k", ${shown} as "key", "c"."distance", "c"."total" from (
        select "m"."id", "m"."key", "m"."distance", count(*) over () as "total" from (
          select ${ls.listingId} as "id", ${key} as "key", ${distance ?? sql`null::float8`} as "distance"
          from ${ls} where ${where ?? sql`true`} offset 0
        ) "m"
      ) "c" ${after}
      order by "c"."key" ${d}, "c"."id" ${d}
      limit ${page.size + 1} offset ${page.after ? 0 : page.page * page.size}`,
  };
}

async function collect(db: DbOrTx, f: ListingFilter, page: ListingPage): Promise<ListingSearchResult> {
  const s = collectStatement(f, page);
  // A search text or another filter steers the plan: planned for its values every time (db/prepared.ts).
  const rows = await executeOnce<PageRow>(db, withRows(s.page, page.sort.dir));
  // Past the end (a page or cursor beyond the last match) the window has no row to carry the total.
  const total = rows.length ? Number(rows[0]!.hit_total) : await countAll(db, s.where);
  return toResult(rows, page, total, false);
}

function castOf(kind: 'int' | 'time', dir: 'asc' | 'desc'): string {
  // coalesce(int, -2147483648) is a bigint (the literal does not fit an integer); the comparison must use the index's type.
  return kind === 'time' ? 'timestamptz' : dir === 'asc' ? 'integer' : 'bigint';
}

async function countAll(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await executeOnce<{ n: number }>(
    db,
    sql`select count(*)::int as "n" from ${ls} where ${where ?? sql`true`}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The planner's row estimate for the filter (EXPLAIN, nothing runs), never below the cap it is only asked past,
 * rounded to two significant figures: it is shown as "about 48,000 cars".
 */
async function estimateMatches(db: DbOrTx, where: SQL | undefined, key: string): Promise<number> {
  const value = await planEstimate(db, where);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { value, at: Date.now() });
  return value;
}

/** A filter's key in `estimates`: its SQL and values. */
function estimateKeyOf(where: SQL | undefined): string {
  const query = dialect.sqlToQuery(where ?? sql`true`);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

/** The estimate of a filter found past the cap less than ESTIMATE_TTL_MS ago, else null. */
function knownEstimate(key: string): number | null {
  const cached = estimates.get(key);
  return cached && cached.at > Date.now() - ESTIMATE_TTL_MS ? cached.value : null;
}

/**
 * Estimates already asked for, per filter, for a minute: the planner's figure only moves with ANALYZE, and EXPLAIN
 * costs a planning round trip on every first page. Kept per instance; oldest dropped first.
 */
const estimates = new Map<string, { value: number; at: number }>();
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 1000;
const dialect = new PgDialect();

async function planEstimate(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${ls} where ${where ?? sql`true`}`);
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  const estimate = Math.max(LISTING_EXACT_COUNT_CAP + 1, Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0));
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.max(LISTING_EXACT_COUNT_CAP + 1, Math.round(estimate / magnitude) * magnitude);
}

/**
 * The nightly reorder: rewrites the projection in (make, model) order (CLUSTER on the index migration 0020 named),
 * so a text search for a model reads the few pages its cars sit on instead of one page per car — 105 pages instead of
 * 1,767 for "rav4" among 100,000 listings (decision 047). It locks the table while it runs (about 2 s per 100,000
 * listings here): searches and listing edits wait, nothing fails. A lock it cannot get in 5 s (a long transaction
 * holds the table) gives up until the job's retry. Rows written during the day keep their place, and fillfactor 85
 * keeps an edited row on its page.
 */
export async function reorderSearchProjection(db: DbOrTx): Promise<{ rows: number; ms: number }> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '5s'`);
    await tx.execute(sql`cluster ${ls}`);
  });
  await db.execute(sql`analyze ${ls}`);
  const [row] = await executeOnce<{ n: number }>(db, sql`select count(*)::int as "n" from ${ls}`);
  return { rows: Number(row?.n ?? 0), ms: Date.now() - started };
}
