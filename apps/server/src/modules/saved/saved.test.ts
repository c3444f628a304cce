import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { createListing, createPublished } from '../listings/testing';
import { savedCars, savedSearches } from './saved.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

describe('saved cars', () => {
  it('saves, lists with the price then and now, and removes a car; a second save changes nothing', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { price: 20_000_00 });
    const buyer = await createSignedInUser(t);
    expect((await buyer.client.get('/v1/saved/cars')).body).toEqual({ content: [] });

    const saved = await buyer.client.post('/v1/saved/cars', { listingId: car.id });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ids: [car.id] });
    expect((await buyer.client.post('/v1/saved/cars', { listingId: car.id })).body).toEqual({ ids: [car.id] });

    await seller.client.request('PATCH', `/v1/listing/${car.id}`, { json: { price: 18_500_00 } });
    const list = await buyer.client.get('/v1/saved/cars');
    expect(list.status).toBe(200);
    expect(list.body.content).toEqual([
      expect.objectContaining({
        listingId: car.id,
        savedPrice: 20_000_00,
        price: 18_500_00,
        priceChange: -1_500_00,
        title: '2019 Toyota RAV4 XLE',
        saleStatus: 'unsold',
        available: true,
        mileage: 42_000,
        cover: expect.objectContaining({ files: expect.any(Object) }),
      }),
    ]);
    expect((await buyer.client.get('/v1/saved/cars/ids')).body).toEqual({ ids: [car.id] });

    const removed = await buyer.client.delete(`/v1/saved/cars/${car.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ids: [] });
    // Removing again is fine too.
    expect((await buyer.client.delete(`/v1/saved/cars/${car.id}`)).body).toEqual({ ids: [] });
  });

  it('shows a sold car as sold', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client);
    const buyer = await createSignedInUser(t);
    await buyer.client.post('/v1/saved/cars', { listingId: car.id });
    await seller.client.post(`/v1/listing/${car.id}/update-sale-status`, { outcome: 'sold' });
    const [item] = (await buyer.client.get('/v1/saved/cars')).body.content;
    expect(item).toMatchObject({ listingId: car.id, saleStatus: 'sold' });
  });

  it('makes one row of ten saves of the same car at once', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client);
    const buyer = await createSignedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buyer.client.post('/v1/saved/cars', { listingId: car.id })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const rows = await t.ctx.db.select().from(savedCars).where(eq(savedCars.userId, buyer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses drafts and unknown cars (404), bad ids (400), guests (403) and the signed out (401)', async () => {
    const seller = await createSignedInUser(t);
    const draft = await createListing(seller.client);
    const buyer = await createSignedInUser(t);
    expect((await buyer.client.post('/v1/saved/cars', { listingId: draft.id })).status).toBe(404);
    expect((await buyer.client.post('/v1/saved/cars', { listingId: MISSING_ID })).status).toBe(404);
    const bad = await buyer.client.post('/v1/saved/cars', { listingId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ name: 'ValidationException', status: 400 });
    expect((await buyer.client.post('/v1/saved/cars', { listingId: draft.id, extra: 1 })).status).toBe(400);
    expect((await buyer.client.delete('/v1/saved/cars/nope')).status).toBe(400);
    const anon = await createAnonymous(t);
    expect((await anon.client.get('/v1/saved/cars')).status).toBe(403);
    expect((await t.client().get('/v1/saved/cars/ids')).status).toBe(401);
  });
});

const query = { make: 'Honda', model: 'Civic', priceMax: 20_000_00, zip: '95112', radius: 50 };

describe('saved searches', () => {
  it('saves the showroom filters, lists, renames, changes the frequency and deletes', async () => {
    const buyer = await createSignedInUser(t);
    const created = await buyer.client.post('/v1/saved/searches', {
      name: '  Civics near home ',
      frequency: 'daily',
      query: { ...query, bodyType: 'Sedan,Coupe' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Civics near home',
      frequency: 'daily',
      query: { ...query, bodyType: 'Sedan,Coupe' },
      matchCount: 0,
    });
    expect(created.body.showroomPath).toBe(
      '/showroom?make=Honda&model=Civic&priceMax=20000&body=Sedan%2CCoupe&zip=95112&radius=50',
    );
    const id = created.body.id as string;
    expect((await buyer.client.get('/v1/saved/searches')).body.content).toEqual([created.body]);

    const renamed = await buyer.client.request('PATCH', `/v1/saved/searches/${id}`, { json: { name: 'Civic hunt' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Civic hunt', frequency: 'daily' });
    const off = await buyer.client.request('PATCH', `/v1/saved/searches/${id}`, { json: { frequency: 'off' } });
    expect(off.body).toMatchObject({ name: 'Civic hunt', frequency: 'off' });

    expect((await buyer.client.delete(`/v1/saved/searches/${id}`)).status).toBe(204);
    expect((await buyer.client.get('/v1/saved/searches')).body.content).toEqual([]);
    expect((await buyer.client.delete(`/v1/saved/searches/${id}`)).status).toBe(404);
  });

  it("answers 404 for another user's saved search, to staff too, and changes nothing", async () => {
    const owner = await createSignedInUser(t);
    const { id } = (await owner.client.post('/v1/saved/searches', { name: 'Mine', query })).body;
    const other = await createSignedInUser(t);
    const admin = await createStaff(t, 'admin');
    for (const client of [other.client, admin.client]) {
      const patch = await client.request('PATCH', `/v1/saved/searches/${id}`, { json: { name: 'Stolen' } });
      expect(patch.status).toBe(404);
      expect(patch.body).toMatchObject({ name: 'NotFoundException', status: 404 });
      expect((await client.delete(`/v1/saved/searches/${id}`)).status).toBe(404);
      expect((await client.get('/v1/saved/searches')).body.content).toEqual([]);
    }
    expect(
      (await owner.client.request('PATCH', `/v1/saved/searches/${MISSING_ID}`, { json: { name: 'x' } })).status,
    ).toBe(404);
    const [row] = await t.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row!.name).toBe('Mine');
  });

  it('refuses bad input with 400: a malformed ZIP, radius -5, an unknown ZIP, long or empty names, bad frequencies', async () => {
    const buyer = await createSignedInUser(t);
    const cases: [string, unknown][] = [
      ['malformed ZIP', { name: 'x', query: { zip: '9411' } }],
      ['letters in the ZIP', { name: 'x', query: { zip: 'abcde' } }],
      ['radius -5', { name: 'x', query: { zip: '95112', radius: -5 } }],
      ['radius without a ZIP', { name: 'x', query: { radius: 25 } }],
      ['unknown ZIP', { name: 'x', query: { zip: '00000' } }],
      ['negative price', { name: 'x', query: { priceMax: -1 } }],
      ['unknown body type', { name: 'x', query: { bodyType: 'Spaceship' } }],
      ['bad sort', { name: 'x', query: { sort: 'secret,asc' } }],
      ['name too long', { name: 'n'.repeat(81), query }],
      ['empty name', { name: '   ', query }],
      ['bad frequency', { name: 'x', frequency: 'hourly', query }],
      ['no query', { name: 'x' }],
      ['unknown field', { name: 'x', query, owner: 'me' }],
    ];
    for (const [what, body] of cases) {
      const res = await buyer.client.post('/v1/saved/searches', body);
      expect(res.status, what).toBe(400);
      expect(res.body.status, what).toBe(400);
    }
    const { id } = (await buyer.client.post('/v1/saved/searches', { name: 'ok', query })).body;
    for (const body of [{}, { name: 'n'.repeat(81) }, { frequency: 'weekly' }, { query }]) {
      expect((await buyer.client.request('PATCH', `/v1/saved/searches/${id}`, { json: body })).status).toBe(400);
    }
    expect((await buyer.client.request('PATCH', '/v1/saved/searches/nope', { json: { name: 'x' } })).status).toBe(400);
    expect((await buyer.client.get('/v1/saved/searches')).body.content).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches, also when the last ones race (422)`, async () => {
    const buyer = await createSignedInUser(t);
    for (let i = 0; i < MAX_SAVED_SEARCHES - 2; i++) {
      expect((await buyer.client.post('/v1/saved/searches', { name: `Search ${i}`, query: {} })).status).toBe(201);
    }
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => buyer.client.post('/v1/saved/searches', { name: `Race ${i}`, query: {} })),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = racing.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.body).toMatchObject({ status: 422, error: 'UNPROCESSABLE' });
    expect((await buyer.client.get('/v1/saved/searches')).body.content).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('is for accounts: 401 signed out, 403 for guests', async () => {
    expect((await t.client().post('/v1/saved/searches', { name: 'x', query })).status).toBe(401);
    const anon = await createAnonymous(t);
    expect((await anon.client.post('/v1/saved/searches', { name: 'x', query })).status).toBe(403);
    expect((await anon.client.get('/v1/saved/searches')).status).toBe(403);
  });
});
