import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_EXACT_COUNT_CAP, ListingPageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { createPublished } from './listing.fixtures';
import { planNeutral, reorderSearchProjection } from './listing-search.repo';
import { listingSearch } from './listing-search.table';
import { listings } from './listings.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A make no other test uses, so each test sees only its own listings. */
const word = () => `zs${randomBytes(4).toString('hex')}`;
type Page = { content: { id: string; price: number | null }[]; nextCursor?: string | null; totalElements: number };

/** Every id of a search, page by page through nextCursor. */
async function walkCursor(query: Record<string, string | number>, size: number): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const res = await t.client().get('/v1/listing', { query: { ...query, size, ...(cursor ? { cursor } : {}) } });
    expect(res.status, res.text).toBe(200);
    const page = ListingPageSchema.parse(res.body) as Page;
    out.push(...page.content.map((l) => l.id));
    if (!page.nextCursor) return out;
    expect(page.content).toHaveLength(size);
    cursor = page.nextCursor;
  }
  throw new Error('the cursor never ended');
}

/** `n` published listings of make `make`, straight into the table (the trigger fills the projection as for any write). */
async function insertPublished(sellerId: string, make: string, n: number): Promise<void> {
  await t.ctx.db.execute(sql`
    insert into listings (id, seller_id, title, description, price, status, published_at, vehicle, location)
    select gen_random_uuid(), ${sellerId}::uuid, 'Car ' || g, 'Bulk', 1000000 + (g % 37) * 10000, 'published', now() - g * interval '1 minute',
      jsonb_build_object('year', 2000 + g % 20, 'make', ${make}::text, 'model', 'Bulk', 'mileage', 1000 + (g % 53) * 100),
      '{"zip":"95112"}'::jsonb
    from generate_series(1, ${n}::int) g`);
}

describe('the search projection follows every listing write', () => {
  it('publish, price change, sale, unpublish and delete show in the next search; owners still see their own', async () => {
    const seller = await createSignedInUser(t);
    const make = word();
    const a = await createPublished(t, seller.client, {
      price: 20_000_00,
      vehicle: { year: 2018, make, model: 'A', mileage: 1 },
    });
    const b = await createPublished(t, seller.client, {
      price: 30_000_00,
      vehicle: { year: 2019, make, model: 'B', mileage: 1 },
    });
    const search = async (q: Record<string, string | number> = {}) =>
      (
        (await t.client().get('/v1/listing', { query: { make: make.toUpperCase(), sort: 'price,asc', ...q } }))
          .body as Page
      ).content.map((l) => l.id);
    expect(await search()).toEqual([a.id, b.id]);

    // A price change moves the car in the price sort and across a price filter.
    await seller.client.request('PATCH', `/v1/listing/${b.id}`, { json: { price: 10_000_00 } });
    expect(await search()).toEqual([b.id, a.id]);
    expect(await search({ priceMax: 15_000_00 })).toEqual([b.id]);
    // Sold cars leave the showroom (saleStatus=unsold) but still answer a plain published search.
    await seller.client.post(`/v1/listing/${a.id}/update-sale-status`, {
      outcome: 'sold',
      salePrice: 19_000_00,
      soldTo: 'Sam',
    });
    expect(await search({ saleStatus: 'unsold' })).toEqual([b.id]);
    // Unpublished and deleted cars are gone from public search; the seller still lists their own on `listings`.
    await seller.client.request('PATCH', `/v1/listing/${b.id}`, { json: { status: 'unpublished' } });
    expect(await search({ saleStatus: 'unsold' })).toEqual([]);
    const own = await seller.client.get('/v1/listing', {
      query: { sellerId: seller.user.id, status: 'unpublished,published' },
    });
    expect((own.body as Page).content.map((l) => l.id).sort()).toEqual([a.id, b.id].sort());
    expect((await seller.client.delete(`/v1/listing/${a.id}`)).status).toBeLessThan(300);
    expect(await search()).toEqual([]);

    // The projection holds exactly the published, live listings, whatever wrote them.
    const rows = await t.ctx.db.select().from(listingSearch).where(eq(listingSearch.make, make));
    expect(rows).toEqual([]);
    await seller.client.request('PATCH', `/v1/listing/${b.id}`, { json: { status: 'published' } });
    const [row] = await t.ctx.db.select().from(listingSearch).where(eq(listingSearch.listingId, b.id));
    expect(row).toMatchObject({ make, model: 'b', price: 10_000_00, saleStatus: 'unsold' });
  });

  it('counters (views, chats) do not rewrite the projection row', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, {
      vehicle: { year: 2018, make: word(), model: 'C', mileage: 1 },
    });
    const before = await t.ctx.db.execute(
      sql`select xmin::text as v from listing_search where listing_id = ${listing.id}`,
    );
    // As the counters repos write them: plain SQL on the counter columns only.
    await t.ctx.db.execute(
      sql`update ${listings} set unique_visitor_count = 5, buyer_count = 2, offer_count = 1 where id = ${listing.id}`,
    );
    const after = await t.ctx.db.execute(
      sql`select xmin::text as v from listing_search where listing_id = ${listing.id}`,
    );
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
  });
});

describe('keyset paging (cursor)', () => {
  it('walks every sort to the end with no car twice or missing, the same order as numbered pages', async () => {
    const seller = await createSignedInUser(t);
    const make = word();
    await insertPublished(seller.user.id, make, 57);
    for (const sort of [
      'price,asc',
      'price,desc',
      'publishedAt,desc',
      'year,desc',
      'mileage,asc',
      'year,asc',
      'createdAt,desc',
    ]) {
      const byCursor = await walkCursor({ make, sort }, 10);
      const all = (
        (await t.client().get('/v1/listing', { query: { make, sort, size: 100 } })).body as Page
      ).content.map((l) => l.id);
      expect(all, sort).toHaveLength(57);
      expect(byCursor, sort).toEqual(all);
    }
    // Text search (the collect plan) pages the same way, with relevance too.
    const text = await walkCursor({ search: make, sort: 'price,asc' }, 8);
    expect(new Set(text).size).toBe(57);
    expect(new Set(await walkCursor({ search: make }, 8)).size).toBe(57);
    // Staff's view runs on listings itself and pages by cursor too.
    const { client: staff } = await createStaff(t, 'concierge');
    const staffPage = await staff.get('/v1/listing', {
      query: { make, size: 50, status: 'published,unpublished', sort: 'price,asc' },
    });
    const next = await staff.get('/v1/listing', {
      query: {
        make,
        size: 50,
        status: 'published,unpublished',
        sort: 'price,asc',
        cursor: (staffPage.body as Page).nextCursor!,
      },
    });
    expect((next.body as Page).content).toHaveLength(7);
    expect((next.body as Page).nextCursor).toBeNull();
  });

  it('refuses a cursor it did not make, or one from another sort, with 400 and the field named', async () => {
    const seller = await createSignedInUser(t);
    const make = word();
    await insertPublished(seller.user.id, make, 5);
    const first = (await t.client().get('/v1/listing', { query: { make, sort: 'price,asc', size: 2 } })).body as Page;
    expect(first.nextCursor).toEqual(expect.any(String));
    const other = await t
      .client()
      .get('/v1/listing', { query: { make, sort: 'year,desc', size: 2, cursor: first.nextCursor! } });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      name: 'ValidationException',
      status: 400,
      fields: { cursor: expect.stringMatching(/another sort/) },
    });
    const forged = [
      'not a cursor!',
      Buffer.from('{"s":"price,asc","k":"1; drop table listings","i":"x"}').toString('base64url'),
      Buffer.from('{"s":"price,asc","k":1}').toString('base64url'),
      Buffer.from('[]').toString('base64url'),
      'x'.repeat(500),
    ];
    for (const cursor of forged) {
      const res = await t.client().get('/v1/listing', { query: { make, sort: 'price,asc', cursor } });
      expect(res.status, cursor).toBe(400);
      expect(res.body).toMatchObject({ name: 'ValidationException', status: 400 });
    }
  });
});

describe('counts', () => {
  it('counts exactly up to the cap and estimates past it, saying so', async () => {
    const seller = await createSignedInUser(t);
    const make = word();
    await insertPublished(seller.user.id, make, LISTING_EXACT_COUNT_CAP + 60);
    const many = await t.client().get('/v1/listing', { query: { make, size: 24, sort: 'publishedAt,desc' } });
    expect(many.status).toBe(200);
    expect(many.body.totalIsEstimate).toBe(true);
    expect(many.body.totalElements).toBeGreaterThan(LISTING_EXACT_COUNT_CAP);
    expect(many.body.content).toHaveLength(24);
    // Narrow it under the cap and the count is exact again, with no flag.
    const few = await t.client().get('/v1/listing', { query: { make, size: 24, yearMin: 2019 } });
    expect(few.body.totalIsEstimate).toBeUndefined();
    expect(few.body.totalElements).toBe(53);
    // A deep page by cursor still comes straight after the last one (1,060 cars, 100 a page).
    const all = await walkCursor({ make, sort: 'price,desc' }, 100);
    expect(all).toHaveLength(LISTING_EXACT_COUNT_CAP + 60);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the nightly reorder', () => {
  it('rewrites the projection in make/model order and changes no answer', async () => {
    const seller = await createSignedInUser(t);
    const make = word();
    await insertPublished(seller.user.id, make, 30);
    const before = await walkCursor({ make, sort: 'mileage,asc' }, 7);
    const done = await reorderSearchProjection(t.ctx.db);
    expect(done.rows).toBeGreaterThanOrEqual(30);
    expect(await walkCursor({ make, sort: 'mileage,asc' }, 7)).toEqual(before);
  });
});

describe('which search statements run prepared (db/prepared.ts)', () => {
  it('only those no filter value steers: the showroom as it opens (with or without a ZIP for distances)', () => {
    const published = { statuses: ['published' as const], saleStatus: 'unsold' as const };
    const near = { lat: 37.3, lng: -121.9 };
    expect(planNeutral(published)).toBe(true);
    expect(planNeutral({ ...published, saleStatus: 'sold', make: undefined, priceMax: undefined })).toBe(true);
    expect(planNeutral({ ...published, near })).toBe(true);
    // A generic plan for `make = $1` walks the date index for any make: a rare make would read all of it.
    expect(planNeutral({ ...published, make: 'lotus' })).toBe(false);
    expect(planNeutral({ ...published, priceMax: 3_000_000 })).toBe(false);
    expect(planNeutral({ ...published, bodyType: ['SUV'] })).toBe(false);
    expect(planNeutral({ ...published, sellerId: '01890000-0000-7000-8000-0000000000be' })).toBe(false);
    expect(
      planNeutral({ ...published, near, radius: 25, box: { minLat: 37, maxLat: 38, minLng: -122, maxLng: -121 } }),
    ).toBe(false);
  });

  it('a rare make after many searches of common ones still finds its cars', async () => {
    const seller = await createSignedInUser(t);
    const common = word();
    const rare = word();
    await insertPublished(seller.user.id, common, 60);
    await insertPublished(seller.user.id, rare, 2);
    for (let i = 0; i < 8; i++) {
      const res = await t.client().get('/v1/listing', { query: { make: common, sort: 'publishedAt,desc', size: 5 } });
      expect(res.body.totalElements).toBe(60);
    }
    const res = await t.client().get('/v1/listing', { query: { make: rare, sort: 'publishedAt,desc', size: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(2);
  });
});
