import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SORT_KEYS, sortKey } from './listing-search.table';
import type { ListingSortField } from './listing-search.types';
import { EARTH_RADIUS_MILES, type LatLng } from './zip-locations';

/** What a search reads of its table: `listings` and the projection name these columns alike. */
export type SearchColumns = { lat: AnyPgColumn; lng: AnyPgColumn; searchVector: AnyPgColumn } & Record<
  keyof typeof SORT_KEYS,
  AnyPgColumn
>;

/** Great-circle miles from `p` to the listing (haversine); null when the listing has no place. */
export function distanceSql(p: LatLng, t: SearchColumns): SQL<number | null> {
  return sql<number | null>`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${t.lat} - ${p.lat}) / 2), 2)
    + cos(radians(${p.lat}::float8)) * cos(radians(${t.lat})) * power(sin(radians(${t.lng} - ${p.lng}) / 2), 2)))))`;
}

/**
 * The sort key of a search on either table, never null (so a keyset cursor is one row comparison), and the type a
 * cursor's key is cast to: relevance (ts_rank), distance (no place sorts last), or a column's `sortKey`.
 */
export function orderKey(
  t: SearchColumns,
  sort: { field: ListingSortField; dir: 'asc' | 'desc' },
  query: SQL | null,
  distance: SQL | null,
): { key: SQL; cast: 'float8' | 'timestamptz' } {
  const { field, dir } = sort;
  if (field === 'relevance')
    return { key: query ? sql`ts_rank(${t.searchVector}, ${query})::float8` : sql`0::float8`, cast: 'float8' };
  if (field === 'distance')
    return { key: distance ? sql`coalesce(${distance}, 1e9)::float8` : sql`0::float8`, cast: 'float8' };
  const kind = SORT_KEYS[field];
  const key = sortKey(t[field], kind, dir);
  return kind === 'time' ? { key, cast: 'timestamptz' } : { key: sql`${key}::float8`, cast: 'float8' };
}
