// A scratch PostgreSQL database per benchmark run, on BENCH_DATABASE_URL's server (default the
// machine's `test` server): created at the start, dropped at the end (BENCH_KEEP_DB keeps it).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on the server's own database (create/drop database cannot run in a pool). */
export async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>`; returns its name, URL and a drop() for the end of the run. */
export async function createBenchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  await adminQuery(`create database "${name}"`);
  return {
    name,
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DB) console.info(`kept database ${name}`);
      else await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}
