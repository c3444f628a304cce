/**
 * For bench/listing-table.mjs: creates the staff account the bench signs in as (on DATABASE_URL, already migrated by
 * the app) and prints (JSON) the two statements GET /v1/listing/table?<query> runs side by side — the page rows and
 * the total — so the bench times the very same SQL without the app.
 *   DATABASE_URL=... node --import tsx bench/listing-table-setup.ts 'status=published&reviewed=false'
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ListingTableQuerySchema } from '@revy/shared';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { listingTableStatements } from '../apps/server/src/modules/listings';
import { createUser } from '../apps/server/src/modules/users';

const query = ListingTableQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const db = drizzle(pool, { schema }) as unknown as Db;
await createUser(db, {
  email: 'bench-staff@revy.local',
  password: 'bench-staff-password',
  firstName: 'Bench',
  lastName: 'Staff',
  signupMethod: 'seed',
  verified: true,
  roles: ['concierge'],
});
await pool.end();
// Rendered as the app's driver renders them; no connection is made.
const { rows, count } = listingTableStatements(drizzle.mock({ schema }) as unknown as Db, query);
process.stdout.write(JSON.stringify({ rows: rows.toSQL(), count: count.toSQL() }));
