import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SaleStatus } from '@revy/shared';
import { tsColumn } from '../../db/columns';
import { cents, tsvector } from '../../db/column-types';
import { listings } from './listings.table';

/** The column sorts (each a column of the same name on listings and the projection) and the kind of their key. */
export const SORT_KEYS = {
  publishedAt: 'time',
  createdAt: 'time',
  updatedAt: 'time',
  price: 'int',
  year: 'int',
  mileage: 'int',
} as const;
export type IndexedSort = keyof typeof SORT_KEYS;

/** The sorts the showroom offers (apps/web showroom-filters.ts SORTS) and the API's default: each has an index. */
export const INDEXED_SORTS: readonly { field: IndexedSort; dir: 'asc' | 'desc' }[] = [
  { field: 'publishedAt', dir: 'desc' },
  { field: 'createdAt', dir: 'desc' },
  { field: 'price', dir: 'asc' },
  { field: 'price', dir: 'desc' },
  { field: 'mileage', dir: 'asc' },
  { field: 'year', dir: 'desc' },
];

export const isIndexedSort = (sort: {
  field: string;
  dir: string;
}): sort is { field: IndexedSort; dir: 'asc' | 'desc' } =>
  INDEXED_SORTS.some((s) => s.field === sort.field && s.dir === sort.dir);

const LAST = {
  int: { asc: '2147483647', desc: '-2147483648' },
  time: { asc: `'infinity'::timestamptz`, desc: `'-infinity'::timestamptz` },
} as const;

/**
 * `coalesce(column, <end>)`: the sort key of an indexed sort. A listing without a price (or year, mileage, date) sorts
 * last either way, as `nulls last` would, but the key is never null, so a keyset cursor is a plain row comparison
 * the index answers as a range. The index expressions and the queries must build it the same way: both call this.
 */
export function sortKey(column: AnyPgColumn, kind: 'int' | 'time', dir: 'asc' | 'desc'): SQL {
  return sql`coalesce(${column}, ${sql.raw(LAST[kind][dir])})`;
}

/**
 * The showroom's search projection (issue 19, decision 047): one narrow row per published, live listing with only
 * what buyers filter and sort on. A trigger on `listings` (migration 0020_listing_search) keeps it in step in the
 * same statement as every insert, update and delete, so it can never disagree with a committed listing and no write
 * path can forget it. `make` and `model` are stored lower-cased (filters match any case). A listing row is ~900 bytes
 * wide (descriptions, JSON, counters); this one ~300, so the pages a search reads hold three times the listings.
 * Public searches (published only, no buyer filter) read this table; owner and staff views read `listings`.
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    saleStatus: text('sale_status').$type<SaleStatus>().notNull(),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    price: cents('price'),
    mileage: integer('mileage'),
    bodyType: text('body_type'),
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    publishedAt: tsColumn('published_at'),
    createdAt: tsColumn('created_at').notNull(),
    updatedAt: tsColumn('updated_at').notNull(),
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('listing_search_text_idx').using('gin', t.searchVector),
    index('listing_search_make_model_idx').on(t.make, t.model),
    index('listing_search_seller_idx').on(t.sellerId),
    index('listing_search_lat_lng_idx').on(t.lat, t.lng),
    // The showroom's sorts (INDEXED_SORTS) as (key, id), with nulls replaced by the end the order puts them at
    // (sortKey): a page walks one of these in order and stops after `size` rows, and a keyset cursor is one index
    // range, `(key, id) > (last key, last id)`, instead of counting past every earlier row. Other sorts sort their
    // matches; each index here costs every listing write and every plan, so only what the showroom offers.
    ...INDEXED_SORTS.map(({ field, dir }) => {
      const column = t[field];
      const name = `listing_search_${column.name}_${dir}_idx`;
      return dir === 'asc'
        ? index(name).on(sortKey(column, SORT_KEYS[field], 'asc'), t.listingId)
        : // Spelled as SQL so the index is `desc` with PostgreSQL's default nulls first, as the queries' `order by ... desc`.
          index(name).on(sql`${sortKey(column, SORT_KEYS[field], 'desc')} desc`, sql`${t.listingId} desc`);
    }),
  ],
);
