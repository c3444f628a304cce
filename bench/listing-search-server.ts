/**
 * The app for bench/listing-search.mjs: like bench-server.ts, but on a node-postgres pool of
 * BENCH_POOL_MAX connections (default 50, the bare query's pool) instead of openDatabase's 10,
 * so the app and the bare query reach PostgreSQL on equal terms. GET /bench/constant-page?<query>
 * answers that query's page from memory: the HTTP ceiling for a page of that size. BENCH_APP_WORKERS > 1 runs that
 * many app processes on the one port (node:cluster), as a server with one process per core would.
 */
import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const workers = Number(process.env.BENCH_APP_WORKERS ?? 1);

if (cluster.isPrimary) {
  // Migrate once through the app's own path; the app processes then open the bigger pool.
  await (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).close();
}

if (cluster.isPrimary && workers > 1) {
  let ready = 0;
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('message', () => {
      if (++ready === workers) process.send?.({ ready: true });
    });
  }
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    });
  }
} else {
  const max = Math.ceil(Number(process.env.BENCH_POOL_MAX ?? 50) / workers);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    driver: 'postgres',
    queueConnection: { kind: 'postgres', url: config.databaseUrl! },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
  // GET /bench/statements?<query>: the SQL statements (text and values) the app sends for one GET /v1/listing?<query>,
  // after two warm-up requests (so per-instance caches are as under load). The bare side replays exactly these.
  // A statement the app ran prepared (db/prepared.ts) keeps its name, so the bare side runs it prepared too.
  let recording: { name?: string; text: string; values: unknown[] }[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as string | { name?: string; text: string; values?: unknown[] };
    if (recording) {
      recording.push(
        typeof config === 'string'
          ? { text: config, values: (args[1] as unknown[]) ?? [] }
          : {
              ...(config.name ? { name: config.name } : {}),
              text: config.text,
              values: config.values ?? (args[1] as unknown[]) ?? [],
            },
      );
    }
    return query(...args);
  };
  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/statements', async (request) => {
    const search = new URL(request.url, 'http://x').search;
    await app.inject(`/v1/listing${search}`);
    await app.inject(`/v1/listing${search}`);
    recording = [];
    const response = await app.inject(`/v1/listing${search}`);
    const statements = recording;
    recording = null;
    return { status: response.statusCode, statements };
  });
  app.addHook('onClose', () => database.close());
  // The ceiling: the same page's bytes, serialised once and sent as they are, through the same
  // Fastify and the same sockets. What HTTP alone costs for a page this size on this machine.
  const constantPages = new Map<string, string>();
  app.get('/bench/constant-page', async (request, reply) => {
    const query = new URL(request.url, 'http://x').search;
    let body = constantPages.get(query);
    if (body === undefined) {
      body = (await app.inject(`/v1/listing${query}`)).body;
      constantPages.set(query, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.send?.({ ready: true });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void app.close().then(() => process.exit(0)));
}
