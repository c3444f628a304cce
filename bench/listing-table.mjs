// The staff listing table (issue 16) over 100,000 generated listings on PostgreSQL, before and after its indexes:
//  1. the app: GET /v1/listing/table?<QUERY> as a signed-in concierge, autocannon (50 connections, 10 s), first with
//     the table's indexes dropped (baseline), then with them;
//  2. the same two statements (page rows and total, side by side as the app runs them) through node-postgres,
//     a pool of 50, 50 loops for 10 s, baseline then indexed.
// `npm run bench -- listing-table`. BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test);
// a database bench_table_<random> is created on it and dropped at the end. Target: app p95 < 50 ms with the indexes.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from '../scripts/lib.mjs';
import { createBenchDatabase } from './bench-db.mjs';
import { seedBenchListings, startSearchServer } from './listing-search.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3204);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROWS = Number(process.env.BENCH_LISTINGS ?? 100_000);
export const QUERY = process.env.BENCH_QUERY ?? 'status=published&reviewed=false&sort=updatedAt,desc&size=50';

/** The indexes this table added (migration of issue 16); the baseline runs without them. */
const TABLE_INDEXES = {
  listings_updated_idx: 'create index listings_updated_idx on listings (updated_at, id) where deleted_at is null',
  listings_created_idx: 'create index listings_created_idx on listings (created_at, id) where deleted_at is null',
  listings_published_idx: 'create index listings_published_idx on listings (published_at, id) where deleted_at is null',
  listings_unreviewed_idx:
    'create index listings_unreviewed_idx on listings (status, updated_at, id) where deleted_at is null and not is_reviewed',
};

/** What the table's filters look at and the search bench does not set: reviews, escalations, deletions, edit times. */
const N = `('x' || substr(id::text, 1, 8))::bit(32)::int`; // the row number generateSql put in the id
const VARY_SQL = `update listings set
  is_reviewed = ${N} % 3 <> 0,
  concierge_escalated = ${N} % 50 = 0,
  updated_at = created_at + ((hashint4(${N}) & 2047) * interval '1 hour'),
  deleted_at = case when ${N} % 40 = 7 then now() end`;

const percentile = (sorted, q) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;

function cannon(url, cookie) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { cookie } },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: Math.round(r.requests.average),
          p50Ms: percentile(times, 0.5),
          p95Ms: percentile(times, 0.95),
          p99Ms: percentile(times, 0.99),
          non2xx: r.non2xx,
          errors: r.errors,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The page's two statements side by side, as the app runs them, in CONNECTIONS loops for DURATION seconds. */
async function hammer(pool, statements) {
  const latencies = [];
  const end = Date.now() + DURATION * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS / 2 }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    pagesPerSecond: Math.round(latencies.length / DURATION),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    errors,
  };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function setIndexes(pool, on) {
  for (const [name, create] of Object.entries(TABLE_INDEXES)) {
    await pool.query(`drop index if exists ${name}`);
    if (on) await pool.query(create);
  }
  await pool.query('analyze listings');
}

async function explain(pool, s) {
  const { rows } = await pool.query(`explain (analyze, buffers) ${s.sql}`, s.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

export async function benchListingTable() {
  const db = await createBenchDatabase('bench_table');
  let server;
  const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
  try {
    server = await startSearchServer(db.url, PORT);

    const t0 = Date.now();
    await seedBenchListings(pool, ROWS);
    await pool.query(VARY_SQL);
    await pool.query('vacuum analyze listings');
    const generateSeconds = (Date.now() - t0) / 1000;

    const statements = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/listing-table-setup.ts'), QUERY], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: db.url },
      }),
    );
    const signIn = await fetch(`http://127.0.0.1:${PORT}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-staff@revy.local', password: 'bench-staff-password' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const url = `http://127.0.0.1:${PORT}/v1/listing/table?${QUERY}`;
    const check = await fetch(url, { headers: { cookie } });
    const body = await check.json();
    if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${JSON.stringify(body)}`);

    const app = {};
    const plans = {};
    for (const phase of ['baseline', 'indexed']) {
      await setIndexes(pool, phase === 'indexed');
      plans[phase] = { rows: await explain(pool, statements.rows), count: await explain(pool, statements.count) };
      await cannon(url, cookie); // warm-up
      app[phase] = await cannon(url, cookie);
    }
    // Stop the app before the bare pool: its 50 connections and the bare 50 do not fit under max_connections 100.
    await stop(server);
    const bare = {};
    for (const phase of ['baseline', 'indexed']) {
      await setIndexes(pool, phase === 'indexed');
      await hammer(pool, [statements.rows, statements.count]);
      bare[phase] = await hammer(pool, [statements.rows, statements.count]);
    }
    return {
      listings: ROWS,
      generateSeconds,
      query: `GET /v1/listing/table?${QUERY}`,
      matches: body.totalElements,
      pageSize: body.content.length,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      app,
      bareQuery: bare,
      plans,
    };
  } finally {
    if (server) await stop(server);
    await pool.end().catch(() => {});
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchListingTable();
  for (const [phase, p] of Object.entries(result.plans))
    console.log(`--- ${phase} rows\n${p.rows}\n--- ${phase} count\n${p.count}`);
  console.log(JSON.stringify({ ...result, plans: undefined }, null, 2));
}
