import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingTablePageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff, createUser } from '../../../test/factories';
import { grantActivePlan } from '../../../test/plan-factories';
import type { TestClient } from '../../../test/http-client';
import { listings } from './listings.table';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await createStaff(t, 'concierge')).client;
});
afterAll(() => t?.close());

/** A make no other test uses, so each test sees only its own listings. */
const word = () => `Zq${randomBytes(4).toString('hex')}`;
const ids = (body: { content: { id: string }[] }) => body.content.map((l) => l.id);

type Seed = Partial<typeof listings.$inferInsert> & { model?: string; year?: number };
/** Listings straight in the table: the table's filters are about stored columns, not how they got there. */
async function seed(sellerId: string, make: string, rows: Seed[]) {
  const out: string[] = [];
  for (const [i, r] of rows.entries()) {
    const { model = 'One', year = 2018, ...rest } = r;
    const [row] = await t.ctx.db
      .insert(listings)
      .values({
        sellerId,
        title: `${year} ${make} ${model}`,
        price: 10_000_00,
        vehicle: { make, model, year },
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        updatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        ...rest,
      })
      .returning({ id: listings.id });
    out.push(row!.id);
  }
  return out;
}

describe('GET /v1/listing/table', () => {
  it('pages every status (drafts too), with totals, sorted by created date newest first by default', async () => {
    const seller = await createUser(t, { firstName: 'Dana', lastName: 'Vega' });
    const make = word();
    const [a, b, c] = await seed(seller.user.id, make, [
      { status: 'unpublishedDraft' },
      { status: 'published', publishedAt: new Date(Date.UTC(2026, 1, 1)) },
      { status: 'unpublished' },
    ]);
    const res = await staff.get('/v1/listing/table', { query: { make, size: 2 } });
    expect(res.status).toBe(200);
    const page = ListingTablePageSchema.parse(res.body);
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, size: 2, number: 0 });
    expect(ids(page)).toEqual([c, b]);
    expect(page.content[1]).toMatchObject({
      seller: { id: seller.user.id, name: 'Dana Vega', email: seller.email },
      status: 'published',
      publishedAt: '2026-02-01T00:00:00.000Z',
      vehicle: { make, model: 'One', year: 2018 },
      plan: null,
    });
    const second = await staff.get('/v1/listing/table', { query: { make, size: 2, page: 1 } });
    expect(ids(second.body)).toEqual([a]);
    expect(second.body.totalElements).toBe(3);
  });

  it('filters on status, sale status, reviewed, escalated, test, year, price and dates', async () => {
    const { user } = await createUser(t);
    const make = word();
    const [draft, pubReviewed, pubEscalated, sold, test] = await seed(user.id, make, [
      { status: 'unpublishedDraft', price: 5_000_00, year: 2010 },
      { status: 'published', isReviewed: true, price: 20_000_00, year: 2020 },
      { status: 'published', conciergeEscalated: true, price: 30_000_00, year: 2021 },
      { status: 'unpublished', saleStatus: 'sold', price: 15_000_00, year: 2015 },
      { status: 'published', isTest: true, price: 1_00, year: 2000 },
    ]);
    const q = async (query: Record<string, string | number>) => {
      const res = await staff.get('/v1/listing/table', { query: { make, ...query } });
      expect(res.status).toBe(200);
      return ids(res.body).sort();
    };
    expect(await q({ status: 'published' })).toEqual([pubReviewed, pubEscalated, test].sort());
    expect(await q({ status: 'unpublishedDraft,unpublished' })).toEqual([draft, sold].sort());
    expect(await q({ saleStatus: 'sold' })).toEqual([sold]);
    expect(await q({ reviewed: 'true' })).toEqual([pubReviewed]);
    expect(await q({ reviewed: 'false', status: 'published' })).toEqual([pubEscalated, test].sort());
    expect(await q({ escalated: 'true' })).toEqual([pubEscalated]);
    expect((await q({ escalated: 'false' })).length).toBe(4);
    expect(await q({ test: 'true' })).toEqual([test]);
    expect(await q({ yearMin: 2015, yearMax: 2020 })).toEqual([pubReviewed, sold].sort());
    expect(await q({ priceMin: 15_000_00, priceMax: 25_000_00 })).toEqual([pubReviewed, sold].sort());
    // Created on Jan 1..5 2026: a day as an upper bound includes that whole day.
    expect(await q({ createdFrom: '2026-01-02', createdTo: '2026-01-03' })).toEqual([pubReviewed, pubEscalated].sort());
    expect(await q({ updatedTo: '2026-01-01' })).toEqual([draft]);
  });

  it('finds by seller (id, or part of name or email), make/model in any case, words, VIN and plan', async () => {
    const alice = await createUser(t, { firstName: 'Alicia', lastName: `Kw${randomBytes(3).toString('hex')}` });
    const bob = await createUser(t);
    const make = word();
    const vin = '1HGCM82633A004352';
    const [aOne, aTwo] = await seed(alice.user.id, make, [{ model: 'Civic', vinValue: vin }, { model: 'Accord' }]);
    const [bOne, bTwo] = await seed(bob.user.id, make, [{ model: 'Civic' }, { model: 'Pilot' }]);
    await grantActivePlan(t, aOne!);
    await grantActivePlan(t, bOne!, { paymentDue: true });
    await grantActivePlan(t, bTwo!, { status: 'PENDING' });
    const q = async (query: Record<string, string>) =>
      ids((await staff.get('/v1/listing/table', { query: { make, ...query } })).body).sort();

    expect(await q({ sellerId: alice.user.id })).toEqual([aOne, aTwo].sort());
    expect(await q({ seller: alice.user.lastName!.toUpperCase() })).toEqual([aOne, aTwo].sort());
    expect(await q({ seller: bob.email.split('@')[0]! })).toEqual([bOne, bTwo].sort());
    expect(await q({ seller: '%' })).toEqual([]); // LIKE wildcards are matched literally
    expect(await q({ model: 'civic' })).toEqual([aOne, bOne].sort());
    expect(await q({ make: make.toLowerCase(), search: 'pilot' })).toEqual([bTwo]);
    expect(await q({ search: vin.toLowerCase() })).toEqual([aOne]);
    expect(await q({ search: aTwo! })).toEqual([aTwo]);
    expect(await q({ plan: 'active' })).toEqual([aOne]);
    expect(await q({ plan: 'trial' })).toEqual([bOne]);
    expect(await q({ plan: 'pending' })).toEqual([bTwo]);
    expect(await q({ plan: 'none' })).toEqual([aTwo, bTwo].sort());

    const page = (await staff.get('/v1/listing/table', { query: { make, sellerId: bob.user.id, sort: 'title,asc' } }))
      .body;
    expect(page.content.map((r: { plan: unknown }) => r.plan)).toEqual([
      { name: 'Premium', status: 'ACTIVE', onTrial: true },
      { name: 'Premium', status: 'PENDING', onTrial: false },
    ]);
  });

  it('sorts on price (no price counts as the highest), counters and dates, the id breaking ties', async () => {
    const { user } = await createUser(t);
    const make = word();
    const [cheap, none, dear, mid] = await seed(user.id, make, [
      { price: 1_000_00, buyerCount: 3 },
      { price: null, buyerCount: 1 },
      { price: 9_000_00, buyerCount: 0 },
      { price: 5_000_00, buyerCount: 3 },
    ]);
    const q = async (sort: string) => ids((await staff.get('/v1/listing/table', { query: { make, sort } })).body);
    expect(await q('price,asc')).toEqual([cheap, mid, dear, none]);
    expect(await q('price,desc')).toEqual([none, dear, mid, cheap]);
    expect(await q('price')).toEqual([none, dear, mid, cheap]); // desc by default
    expect(await q('buyerCount,desc')).toEqual([mid, cheap, none, dear]); // ids are time-ordered: mid after cheap
    expect(await q('createdAt,asc')).toEqual([cheap, none, dear, mid]);
  });

  it('hides deleted listings unless asked for', async () => {
    const { user } = await createUser(t);
    const make = word();
    const [kept, gone] = await seed(user.id, make, [{}, { deletedAt: new Date() }]);
    const q = async (query: Record<string, string>) =>
      ids((await staff.get('/v1/listing/table', { query: { make, ...query } })).body).sort();
    expect(await q({})).toEqual([kept]);
    expect(await q({ deleted: 'include' })).toEqual([kept, gone].sort());
    expect(await q({ deleted: 'only' })).toEqual([gone]);
    const row = (await staff.get('/v1/listing/table', { query: { make, deleted: 'only' } })).body.content[0];
    expect(row.deletedAt).not.toBeNull();
  });

  it('is staff-only: 401 signed out, 403 for anonymous and signed-in non-staff users (sellers included); admins too', async () => {
    const seller = await createSignedInUser(t);
    await seed(seller.user.id, word(), [{}]);
    expect((await t.client().get('/v1/listing/table')).status).toBe(401);
    const anon = await createAnonymous(t);
    const denied = await anon.client.get('/v1/listing/table');
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ status: 403, error: expect.any(String), message: expect.any(String) });
    expect((await seller.client.get('/v1/listing/table', { query: { sellerId: seller.user.id } })).status).toBe(403);
    expect((await seller.client.get('/v1/listing/table/export.csv')).status).toBe(403);
    expect((await seller.client.get('/v1/listing/table/prefs')).status).toBe(403);
    expect((await seller.client.put('/v1/listing/table/prefs', { hidden: [] })).status).toBe(403);
    const admin = await createStaff(t, 'admin');
    expect((await admin.client.get('/v1/listing/table', { query: { size: 1 } })).status).toBe(200);
  });

  it('refuses a malformed query with 400 in the error shape', async () => {
    const malformed: Record<string, string | number>[] = [
      { sort: 'sellerPassword,asc' },
      { sort: 'price,sideways' },
      { status: 'published,archived' },
      { reviewed: 'yes' },
      { plan: 'gold' },
      { priceMin: -1 },
      { priceMin: 500, priceMax: 100 },
      { yearMin: 2020, yearMax: 2010 },
      { createdFrom: '2026-02-01', createdTo: '2026-01-01' },
      { createdFrom: 'yesterday' },
      { size: 0 },
      { size: 5000 },
      { sellerId: 'not-a-uuid' },
      { deleted: 'maybe' },
    ];
    for (const query of malformed) {
      const res = await staff.get('/v1/listing/table', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, error: expect.any(String), message: expect.any(String) });
    }
    expect((await staff.get('/v1/listing/table/export.csv', { query: { sort: 'nope' } })).status).toBe(400);
  });
});

describe('GET /v1/listing/table/export.csv', () => {
  it('streams the rows of the same filter and sort, CSV-escaped and defused against formulas', async () => {
    const seller = await createUser(t, { firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, Jr.' });
    const make = word();
    await seed(seller.user.id, make, [
      { title: '+1 owner "mint"\nno accidents', price: 12_345_67, status: 'published' },
      { title: '@SUM(A1)', price: 2_000_00, status: 'published' },
      { title: 'Plain', price: 3_000_00, status: 'unpublishedDraft' },
      { title: '-negative', price: 1_000_00, status: 'published', deletedAt: new Date() },
    ]);
    const res = await staff.get('/v1/listing/table/export.csv', {
      query: { make, status: 'published', sort: 'price,desc' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="revy-listings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toMatch(/^id,title,year,make,model,vin,seller name,seller email,status,/);
    expect(lines.at(-1)).toBe('');
    // Two published, not deleted: the quoted multi-line title counts as one record.
    expect(res.text).toContain(
      `"'+1 owner ""mint""\nno accidents",2018,${make},One,,"'=HYPERLINK(""http://evil"") Smith, Jr."`,
    );
    expect(res.text).toContain(`,'@SUM(A1),2018,${make},`);
    expect(res.text).not.toContain('Plain');
    expect(res.text).not.toContain('negative');
    expect(res.text.indexOf('12345.67')).toBeLessThan(res.text.indexOf('2000.00'));
  });

  it('writes every matching row past one batch', async () => {
    const { user } = await createUser(t);
    const make = word();
    const rows = Array.from({ length: 2_105 }, (_, i) => ({
      sellerId: user.id,
      title: `Bulk ${i}`,
      vehicle: { make, model: 'Bulk', year: 2012 },
    }));
    for (let i = 0; i < rows.length; i += 500) await t.ctx.db.insert(listings).values(rows.slice(i, i + 500));
    const res = await staff.get('/v1/listing/table/export.csv', { query: { make } });
    expect(res.status).toBe(200);
    expect(res.text.trimEnd().split('\r\n')).toHaveLength(2_106);
  });
});

describe('GET/PUT /v1/listing/table/prefs', () => {
  it("keeps each staff member's column choice on their account, across sessions", async () => {
    const me = await createStaff(t, 'concierge');
    expect((await me.client.get('/v1/listing/table/prefs')).body).toEqual({ hidden: [] });
    const saved = await me.client.put('/v1/listing/table/prefs', { hidden: ['plan', 'seller', 'plan'], pageSize: 50 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ hidden: ['plan', 'seller'], pageSize: 50 });
    // Another browser: a new session of the same account.
    const other = t.client();
    await other.post('/v1/auth', { email: me.email, password: me.password });
    expect((await other.get('/v1/listing/table/prefs')).body).toEqual({ hidden: ['plan', 'seller'], pageSize: 50 });
    // Someone else's choice is theirs.
    expect((await staff.get('/v1/listing/table/prefs')).body).toEqual({ hidden: [] });
  });

  it('refuses unknown columns, hiding the title, and a bad page size', async () => {
    for (const body of [
      { hidden: ['password'] },
      { hidden: ['title'] },
      { hidden: [], pageSize: 3 },
      { hidden: 'plan' },
    ]) {
      const res = await staff.put('/v1/listing/table/prefs', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 400 });
    }
  });

  it('keeps the last of two racing saves whole (no mix of both)', async () => {
    const me = await createStaff(t, 'admin');
    const a = { hidden: ['plan', 'price'], pageSize: 25 };
    const b = { hidden: ['seller'], pageSize: 100 };
    const results = await Promise.all([
      me.client.put('/v1/listing/table/prefs', a),
      me.client.put('/v1/listing/table/prefs', b),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const now = (await me.client.get('/v1/listing/table/prefs')).body;
    expect([a, b]).toContainEqual(now);
  });
});
