/**
 * Prints (JSON) the SQL and parameters the app runs for GET /v1/listing?<query> as a signed-out
 * buyer, so bench/listing-search.mjs can time the very same statement without the app.
 *   node --import tsx bench/listing-search-sql.ts 'search=rav4&bodyType=SUV'
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { ListingListQuerySchema } from '@revy/shared';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { listingsPageQuery } from '../apps/server/src/modules/listings/listings.repo';
import { listingSearchPlan } from '../apps/server/src/modules/listings/listings-search.service';

const query = ListingListQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')));
const plan = listingSearchPlan(null, query);
if (!plan) throw new Error('this query can match nothing');
// No connection is made: toSQL() only renders the statement.
const db = drizzle('postgres://unused@127.0.0.1/none', { schema }) as unknown as Db;
const { sql, params } = listingsPageQuery(db, plan.filter, plan.page).toSQL();
process.stdout.write(JSON.stringify({ sql, params }));
