import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { type Database, openDatabase } from './client';
import { webSearchQuery } from './column-types';
import * as schema from './schema';

const { chats, content, listings, users, vehicleModels } = schema;

let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-schema-'));
  database = await openDatabase({ inMemory: true, dataDir });
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The PostgreSQL error code, whether or not Drizzle wrapped the driver's error. */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

async function expectPgError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected PostgreSQL error ${code}`).not.toBeNull();
  expect(pgCode(error)).toBe(code);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function createUser() {
  const [user] = await database.db
    .insert(users)
    .values({ email: `seller-${newId()}@example.test`, signupMethod: 'seed' })
    .returning();
  return user!;
}

describe('database schema', () => {
  it('has a table for every Drizzle table, and the init migration made them all', async () => {
    const expected = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const found = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(found.map((r) => r.table_name).sort()).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining([
        'listings',
        'listing_visitors',
        'assets',
        'asset_tags',
        'chats',
        'chat_messages',
        'chat_users',
        'content',
        'forms',
        'products',
        'purchases',
        'payments',
        'payment_webhook_events',
        'redirects',
        'vehicle_models',
        'event_types',
        'availabilities',
        'events',
        'event_attendees',
        'config',
        'history',
        'knowledge',
        'tracking',
        'page_views',
        'notifications',
        'id_verifications',
        'title_transfers',
      ]),
    );
  });

  it('fills the listing filter columns from the vehicle and location JSON', async () => {
    const seller = await createUser();
    const [listing] = await database.db
      .insert(listings)
      .values({
        sellerId: seller.id,
        title: 'Clean wagon',
        vehicle: { year: 2016, make: ' Subaru ', model: 'Outback', mileage: 98000, bodyType: 'Wagon' },
        location: { zip: '97201', state: 'OR', city: 'Portland' },
      })
      .returning();
    expect(listing).toMatchObject({
      status: 'unpublishedDraft',
      saleStatus: 'unsold',
      make: 'Subaru',
      model: 'Outback',
      year: 2016,
      mileage: 98000,
      bodyType: 'Wagon',
      fuelType: null,
      zip: '97201',
      state: 'OR',
    });
  });

  it('finds listings by full-text search, title matches ranked first', async () => {
    const seller = await createUser();
    const marker = `zq${newId()
      .slice(-8)
      .replace(/[^a-f]/g, 'x')}`;
    const [inTitle, inVehicle, inDescription, blue] = await database.db
      .insert(listings)
      .values([
        { sellerId: seller.id, title: `Camry ${marker} one owner`, vehicle: { make: 'Toyota', model: 'Camry' } },
        {
          sellerId: seller.id,
          title: `Family sedan ${marker}`,
          vehicle: { make: 'Toyota', model: 'Camry', year: 2019 },
        },
        { sellerId: seller.id, title: `Sedan ${marker}`, description: 'Traded in my old camry for this one.' },
        { sellerId: seller.id, title: `Blue Camry ${marker}`, description: 'Runs great.' },
      ])
      .returning();

    const search = async (text: string) => {
      const query = webSearchQuery(text);
      const rank = sql<number>`ts_rank(${listings.searchVector}, ${query})`;
      return database.db
        .select({ id: listings.id, rank })
        .from(listings)
        .where(sql`${listings.searchVector} @@ ${query} and ${listings.deletedAt} is null`)
        .orderBy(desc(rank), listings.id);
    };

    const camry = await search(`camry ${marker}`);
    expect(camry.map((r) => r.id)).toHaveLength(4);
    expect(camry.at(-1)!.id).toBe(inDescription!.id);
    expect(camry.slice(0, 3).map((r) => r.id)).toEqual(expect.arrayContaining([inTitle!.id, blue!.id, inVehicle!.id]));
    expect(camry[0]!.rank).toBeGreaterThan(camry.at(-1)!.rank);

    // Stemming (traded → trade), phrase-free web syntax and exclusion.
    expect((await search(`trade ${marker}`)).map((r) => r.id)).toEqual([inDescription!.id]);
    expect((await search(`camry ${marker} -blue`)).map((r) => r.id)).not.toContain(blue!.id);
    expect((await search(`2019 toyota ${marker}`)).map((r) => r.id)).toEqual([inVehicle!.id]);
    // Malformed input is not an error.
    await expect(search('"unbalanced ( -')).resolves.toEqual([]);
  });

  it('answers the search predicate from the GIN index', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select id from listings where search_vector @@ ${webSearchQuery('camry')}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('listings_search_idx');
  });

  it('enforces unique and check constraints', async () => {
    const seller = await createUser();
    const buyer = await createUser();
    const [listing] = await database.db.insert(listings).values({ sellerId: seller.id }).returning();

    await database.db.insert(chats).values({ listingId: listing!.id, buyerId: buyer.id });
    await expectPgError(database.db.insert(chats).values({ listingId: listing!.id, buyerId: buyer.id }), '23505');

    // NULLS NOT DISTINCT: one trimless row per model.
    await database.db.insert(vehicleModels).values({ year: 2020, make: 'Honda', model: 'Fit' });
    await expectPgError(database.db.insert(vehicleModels).values({ year: 2020, make: 'Honda', model: 'Fit' }), '23505');

    // Slugs are unique when present; any number of pages may have none.
    const slug = `about-${newId()}`;
    await database.db.insert(content).values([{ type: 'page', slug }, { type: 'page' }, { type: 'page' }]);
    await expectPgError(database.db.insert(content).values({ type: 'blog', slug }), '23505');

    await expectPgError(database.db.insert(listings).values({ sellerId: seller.id, status: 'live' as never }), '23514');
    await expectPgError(database.db.insert(listings).values({ sellerId: seller.id, price: -1 }), '23514');
  });
});
