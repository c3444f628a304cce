import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/**
 * Runs a statement as a NAMED prepared statement on PostgreSQL: each pooled connection parses and plans it once, and
 * every later run sends only its values. For the statements every showroom page sends, planning cost more than
 * running (0.67 ms against 0.16 ms for the newest page among 100,000 listings; docs/performance.md), so this is
 * most of what a page costs the database. The name is a hash of the SQL text, so the same text always has the same
 * name (node-postgres refuses one name with two texts) and a new filter combination is simply another statement.
 *
 * PostgreSQL plans the first five runs with their values, then keeps a generic plan only when it costs no more than
 * those — so a rare filter that needs its own plan keeps getting one. Only for statements whose SQL text takes a
 * bounded number of shapes (values as parameters, never inlined): each shape stays prepared on each connection.
 * On PGlite (one embedded connection, no network) it is the ordinary execute. Returns the rows.
 */
export async function executePrepared<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
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
