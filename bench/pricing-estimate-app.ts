/**
 * The work of bench/pricing-estimate.mjs, in the app's own code: migrate DATABASE_URL, generate
 * the listings, then time computeEstimate (as GET /v1/listing/{id}/pricing runs it) one listing
 * at a time. Reports to the parent over IPC.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { getListingRow } from '../apps/server/src/modules/listings';
import { computeEstimate } from '../apps/server/src/modules/pricing';
// @ts-expect-error -- a plain .mjs module without types
import { generateSql } from './listing-search.mjs';

const ROWS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1_000);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const t0 = Date.now();
const seller = rows<{ id: string }>(
  await db.execute(
    sql`insert into users (id, email, first_name, last_name, signup_method) values ('01890000-0000-7000-8000-0000000000be', 'bench-seller@revy.local', 'Bench', 'Seller', 'seed') returning id`,
  ),
)[0]!.id;
await db.execute(sql.raw(generateSql(seller, ROWS) as string));
// Some real transactions: 5% sold in the last year, at 95% of the asking price.
await db.execute(sql`update listings set sale_status = 'sold', sale_price = price * 95 / 100, sold_at = now() - (random() * 300) * interval '1 day'
  where status = 'published' and hashint8(year::bigint * 7919 + mileage) % 20 = 0`);
await db.execute(sql`vacuum analyze listings`);
const generateSeconds = (Date.now() - t0) / 1000;

const sample = rows<{ id: string }>(
  await db.execute(
    sql`select id from listings where status = 'published' and sale_status = 'unsold' order by random() limit ${SAMPLES}`,
  ),
).map((r) => r.id);
const plan = rows<{ 'QUERY PLAN': string }>(
  await db.execute(sql`explain (analyze, buffers) select id from listings
    where lower(make) = 'toyota' and lower(model) = 'camry' and year between 2016 and 2022 and deleted_at is null
    order by abs(year - 2019), abs(coalesce(mileage, 60000) - 60000) limit 200`),
)
  .map((r) => r['QUERY PLAN'])
  .join('\n');

const time = async (id: string) => {
  const start = process.hrtime.bigint();
  const row = await getListingRow(db, id);
  const e = await computeEstimate(db, row);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, method: e?.method ?? 'none', n: e?.comparableCount ?? 0 };
};
for (const id of sample.slice(0, 50)) await time(id); // warm-up
const results = [];
for (const id of sample) results.push(await time(id));
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 100) / 100;
const methods: Record<string, number> = {};
for (const r of results) methods[r.method] = (methods[r.method] ?? 0) + 1;

process.send?.({
  listings: ROWS,
  generateSeconds,
  samples: results.length,
  p50Ms: at(0.5),
  p95Ms: at(0.95),
  p99Ms: at(0.99),
  maxMs: at(1),
  meanComparables: Math.round(results.reduce((s, r) => s + r.n, 0) / results.length),
  methods,
  comparablesPlan: plan,
});
await database.close();
