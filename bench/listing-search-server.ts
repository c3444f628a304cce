/**
 * The app for bench/listing-search.mjs: like bench-server.ts, but on a node-postgres pool of
 * BENCH_POOL_MAX connections (default 50, the bare query's pool) instead of openDatabase's 10,
 * so the app and the bare query reach PostgreSQL on equal terms.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
// Migrate through the app's own path, then reopen with the bigger pool.
await (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).close();
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: Number(process.env.BENCH_POOL_MAX ?? 50) });
const db = drizzle(pool, { schema }) as unknown as Db;
const database: Database = { db, driver: 'postgres', ping: async () => void (await db.execute(sql`select 1`)), close: () => pool.end() };

const app = await buildApp({ config, database, logger: false });
app.addHook('onClose', () => database.close());
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void app.close().then(() => process.exit(0)));
