import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { testQueue } from '../../../test/test-queue';
import { createPublished } from './listing.fixtures';
import { SearchCache, searchCacheOf } from './listing-search-cache';
import { listings } from './listings.table';

/*
 * The showroom cache (decision 049): a public page is answered from memory until a change is announced — any write
 * request (as its answer goes out), any finished job — or SEARCH_CACHE_MS passes. Changes made straight in the
 * database are announced by nothing; they show once the TTL has passed.
 */

// Far longer than a test takes, even on a loaded machine: what these tests see comes from announcements, not expiry
// (SearchCache's own tests below cover expiry).
const TTL = 60_000;
const NOOP = testQueue('test.search-cache-noop');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    // The in-process bus: on a shared Redis, other test files' apps announce their own writes to this one.
    config: { searchCacheMs: TTL, redisUrl: undefined },
    beforeReady: (app) => app.ctx.jobs.work(NOOP, async () => ({ ok: true })),
  });
  t.ctx.jobs.onSettled(() => settled++);
});
afterAll(() => t?.close());

const word = () => `zc${randomBytes(4).toString('hex')}`;
type Card = { id: string; price: number | null; offerLowest: number | null };
type Page = { content: Card[]; totalElements: number };

async function search(make: string, client = t.client()): Promise<Page> {
  const res = await client.get('/v1/listing', { query: { make, size: 10 } });
  expect(res.status, res.text).toBe(200);
  return res.body as Page;
}

/** A seller with one published car of a make of its own, at $20,000 unless `extra` says otherwise. */
async function sellerWithCar(testApp: TestApp = t, extra: Record<string, unknown> = {}) {
  const seller = await createSignedInUser(testApp);
  const make = word();
  const car = await createPublished(testApp, seller.client, {
    price: 20_000_00,
    vehicle: { year: 2018, make, model: 'A', mileage: 1 },
    ...extra,
  });
  return { seller, make, car };
}

/** Jobs this app has finished: the scheduled ones (every minute) empty the cache too, as they should. */
let settled = 0;

/**
 * Runs `attempt` (which sees whether the cache held across a change nothing announced) again when a scheduled job
 * happened to finish while it ran and emptied the cache itself; at most five times.
 */
async function withoutJobs<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    const before = settled;
    const result = await attempt();
    if (settled === before || i === 4) return result;
  }
}

/** A change no request or job announces: straight in the table. */
async function silentlyReprice(id: string, price: number): Promise<void> {
  await t.ctx.db.update(listings).set({ price }).where(eq(listings.id, id));
}

describe('the showroom cache', () => {
  it('answers a repeated public search from memory: a change nothing announced is not seen', async () => {
    const seen = await withoutJobs(async () => {
      const { make, car } = await sellerWithCar();
      const first = (await search(make)).content.map((c) => c.price);
      await silentlyReprice(car.id, 19_000_00);
      const again = (await search(make)).content.map((c) => c.price);
      // Another query is its own entry, read from the database.
      const other = await t.client().get('/v1/listing', { query: { make, size: 11 } });
      return { first, again, other: (other.body as Page).content.map((c) => c.price) };
    });
    expect(seen).toEqual({ first: [20_000_00], again: [20_000_00], other: [19_000_00] });
  });

  it('is emptied by any write request before its answer goes out: the writer and everyone else see the change next', async () => {
    const { seller, make, car } = await sellerWithCar();
    const buyer = t.client();
    expect((await search(make, buyer)).content).toHaveLength(1);
    const patched = await seller.client.request('PATCH', `/v1/listing/${car.id}`, { json: { price: 18_500_00 } });
    expect(patched.status, patched.text).toBe(200);
    expect((await search(make, seller.client)).content.map((c) => c.price)).toEqual([18_500_00]);
    expect((await search(make, buyer)).content.map((c) => c.price)).toEqual([18_500_00]);

    // A new car published through the API is in the very next search.
    const second = await createPublished(t, seller.client, {
      price: 21_000_00,
      vehicle: { year: 2019, make, model: 'B', mileage: 1 },
    });
    const page = await search(make, buyer);
    expect(page.totalElements).toBe(2);
    expect(page.content.map((c) => c.id)).toContain(second.id);

    // Unpublished through the API: gone at once.
    const off = await seller.client.request('PATCH', `/v1/listing/${second.id}`, { json: { status: 'unpublished' } });
    expect(off.status, off.text).toBe(200);
    expect((await search(make, buyer)).content.map((c) => c.id)).toEqual([car.id]);
  });

  it('is emptied when a job finishes (photos, estimates and expiries change cards in the background)', async () => {
    const { make, held } = await withoutJobs(async () => {
      const { make, car } = await sellerWithCar();
      await search(make);
      await silentlyReprice(car.id, 17_000_00);
      return { make, held: (await search(make)).content[0]!.price };
    });
    expect(held).toBe(20_000_00);
    await t.ctx.jobs.send(NOOP.name, {});
    await t.ctx.jobs.drain([NOOP.name]);
    expect((await search(make)).content[0]!.price).toBe(17_000_00);
  });

  it('is not emptied by a page view, which changes no card', async () => {
    const seen = await withoutJobs(async () => {
      const { make, car } = await sellerWithCar();
      await search(make);
      await silentlyReprice(car.id, 16_000_00);
      const view = await t.client().post('/v1/t', { event: 'page_view', page: '/showroom' });
      return { view: view.status, price: (await search(make)).content[0]!.price };
    });
    expect(seen).toEqual({ view: 204, price: 20_000_00 });
  });

  it("keeps no viewer's own fields: the seller sees their floor price on a cached page, a buyer never does", async () => {
    const { seller, make } = await sellerWithCar(t, { offerLowest: 18_000_00 });
    const first = await search(make); // cached as a buyer saw it
    expect(first.content[0]!.offerLowest).toBeNull();
    expect((await search(make, seller.client)).content[0]!.offerLowest).toBe(18_000_00);
    expect((await search(make)).content[0]!.offerLowest).toBeNull();
  });

  it("keeps owners' and staff's own views out of it: a seller's drafts are always read fresh", async () => {
    const { seller, make, car } = await sellerWithCar();
    const own = async () => {
      const res = await seller.client.get('/v1/listing', {
        query: { make, sellerId: seller.user.id, status: 'published,unpublishedDraft' },
      });
      expect(res.status, res.text).toBe(200);
      return (res.body as Page).content.map((c) => c.price);
    };
    expect(await own()).toEqual([20_000_00]);
    await silentlyReprice(car.id, 15_000_00);
    expect(await own()).toEqual([15_000_00]);
  });

  it('rejects bad search input as before, cache or not', async () => {
    const res = await t.client().get('/v1/listing', { query: { radius: -5, zip: '95112' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'ValidationException' });
    expect(searchCacheOf(t.ctx)).toBeInstanceOf(SearchCache);
  });
});

describe('SearchCache', () => {
  const page = () => ({
    result: { rows: [], total: 0, totalIsEstimate: false, next: null },
    photos: new Map(),
    deals: new Map(),
  });

  it('drops a page read before a change and finished after it', () => {
    const cache = new SearchCache(10_000);
    const seen = cache.generation;
    cache.invalidate(); // a change lands while the page is being read
    cache.set('q', page(), seen);
    expect(cache.get('q')).toBeUndefined();
    cache.set('q', page(), cache.generation);
    expect(cache.get('q')).toBeDefined();
  });

  it('expires entries and keeps at most maxEntries, oldest out first', async () => {
    const cache = new SearchCache(500, 2);
    cache.set('a', page(), cache.generation);
    cache.set('b', page(), cache.generation);
    cache.set('c', page(), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    await new Promise((r) => setTimeout(r, 600));
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('SEARCH_CACHE_MS=0', () => {
  it('reads every search from the database', async () => {
    const off = await buildTestApp({ config: { searchCacheMs: 0 } });
    try {
      expect(searchCacheOf(off.ctx)).toBeUndefined();
      const { make, car } = await sellerWithCar(off);
      const get = async () =>
        ((await off.client().get('/v1/listing', { query: { make } })).body as Page).content[0]!.price;
      expect(await get()).toBe(20_000_00);
      await off.ctx.db.execute(sql`update listings set price = ${14_000_00} where id = ${car.id}`);
      expect(await get()).toBe(14_000_00);
    } finally {
      await off.close();
    }
  });
});
