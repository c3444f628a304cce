// Showroom search over 100,000 generated listings on PostgreSQL, in one run (app and bare SQL both on a pool of 50
// connections; see listing-search-server.ts), for each query in QUERIES (what the showroom sends) and for a long-tail
// mix of MIX distinct searches:
//  1. the app as configured, the showroom cache on (decision 049): GET /v1/listing?<query> with autocannon
//     (50 connections, 10 s);
//  2. the app with the cache off (SEARCH_CACHE_MS=0): every request reaches the database;
//  3. the baseline: the very statements the app sent for that request (recorded by the bench server), replayed
//     straight through node-postgres (a pool of 50, 50 loops for 10 s), prepared as the app prepares them.
// Before measuring it runs the nightly reorder and then a day of changes, as production looks before the next night.
// `npm run bench -- listing-search`. BENCH_DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); a database bench_listings_<random> is created on it and dropped at the
// end. Targets (issue 19): at least 1,000 requests/s, and the app at least 70% of the bare SQL's throughput.
// For scale it first measures the same page's bytes answered from memory (the HTTP ceiling).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from '../scripts/lib.mjs';
import { createBenchDatabase } from './bench-db.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3203);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROWS = Number(process.env.BENCH_LISTINGS ?? 100_000);
// What the showroom sends (apps/web showroom-filters.ts toListingParams: 24 a page, published and unsold): the issue's
// text + filters + sort search, and the showroom as it first opens (newest first, no filter). BENCH_QUERY runs one.
const SHOWROOM = 'size=24&status=published&saleStatus=unsold';
export const QUERIES = process.env.BENCH_QUERY
  ? [process.env.BENCH_QUERY]
  : [
      `search=rav4&bodyType=SUV&yearMin=2015&priceMax=3000000&sort=price,asc&${SHOWROOM}`,
      `sort=publishedAt,desc&${SHOWROOM}`,
    ];
export const QUERY = QUERIES[0];
// The long tail: this many distinct showroom searches (make, model, price, year, body, text, sort and page drawn at
// random, reproducibly), each request picking one at random — what many buyers browsing at once look like, where a
// search is rarely the one someone made a second ago.
const MIX = Number(process.env.BENCH_MIX ?? 1000);

// make, model, body type, base price in dollars
const MODELS = [
  ['Toyota', 'Camry', 'Sedan', 26000],
  ['Toyota', 'Corolla', 'Sedan', 21000],
  ['Toyota', 'RAV4', 'SUV', 29000],
  ['Toyota', 'Highlander', 'SUV', 38000],
  ['Toyota', 'Tacoma', 'Pickup', 33000],
  ['Toyota', 'Prius', 'Hatchback', 26000],
  ['Honda', 'Civic', 'Sedan', 23000],
  ['Honda', 'Accord', 'Sedan', 27000],
  ['Honda', 'CR-V', 'SUV', 30000],
  ['Honda', 'Pilot', 'SUV', 39000],
  ['Honda', 'Odyssey', 'Minivan', 37000],
  ['Ford', 'F-150', 'Pickup', 40000],
  ['Ford', 'Escape', 'SUV', 28000],
  ['Ford', 'Explorer', 'SUV', 37000],
  ['Ford', 'Mustang', 'Coupe', 30000],
  ['Ford', 'Focus', 'Hatchback', 18000],
  ['Chevrolet', 'Silverado', 'Pickup', 38000],
  ['Chevrolet', 'Equinox', 'SUV', 27000],
  ['Chevrolet', 'Malibu', 'Sedan', 24000],
  ['Chevrolet', 'Tahoe', 'SUV', 55000],
  ['Chevrolet', 'Bolt', 'Hatchback', 27000],
  ['Nissan', 'Altima', 'Sedan', 25000],
  ['Nissan', 'Rogue', 'SUV', 28000],
  ['Nissan', 'Sentra', 'Sedan', 20000],
  ['Subaru', 'Outback', 'Wagon', 30000],
  ['Subaru', 'Forester', 'SUV', 29000],
  ['Subaru', 'Crosstrek', 'SUV', 25000],
  ['Jeep', 'Wrangler', 'SUV', 34000],
  ['Jeep', 'Grand Cherokee', 'SUV', 40000],
  ['Hyundai', 'Elantra', 'Sedan', 21000],
  ['Hyundai', 'Tucson', 'SUV', 28000],
  ['Hyundai', 'Santa Fe', 'SUV', 31000],
  ['BMW', '3 Series', 'Sedan', 44000],
  ['BMW', 'X5', 'SUV', 62000],
  ['Tesla', 'Model 3', 'Sedan', 42000],
  ['Tesla', 'Model Y', 'SUV', 48000],
  ['Kia', 'Sorento', 'SUV', 31000],
  ['Kia', 'Soul', 'Hatchback', 20000],
  ['Mazda', 'CX-5', 'SUV', 28000],
  ['Mazda', 'Mazda3', 'Sedan', 23000],
];
const TRIMS = ['Base', 'LE', 'XLE', 'Sport', 'Limited', 'Touring', 'EX', 'LX', 'SE', 'Premium'];
const PHRASES = [
  'One owner, clean title.',
  'Leather seats and sunroof.',
  'New tires last spring.',
  'Regular oil changes at the dealer.',
  'Backup camera and Bluetooth.',
  'Heated seats, great in winter.',
  'Non-smoker, garage kept.',
  'Minor scratch on the rear bumper.',
  'All-wheel drive, handles snow well.',
  'Tow package installed.',
  'Apple CarPlay and Android Auto.',
  'Recently detailed inside and out.',
  'Timing belt replaced.',
  'Highway miles mostly.',
  'Kids have outgrown it.',
  'Moving abroad, must sell.',
  'Service records available.',
  'Brand new brakes.',
  'Third-row seating.',
  'Fuel efficient commuter.',
];
// [zip, city, state, lat, lng]
const PLACES = [
  ['95112', 'San Jose', 'CA', 37.3446, -121.8834],
  ['94103', 'San Francisco', 'CA', 37.7725, -122.4147],
  ['90012', 'Los Angeles', 'CA', 34.0614, -118.2385],
  ['92101', 'San Diego', 'CA', 32.7194, -117.1628],
  ['97205', 'Portland', 'OR', 45.5206, -122.6887],
  ['98101', 'Seattle', 'WA', 47.6114, -122.3305],
  ['85004', 'Phoenix', 'AZ', 33.4515, -112.0686],
  ['80202', 'Denver', 'CO', 39.7527, -104.9993],
  ['75201', 'Dallas', 'TX', 32.7875, -96.7995],
  ['77002', 'Houston', 'TX', 29.7567, -95.3655],
  ['78701', 'Austin', 'TX', 30.2713, -97.7426],
  ['60601', 'Chicago', 'IL', 41.8858, -87.6181],
  ['55401', 'Minneapolis', 'MN', 44.9848, -93.2698],
  ['48226', 'Detroit', 'MI', 42.3312, -83.0474],
  ['30303', 'Atlanta', 'GA', 33.7528, -84.3915],
  ['33130', 'Miami', 'FL', 25.7671, -80.2059],
  ['28202', 'Charlotte', 'NC', 35.2275, -80.8429],
  ['20001', 'Washington', 'DC', 38.9109, -77.0179],
  ['19103', 'Philadelphia', 'PA', 39.9525, -75.1743],
  ['10001', 'New York', 'NY', 40.7507, -73.9973],
  ['02108', 'Boston', 'MA', 42.3576, -71.0684],
  ['37203', 'Nashville', 'TN', 36.1504, -86.7898],
  ['84101', 'Salt Lake City', 'UT', 40.7562, -111.9006],
  ['89101', 'Las Vegas', 'NV', 36.1726, -115.1239],
];
const FUELS = ['Gasoline', 'Gasoline', 'Gasoline', 'Gasoline', 'Hybrid', 'Diesel', 'Electric'];
const TRANSMISSIONS = ['Automatic', 'Automatic', 'Automatic', 'CVT', 'Manual'];

const lit = (a) =>
  `array[${a.map((v) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`)).join(',')}]`;

/**
 * 100,000 listings in one INSERT ... SELECT generate_series: every value derives from the row
 * number through cheap hashes, so a run is reproducible and takes seconds.
 */
/**
 * Starts the search bench's app server (bench/listing-search-server.ts: a pool of 50, migrating the database as it
 * starts) on `dbUrl` and resolves with its child process once it listens. Shared with bench/listing-table.mjs.
 */
export async function startSearchServer(dbUrl, port, extraExecArgv = [], extraEnv = {}) {
  const server = fork(path.join(ROOT, 'bench/listing-search-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...extraExecArgv],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: dbUrl,
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      SESSION_CACHE_MS: '2000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return server;
}

/** The bench seller and `rows` generated listings of theirs (generateSql), inserted straight into the database. */
export async function seedBenchListings(pool, rows) {
  const { rows: seller } = await pool.query(
    `insert into users (id, email, first_name, last_name, signup_method) values ('01890000-0000-7000-8000-0000000000be', 'bench-seller@revy.local', 'Bench', 'Seller', 'seed') returning id`,
  );
  await pool.query(generateSql(seller[0].id, rows));
}

export function generateSql(sellerId, rows) {
  const col = (i) => MODELS.map((m) => m[i]);
  return `
    with g as (
      select n,
        (hashint8(n) & 2147483647) % ${MODELS.length} + 1 as m,
        2005 + (hashint8(n + ${rows}) & 2147483647) % 20 as year,
        (hashint8(n + 2 * ${rows}) & 2147483647) % ${PLACES.length} + 1 as p,
        (hashint8(n + 3 * ${rows}) & 2147483647) % 1000 as r
      from generate_series(1::bigint, ${rows}) n
    ), v as (
      select g.*,
        (${lit(col(0))})[m] as make, (${lit(col(1))})[m] as model, (${lit(col(2))})[m] as body,
        greatest(1500, ((${lit(col(3))})[m] * power(0.88, 2025 - year) * (0.8 + r / 2500.0))::int) as dollars,
        ((2025 - year) * (9000 + (r * 7) % 6000) + r)::int as miles,
        (${lit(TRIMS)})[(n % ${TRIMS.length}) + 1] as trim
      from g
    )
    insert into listings (id, seller_id, title, description, price, status, published_at, vehicle, location, lat, lng, created_at, updated_at)
    select
      (lpad(to_hex(n), 8, '0') || '-0000-7000-8000-' || lpad(to_hex(r), 12, '0'))::uuid,
      '${sellerId}',
      year || ' ' || make || ' ' || model || ' ' || trim,
      (${lit(PHRASES)})[(n % 20) + 1] || ' ' || (${lit(PHRASES)})[((n * 7) % 20) + 1] || ' ' || (${lit(PHRASES)})[((n * 13) % 20) + 1],
      dollars * 100,
      case when n % 10 = 0 then 'unpublished' else 'published' end,
      now() - (n % 90) * interval '1 day',
      jsonb_build_object('year', year, 'make', make, 'model', model, 'trim', trim, 'mileage', miles, 'bodyType', body,
        'fuelType', (${lit(FUELS)})[(n % ${FUELS.length}) + 1], 'transmission', (${lit(TRANSMISSIONS)})[(n % ${TRANSMISSIONS.length}) + 1]),
      jsonb_build_object('zip', (${lit(PLACES.map((x) => x[0]))})[p], 'city', (${lit(PLACES.map((x) => x[1]))})[p], 'state', (${lit(PLACES.map((x) => x[2]))})[p]),
      (${lit(PLACES.map((x) => x[3]))})[p] + ((r % 100) - 50) / 1000.0,
      (${lit(PLACES.map((x) => x[4]))})[p] + ((r % 77) - 38) / 1000.0,
      now() - (n % 90) * interval '1 day', now()
    from v`;
}

/** A small seeded PRNG (mulberry32): the same mix and the same picks on every run. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` distinct showroom queries, as apps/web's showroom sends them (24 a page, published and unsold). */
function mixQueries(n) {
  const random = mulberry32(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sorts = ['publishedAt,desc', 'createdAt,desc', 'price,asc', 'price,desc', 'mileage,asc', 'year,desc'];
  const out = new Set();
  while (out.size < n) {
    const [make, model, body] = pick(MODELS);
    const p = new URLSearchParams();
    const r = random();
    // A fifth search by text, the rest by make (and mostly model); a few with no filter at all.
    if (r < 0.2) p.set('search', pick([model, `${make} ${model}`, body, `${model} ${pick(TRIMS)}`]).toLowerCase());
    else if (r < 0.95) {
      p.set('make', make);
      if (random() < 0.7) p.set('model', model);
    }
    if (random() < 0.4) p.set('priceMax', String(pick([10000, 15000, 20000, 25000, 30000, 40000]) * 100));
    if (random() < 0.3) p.set('yearMin', String(pick([2010, 2013, 2015, 2018, 2020])));
    if (random() < 0.2) p.set('bodyType', body);
    p.set('sort', pick(sorts));
    const page = Math.floor(random() * random() * 4);
    if (page) p.set('page', String(page));
    out.add(`${p}&${SHOWROOM}`);
  }
  return [...out];
}

const percentile = (sorted, q) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;

/**
 * How a mix's requests pick their search: `uniform`, every search as likely (a cache's worst case); `zipf`, by
 * popularity — the k-th most asked search asked 1/k as often as the first (Zipf, s = 1), as search queries are known
 * to spread. Each call gives a fresh, seeded picker of an index below n.
 */
const PICKERS = {
  uniform: (n) => {
    const random = mulberry32(7);
    return () => Math.floor(random() * n);
  },
  zipf: (n) => {
    const random = mulberry32(7);
    const cdf = [];
    let sum = 0;
    for (let k = 1; k <= n; k++) cdf.push((sum += 1 / k));
    return () => {
      const x = random() * sum;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cdf[mid] < x) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
  },
};

/**
 * autocannon, keeping every response time so p95 is exact (its summary has p90 and p97.5). With `paths`, each request
 * takes one of them, chosen by `pick` (a PICKERS picker).
 */
function cannon(url, paths, pick) {
  return new Promise((resolve, reject) => {
    const times = [];
    const requests = paths ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[pick()] }) }] : undefined;
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests }, (err, r) => {
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
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The bare side of one search: the very statements the app sent for that request (recorded by the bench server's
 * GET /bench/statements), one after another through node-postgres, without the app around them; those the app ran as
 * named prepared statements run under the same name, so each connection plans them once, as the app's do.
 */
function bareSearch(pool, statements) {
  return async () => {
    for (const s of statements)
      await pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : s.text, s.values);
  };
}

/** Like autocannon, for a query: CONNECTIONS loops over a pool of CONNECTIONS for DURATION seconds. */
async function hammer(run) {
  const latencies = [];
  const end = Date.now() + DURATION * 1000;
  let errors = 0;
  let firstError;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await run();
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch (err) {
          errors++;
          firstError ??= String(err?.message ?? err);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => percentile(latencies, q);
  return {
    requestsPerSecond: Math.round(latencies.length / DURATION),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function benchListingSearch() {
  const db = await createBenchDatabase('bench_listings');
  let server;
  const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
  try {
    // The app migrates the new database as it starts.
    // BENCH_PROFILE=<dir>: write a CPU profile of the app there (open it in Chrome DevTools).
    server = await startSearchServer(
      db.url,
      PORT,
      process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
    );

    const t0 = Date.now();
    await seedBenchListings(pool, ROWS);
    // As autovacuum would after a load this size: the planner needs both tables' statistics.
    await pool.query('vacuum analyze listings');
    await pool.query('vacuum analyze listing_search');
    const generateSeconds = (Date.now() - t0) / 1000;

    // The nightly reorder (listings.search-reorder: CLUSTER on make and model), then a day of changes after it:
    // 2% of the cars get a new price and another 1% leave the showroom and come back (sold, relisted), so their
    // projection rows move to wherever there is room — what the showroom looks like at its worst, just before the
    // next night's reorder.
    const t1 = Date.now();
    await pool.query('cluster listing_search');
    const reorderSeconds = (Date.now() - t1) / 1000;
    await pool.query(
      `update listings set price = price - 10000, updated_at = now() where status = 'published' and hashint8(hashtext(id::text)) % 50 = 0`,
    );
    await pool.query(
      `update listings set status = 'unpublished' where status = 'published' and hashint8(hashtext(id::text) + 1) % 100 = 0`,
    );
    await pool.query(
      `update listings set status = 'published' where status = 'unpublished' and hashint8(hashtext(id::text) + 1) % 100 = 0`,
    );
    // And the steady state of the pricing job: every published car has a fresh estimate (its deal badge), so the
    // refresh job has nothing to do during the measurement instead of catching up on 90,000 new listings.
    await pool.query(`insert into listing_price_estimates (listing_id, value, low, high, rating, method, comparable_count, confidence, computed_at)
      select id, price * (90 + hashint8(hashtext(id::text)) % 20) / 100, price * 80 / 100, price * 120 / 100, null, 'comparables', 12, 'medium', now()
      from listings where status = 'published' and price is not null
      on conflict (listing_id) do update set computed_at = now()`);
    await pool.query('vacuum analyze listing_search');
    await pool.query('vacuum analyze listing_price_estimates');

    // 1. The app as configured (the showroom cache on, SEARCH_CACHE_MS's default): the showroom's two searches,
    //    each repeated by every connection, then the long-tail mix of MIX distinct searches.
    const mix = mixQueries(MIX);
    const measured = [];
    for (const query of QUERIES) {
      const url = `http://127.0.0.1:${PORT}/v1/listing?${query}`;
      const check = await fetch(url);
      const body = await check.json();
      if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${JSON.stringify(body)}`);
      // The ceiling first (the same bytes from memory), then warm up and measure the app.
      const constantUrl = `http://127.0.0.1:${PORT}/bench/constant-page?${query}`;
      await cannon(constantUrl);
      const constantPage = await cannon(constantUrl);
      await cannon(url);
      const app = await cannon(url);
      measured.push({ query, body, constantPage, app });
    }
    const mixPaths = mix.map((q) => `/v1/listing?${q}`);
    const mixes = Object.keys(PICKERS).map((name) => ({ name }));
    for (const m of mixes) {
      await cannon(`http://127.0.0.1:${PORT}`, mixPaths, PICKERS[m.name](MIX));
      m.app = await cannon(`http://127.0.0.1:${PORT}`, mixPaths, PICKERS[m.name](MIX));
    }
    await stop(server);

    // 2. The app with the cache off (SEARCH_CACHE_MS=0): every request reaches the database, as a search no one
    //    made a moment ago does. It also records the statements each search sends, for the bare side.
    server = await startSearchServer(db.url, PORT, [], { SEARCH_CACHE_MS: '0' });
    const record = async (query) => {
      const recorded = await (await fetch(`http://127.0.0.1:${PORT}/bench/statements?${query}`)).json();
      if (recorded.status !== 200) throw new Error(`GET /v1/listing?${query} answered ${recorded.status}`);
      return recorded.statements;
    };
    for (const m of measured) {
      m.statements = await record(m.query);
      m.plan = (await pool.query(`explain (analyze, buffers) ${m.statements[0].text}`, m.statements[0].values)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      const url = `http://127.0.0.1:${PORT}/v1/listing?${m.query}`;
      await cannon(url);
      m.appUncached = await cannon(url);
    }
    const mixStatements = [];
    for (const q of mix) mixStatements.push(await record(q));
    for (const m of mixes) {
      await cannon(`http://127.0.0.1:${PORT}`, mixPaths, PICKERS[m.name](MIX));
      m.appUncached = await cannon(`http://127.0.0.1:${PORT}`, mixPaths, PICKERS[m.name](MIX));
    }
    // Stop the app (its 50 connections and the bare pool's 50 would not fit under PostgreSQL's default
    // max_connections of 100), then warm up and measure each bare search.
    await stop(server);

    // 3. The bare SQL: the same statements straight through node-postgres.
    const share = (a, b) => Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100;
    const results = [];
    for (const m of measured) {
      const run = bareSearch(pool, m.statements);
      await hammer(run);
      const bare = await hammer(run);
      results.push({
        query: `GET /v1/listing?${m.query}`,
        matches: m.body.totalElements,
        totalIsEstimate: m.body.totalIsEstimate ?? false,
        pageSize: m.body.content.length,
        statements: m.statements.map((st) => st.text.replace(/\s+/g, ' ').slice(0, 90)),
        responseBytes: Buffer.byteLength(JSON.stringify(m.body)),
        constantPage: m.constantPage,
        app: m.app,
        appUncached: m.appUncached,
        bareQuery: bare,
        appShareOfBare: share(m.app, bare),
        appUncachedShareOfBare: share(m.appUncached, bare),
        plan: m.plan,
      });
    }
    const mixRuns = mixStatements.map((st) => bareSearch(pool, st));
    for (const m of mixes) {
      await hammer(
        (
          (pick) => () =>
            mixRuns[pick()]()
        )(PICKERS[m.name](MIX)),
      );
      const bare = await hammer(
        (
          (pick) => () =>
            mixRuns[pick()]()
        )(PICKERS[m.name](MIX)),
      );
      results.push({
        query: `the ${m.name} mix of ${MIX} distinct showroom searches (e.g. ${mix[0]})`,
        app: m.app,
        appUncached: m.appUncached,
        bareQuery: bare,
        appShareOfBare: share(m.app, bare),
        appUncachedShareOfBare: share(m.appUncached, bare),
      });
    }
    return {
      listings: ROWS,
      generateSeconds,
      reorderSeconds,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      appProcesses: Number(process.env.BENCH_APP_WORKERS ?? 1),
      results,
    };
  } finally {
    if (server) await stop(server);
    await pool.end().catch(() => {});
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchListingSearch();
  for (const r of result.results) if (r.plan) console.log(`${r.query}\n${r.plan}\n`);
  console.log(JSON.stringify({ ...result, results: result.results.map((r) => ({ ...r, plan: undefined })) }, null, 2));
}
