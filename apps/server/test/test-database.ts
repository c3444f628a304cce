import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/db/client';
import { installQueueSchema } from '../src/lib/queue/job-queue';

/**
 * A fresh database for one test app. PGlite by default: the migrations run once per machine
 * (per migrations content) into a gzipped data-dir snapshot in the temp folder, and each app
 * loads that snapshot into memory (well under a second). With TEST_DATABASE_URL set, a new
 * PostgreSQL database is created on that server, migrated, and dropped when closed.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl) : openPgliteTestDatabase();
}

function migrationsHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.sql') || entry.name === '_journal.json')
        h.update(entry.name).update(fs.readFileSync(p));
    }
  };
  walk(MIGRATIONS_DIR);
  // The snapshot also carries pg-boss's schema, which changes with its version.
  h.update(String((createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version));
  return h.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let snapshot: Promise<Buffer> | undefined;

/** The migrated snapshot, built by whichever test worker gets the lock first. */
function pgliteSnapshot(): Promise<Buffer> {
  snapshot ??= (async () => {
    const dir = path.join(os.tmpdir(), 'revy-test-db');
    const file = path.join(dir, `${migrationsHash()}.tar.gz`);
    const lock = `${file}.lock`;
    fs.mkdirSync(dir, { recursive: true });
    for (let waited = 0; ; waited += 100) {
      if (fs.existsSync(file)) return fs.readFileSync(file);
      try {
        fs.mkdirSync(lock);
      } catch {
        // Another worker is migrating; take over a lock left by a crashed run.
        const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
        await sleep(100);
        continue;
      }
      try {
        const database = await openDatabase({ dataDir: dir, inMemory: true });
        await installQueueSchema(database);
        const client = (database as unknown as { client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).client;
        const blob = await client.dumpDataDir('gzip');
        await database.close();
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
        fs.renameSync(tmp, file);
        return fs.readFileSync(file);
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    }
  })();
  return snapshot;
}

async function openPgliteTestDatabase(): Promise<Database> {
  const data = await pgliteSnapshot();
  return openDatabase({ dataDir: os.tmpdir(), inMemory: true, loadDataDir: new Blob([new Uint8Array(data)]) });
}

async function openPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const name = `revy_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  return {
    ...database,
    close: async () => {
      await database.close();
      if (process.env.DEBUG_CLOSE) console.info('pool ended', name);
      // pool.end() resolves once it has asked each connection to end, not when they have: a
      // forced drop would then terminate one mid-goodbye, and that client's FATAL 57P01 becomes
      // an unhandled error in the test run. Give them up to a second to go first.
      for (let i = 0; i < 50; i++) {
        const [row] = await admin('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (!row?.n) break;
        await sleep(20);
      }
      await admin(`drop database if exists "${name}" with (force)`);
      if (process.env.DEBUG_CLOSE) console.info('dropped', name);
    },
  };
}
