import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/**
 * Runs a statement as a NAMED prepared statement on PostgreSQL: each pooled connection parses and plans it once, and
 * every later run sends only its values. For the statements every showroom page sends, planning cost more than
 * running (0.67 ms against 0.16 ms for the newest page among 100,000 listings; docs/performance.md). The name is a
 * hash of the SQL text, so the same text always has the same name (node-postgres refuses one name with two texts).
 *
 * ONLY for statements whose parameters cannot change which plan is best: ids to look up, a LIMIT or OFFSET, a keyset
 * position. After five runs PostgreSQL may keep one generic plan for every value, and a generic plan for a filter
 * value is the plan for an average value: `make = $1` newest first walks the date index for any make, which for a make
 * with three cars among 100,000 read the whole index (221 ms instead of 0.19 ms). Filter values belong in statements
 * run with `executeOnce`. On PGlite (one embedded connection, no network) both are the ordinary execute.
 */
export async function executePrepared<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/** Runs a statement unnamed: planned for its values on every run (statements whose values steer the plan). */
export async function executeOnce<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

const names = new Map<string, string>();
const NAMES_KEPT = 2000;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `revy_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size >= NAMES_KEPT) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
}
