import { sql } from 'drizzle-orm';
import type { TestApp } from '../build-test-app';

/**
 * Tables a read may touch without writing anything a user owns: the session's sliding expiry,
 * a cache of derived values (the deal badge's stored estimate, decision 012), the live-feed
 * token's signing key, made once on first use, and the settings' read counters (config.read_count and read_at,
 * counted in memory and written every few seconds by whichever request is running then; decision 028).
 */
const MAY_CHANGE_ON_READ = new Set(['sessions', 'listing_price_estimates', 'chat_token_keys', 'config']);

const rowsOf = (res: unknown) => ((res as { rows?: unknown[] }).rows ?? (res as unknown[])) as Record<string, string>[];

/** A digest of every row of every other table, to tell whether a request wrote anything. */
export async function databaseDigest(t: TestApp): Promise<Record<string, string>> {
  const tables = rowsOf(
    await t.ctx.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((r) => r.tablename!)
    .filter((name) => !MAY_CHANGE_ON_READ.has(name) && !name.startsWith('__'));
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${name}" t`,
  );
  const rows = rowsOf(await t.ctx.db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.name!, r.digest!]));
}

/** The tables whose rows differ between two digests. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
