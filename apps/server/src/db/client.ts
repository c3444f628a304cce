import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or node-postgres is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Either the database or an open transaction: repos accept both. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** How the job queue (pg-boss) reaches this same database: PGlite's one client, or its own pool. */
  queueConnection: { kind: 'pglite'; client: unknown } | { kind: 'postgres'; url: string };
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Key of the PostgreSQL advisory lock held while migrating (any constant bigint works). */
const MIGRATION_LOCK_KEY = 7_251_998_001;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: start from a data-dir tarball (fresh test databases in under a second). */
  loadDataDir?: Blob | File;
  /** PGlite only: keep the database in memory. */
  inMemory?: boolean;
};

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite under `<dataDir>/pglite`, and
 * applies the versioned SQL migrations from `apps/server/drizzle`. Same migrations, same code.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Several instances may start at once against one database: one migrates, the others wait.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
    return {
      db,
      driver: 'postgres',
      queueConnection: { kind: 'postgres', url: opts.databaseUrl },
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!opts.inMemory) {
    dataDir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
    const pdb = drizzle(client, { schema });
    await migrate(pdb, { migrationsFolder: MIGRATIONS_DIR });
    const db = pdb as unknown as Db;
    return {
      db,
      driver: 'pglite',
      queueConnection: { kind: 'pglite', client },
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        unlock();
      },
      ...({ client } as object),
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
