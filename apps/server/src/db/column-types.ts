import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { customType, integer } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL `tsvector`. Drizzle has no built-in type for it; the column is only ever written
 * by the database (a generated column) and read through `@@` and `ts_rank`, never selected.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * Text-search configuration of every tsvector and tsquery. Present and identical on PostgreSQL 15
 * and PGlite; a literal, because a generated column may only call immutable functions.
 */
export const SEARCH_CONFIG = 'english';

/** A tsquery from what a user typed: quotes, `or` and `-word` as in web search; never a syntax error. */
export const webSearchQuery = (text: string): SQL =>
  sql`websearch_to_tsquery(${sql.raw(`'${SEARCH_CONFIG}'`)}, ${text})`;

/** Money is integer cents (docs/decisions/001-ids-and-timestamps.md). */
export const cents = (name: string) => integer(name);

/**
 * `column in ('a', 'b')` for a CHECK constraint, built from the shared zod enum's values so a
 * new value shows up in the next generated migration. Only for value lists the spec closes.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
