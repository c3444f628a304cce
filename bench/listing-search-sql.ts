/**
 * Prints (JSON) the SQL and parameters the app runs for GET /v1/listing?<query> as a signed-out
 * buyer, so bench/listing-search.mjs can time the very same statement without the app.
 *   node --import tsx bench/listing-search-sql.ts 'search=rav4&bodyType=SUV'
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { ListingListQuerySchema } from '@revy/shared';
import { listingsPageQuery } from '../apps/server/src/modules/listings';
import { listingSearchPlan } from '../apps/server/src/modules/listings';

const query = ListingListQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')));
const plan = listingSearchPlan(null, query);
if (!plan) throw new Error('this query can match nothing');
// Rendered as the app's driver renders it; no connection is made.
const { sql, params } = new PgDialect().sqlToQuery(listingsPageQuery(plan.filter, plan.page));
process.stdout.write(JSON.stringify({ sql, params }));
