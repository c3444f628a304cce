import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClassifiedsAdSchema,
  ClassifiedsStatusSchema,
  ClassifiedsSyncResultSchema,
  ClassifiedsWorkPageSchema,
  PLAN_PRODUCT_IDS,
} from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { history } from '../history/history.table';
import { listings } from '../listings/listings.table';
import { uploadPhoto } from '../assets/testing';
import { createListing, createPublished } from '../listings/testing';

let t: TestApp;
let concierge: Awaited<ReturnType<typeof createStaff>>;
let concierge2: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let seller: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  [concierge, concierge2, admin, seller] = await Promise.all([
    createStaff(t, 'concierge'),
    createStaff(t, 'concierge'),
    createStaff(t, 'admin'),
    createSignedInUser(t, { firstName: 'Sally', lastName: 'Seller' }),
  ]);
});
afterAll(() => t?.close());

const POST_URL = 'https://sfbay.craigslist.org/sby/cto/d/san-jose-2019-toyota-rav4/7712345678.html';
/** A published car of the seller with Premium (which includes pubCL). */
const carWithPubCL = (overrides = {}) => createPublished(t, seller.client, overrides);

async function queue(client: TestClient = concierge.client) {
  const res = await client.get('/v1/test/craigslist/work', { query: { size: 100 } });
  expect(res.status).toBe(200);
  return ClassifiedsWorkPageSchema.parse(res.body);
}
const inQueue = async (id: string) => (await queue()).content.find((i) => i.listingId === id);
const sync = (client: TestClient, body: unknown) => client.post('/v1/test/craigslist/sync', body);
const listingRow = async (id: string) => (await t.ctx.db.select().from(listings).where(eq(listings.id, id)))[0]!;
/** Moves the listing's last change `minutes` after its last posting, as if the seller edited it then. */
async function changedAfterPosting(id: string, minutes: number) {
  const row = await listingRow(id);
  const updatedAt = new Date(row.craigslistUpdatedAt!.getTime() + minutes * 60_000);
  await t.ctx.db.update(listings).set({ updatedAt }).where(eq(listings.id, id));
}

describe('GET /v1/test/craigslist/work', () => {
  it('lists published unsold cars whose plan includes pubCL and that were never posted, with what staff need', async () => {
    const car = await carWithPubCL();
    const starter = await createPublished(t, seller.client, {}, { productId: PLAN_PRODUCT_IDS.Starter });
    const draft = await createListing(seller.client);
    const item = await inQueue(car.id);
    expect(item).toMatchObject({
      listingId: car.id,
      title: car.title,
      price: 24_500_00,
      location: { city: 'San Jose', state: 'CA', zip: '95112' },
      seller: { id: seller.user.id, name: 'Sally Seller' },
      kind: 'new',
      craigslistUrl: null,
      claim: null,
    });
    expect(Date.parse(item!.waitingSince)).toBeGreaterThan(Date.now() - 60_000);
    expect(await inQueue(starter.id)).toBeUndefined();
    expect(await inQueue(draft.id)).toBeUndefined();
  });

  it('pages by 20 by default, oldest waiting first', async () => {
    const a = await carWithPubCL();
    const b = await carWithPubCL();
    await t.ctx.db
      .update(listings)
      .set({ publishedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(listings.id, b.id));
    const res = await concierge.client.get('/v1/test/craigslist/work');
    const page = ClassifiedsWorkPageSchema.parse(res.body);
    expect(page.size).toBe(20);
    expect(page.number).toBe(0);
    expect(page.content[0]!.listingId).toBe(b.id);
    const ids = (await queue()).content.map((i) => i.listingId);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const one = ClassifiedsWorkPageSchema.parse(
      (await concierge.client.get('/v1/test/craigslist/work', { query: { size: 1, page: 1 } })).body,
    );
    expect(one).toMatchObject({ size: 1, number: 1, totalPages: page.totalElements });
  });

  it('refuses anonymous and non-staff callers, and malformed paging', async () => {
    expect((await t.client().get('/v1/test/craigslist/work')).status).toBe(401);
    expect((await (await createAnonymous(t)).client.get('/v1/test/craigslist/work')).status).toBe(403);
    expect((await seller.client.get('/v1/test/craigslist/work')).status).toBe(403);
    const bad = await concierge.client.get('/v1/test/craigslist/work', { query: { size: 'lots' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, error: expect.any(String), message: expect.any(String) });
    expect((await concierge.client.get('/v1/test/craigslist/work', { query: { size: 500 } })).status).toBe(400);
  });
});

describe('claims', () => {
  it('of two concurrent claims exactly one wins; the loser is told who holds it', async () => {
    const car = await carWithPubCL();
    const [a, b] = await Promise.all([
      concierge.client.post(`/v1/classifieds/${car.id}/claim`),
      concierge2.client.post(`/v1/classifieds/${car.id}/claim`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(loser.body.message).toMatch(/is working on this listing/);
    expect(winner.body).toMatchObject({ listingId: car.id, mine: true });
    const item = await inQueue(car.id);
    expect(item!.claim?.claimedBy.id).toBe(winner.body.claimedBy.id);
  });

  it('the holder may claim again (refresh) and release; another concierge may not release it, an admin may', async () => {
    const car = await carWithPubCL();
    expect((await concierge.client.post(`/v1/classifieds/${car.id}/claim`)).status).toBe(200);
    expect((await concierge.client.post(`/v1/classifieds/${car.id}/claim`)).status).toBe(200);
    expect((await concierge2.client.delete(`/v1/classifieds/${car.id}/claim`)).status).toBe(409);
    expect((await admin.client.delete(`/v1/classifieds/${car.id}/claim`)).status).toBe(204);
    expect((await concierge2.client.post(`/v1/classifieds/${car.id}/claim`)).status).toBe(200);
    expect((await concierge2.client.delete(`/v1/classifieds/${car.id}/claim`)).status).toBe(204);
    expect((await inQueue(car.id))!.claim).toBeNull();
  });

  it('an expired claim may be taken over', async () => {
    const car = await carWithPubCL();
    await concierge.client.post(`/v1/classifieds/${car.id}/claim`);
    const { classifiedsClaims } = await import('./classifieds.table');
    await t.ctx.db
      .update(classifiedsClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(classifiedsClaims.listingId, car.id));
    expect((await inQueue(car.id))!.claim).toBeNull();
    expect((await concierge2.client.post(`/v1/classifieds/${car.id}/claim`)).status).toBe(200);
  });

  it('refuses listings not in the queue (409), missing ones (404), bad ids (400) and non-staff (401/403)', async () => {
    const starter = await createPublished(t, seller.client, {}, { productId: PLAN_PRODUCT_IDS.Starter });
    expect((await concierge.client.post(`/v1/classifieds/${starter.id}/claim`)).status).toBe(409);
    expect((await concierge.client.post('/v1/classifieds/0190a6f8-0000-7000-8000-000000000000/claim')).status).toBe(
      404,
    );
    const bad = await concierge.client.post('/v1/classifieds/not-an-id/claim');
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(400);
    const car = await carWithPubCL();
    expect((await t.client().post(`/v1/classifieds/${car.id}/claim`)).status).toBe(401);
    expect((await seller.client.post(`/v1/classifieds/${car.id}/claim`)).status).toBe(403);
    expect((await seller.client.delete(`/v1/classifieds/${car.id}/claim`)).status).toBe(403);
  });
});

describe('the ad and its photos', () => {
  it('is ready to paste: title within 70, plain-text body with the Revy link, whole dollars, location, photos', async () => {
    const car = await carWithPubCL({
      title: 'x'.repeat(120),
      description: '<p>One <b>owner</b>.</p>',
      price: 24_500_60,
      vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'XLE', mileage: 42_000, fuelType: 'Gasoline' },
    });
    // createPublished's photo is a row without files; this one is a real upload with its JPEG renditions.
    await uploadPhoto(seller.client, car.id, { tag: 'photo' });
    const res = await concierge.client.get(`/v1/classifieds/${car.id}/ad`);
    expect(res.status).toBe(200);
    const ad = ClassifiedsAdSchema.parse(res.body);
    expect(ad.title).toBe('2019 Toyota RAV4 XLE - 42,000 miles');
    expect(ad.title.length).toBeLessThanOrEqual(70);
    expect(ad.price).toBe(24_501);
    expect(ad.location.text).toBe('San Jose, CA 95112');
    expect(ad.body).toContain('One owner.');
    expect(ad.body).not.toContain('<');
    expect(ad.body).toContain(`/listings/${car.id}`);
    expect(ad).toMatchObject({ site: 'Craigslist', kind: 'new', limits: { titleMax: 70 } });
    expect(ad.photos).toHaveLength(1);
    expect((await seller.client.get(`/v1/classifieds/${car.id}/ad`)).status).toBe(403);
    expect((await concierge.client.get('/v1/classifieds/nope/ad')).status).toBe(400);
  });

  it('the photos come as one zip of JPEGs', async () => {
    const car = await carWithPubCL();
    await uploadPhoto(seller.client, car.id, { tag: 'photo' });
    const res = await fetch(new URL(`/v1/classifieds/${car.id}/photos.zip`, concierge.client.baseUrl), {
      headers: {
        cookie: `revy_session=${concierge.client.sessionCookie}`,
        'x-forwarded-for': concierge.client.ip,
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="listing-.*-photos\.zip"/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['photo-01.jpg']);
    expect([...files['photo-01.jpg']!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await seller.client.get(`/v1/classifieds/${car.id}/photos.zip`)).status).toBe(403);
  });
});

describe('POST /v1/test/craigslist/sync', () => {
  it('records the posting URL, takes the car out of the queue, clears its claim, and writes History', async () => {
    const car = await carWithPubCL();
    await concierge.client.post(`/v1/classifieds/${car.id}/claim`);
    const res = await sync(concierge.client, { items: [{ listingId: car.id, url: POST_URL }] });
    expect(res.status).toBe(200);
    const result = ClassifiedsSyncResultSchema.parse(res.body);
    expect(result).toMatchObject({ synced: 1, skipped: 0 });
    expect(result.results[0]).toMatchObject({ listingId: car.id, outcome: 'synced', craigslistUrl: POST_URL });
    const row = await listingRow(car.id);
    expect(row.craigslistUrl).toBe(POST_URL);
    expect(row.craigslistPostedAt).toEqual(row.craigslistUpdatedAt);
    expect(await inQueue(car.id)).toBeUndefined();
    const records = await t.ctx.db
      .select()
      .from(history)
      .where(and(eq(history.targetId, car.id), eq(history.savedBy, concierge.user.id)));
    expect(records.map((r) => (r.data as { action: string }).action)).toContain('classifiedsPosted');
    const state = await seller.client.get(`/v1/classifieds/${car.id}`);
    expect(state.body).toMatchObject({ site: 'Craigslist', included: true, waiting: null, craigslistUrl: POST_URL });
  });

  it('a change more than the repost delay after posting puts it back as a repost; listingIds re-marks it at its URL', async () => {
    const car = await carWithPubCL();
    await sync(concierge.client, { items: [{ listingId: car.id, url: POST_URL }] });
    const first = await listingRow(car.id);
    await changedAfterPosting(car.id, 1);
    expect(await inQueue(car.id)).toBeUndefined();
    await changedAfterPosting(car.id, 3);
    expect((await inQueue(car.id))!.kind).toBe('repost');
    expect((await seller.client.get(`/v1/classifieds/${car.id}`)).body.waiting).toBe('repost');
    const res = await sync(admin.client, { listingIds: [car.id] });
    expect(res.body.results[0]).toMatchObject({ outcome: 'synced', craigslistUrl: POST_URL });
    const again = await listingRow(car.id);
    expect(again.craigslistPostedAt).toEqual(first.craigslistPostedAt);
    expect(again.craigslistUpdatedAt!.getTime()).toBeGreaterThan(first.craigslistUpdatedAt!.getTime());
    expect(await inQueue(car.id)).toBeUndefined();
  });

  it('bookkeeping is not a change: switching the assistant off does not queue a repost', async () => {
    const car = await carWithPubCL();
    await sync(concierge.client, { items: [{ listingId: car.id, url: POST_URL }] });
    // As if the posting was ten minutes ago, so any bump of updated_at now would count as a change after it.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.ctx.db
      .update(listings)
      .set({ craigslistUpdatedAt: tenMinutesAgo, updatedAt: tenMinutesAgo })
      .where(eq(listings.id, car.id));
    expect((await seller.client.put(`/v1/listing/${car.id}/revy`, { enabled: false })).status).toBe(200);
    expect((await listingRow(car.id)).updatedAt).toEqual(tenMinutesAgo);
    expect(await inQueue(car.id)).toBeUndefined();
  });

  it('answers per listing: skipped with a reason when not in the queue, without pubCL, claimed by another, or without a URL', async () => {
    const ok = await carWithPubCL();
    const starter = await createPublished(t, seller.client, {}, { productId: PLAN_PRODUCT_IDS.Starter });
    const claimed = await carWithPubCL();
    const never = await carWithPubCL();
    await concierge2.client.post(`/v1/classifieds/${claimed.id}/claim`);
    const missing = '0190a6f8-0000-7000-8000-000000000001';
    const res = await sync(concierge.client, {
      listingIds: [never.id, missing],
      items: [
        { listingId: ok.id, url: POST_URL },
        { listingId: starter.id, url: POST_URL },
        { listingId: claimed.id, url: POST_URL },
      ],
    });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(
      (res.body.results as { listingId: string; outcome: string; reason: string | null }[]).map((r) => [
        r.listingId,
        r,
      ]),
    );
    expect(res.body).toMatchObject({ synced: 1, skipped: 4 });
    expect(by[ok.id]!.outcome).toBe('synced');
    expect(by[starter.id]!.reason).toMatch(/does not include classifieds/);
    expect(by[claimed.id]!.reason).toMatch(/is working on it/);
    expect(by[never.id]!.reason).toMatch(/paste the Craigslist posting address/);
    expect(by[missing]!.reason).toBe('No such listing');
    // A car posted and unchanged is not in the queue any more.
    const again = await sync(concierge.client, { items: [{ listingId: ok.id, url: POST_URL }] });
    expect(again.body.results[0].reason).toMatch(/nothing to repost/);
  });

  it('two staff syncing the same car at once post it once', async () => {
    const car = await carWithPubCL();
    const [a, b] = await Promise.all([
      sync(concierge.client, { items: [{ listingId: car.id, url: POST_URL }] }),
      sync(concierge2.client, { items: [{ listingId: car.id, url: `${POST_URL}?b` }] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.synced, b.body.synced].sort()).toEqual([0, 1]);
    const posted = await t.ctx.db.select().from(history).where(eq(history.targetId, car.id));
    expect(posted.filter((r) => (r.data as { action: string }).action === 'classifiedsPosted')).toHaveLength(1);
  });

  it('refuses malformed bodies and addresses that are not https Craigslist postings (400), and non-staff', async () => {
    const car = await carWithPubCL();
    for (const body of [
      {},
      { listingIds: [] },
      { listingIds: ['nope'] },
      { items: [{ listingId: car.id, url: 'http://sfbay.craigslist.org/x' }] },
      { items: [{ listingId: car.id, url: 'not a url' }] },
      { listingIds: [car.id], extra: true },
      { listingIds: Array.from({ length: 101 }, () => car.id) },
    ]) {
      const res = await sync(concierge.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(400);
    }
    for (const url of [
      'https://craigslist.org.evil.example/x',
      'https://evil.example/craigslist.org',
      'https://user@sfbay.craigslist.org/x',
    ])
      expect((await sync(concierge.client, { items: [{ listingId: car.id, url }] })).status, url).toBe(400);
    expect((await listingRow(car.id)).craigslistUrl).toBeNull();
    expect((await sync(t.client(), { listingIds: [car.id] })).status).toBe(401);
    expect((await sync(seller.client, { listingIds: [car.id] })).status).toBe(403);
  });
});

describe('GET /v1/test/craigslist/status', () => {
  it('counts by state, with the oldest waiting and stale postings (sold while posted, older than 30 days)', async () => {
    const waiting = await carWithPubCL();
    const sold = await carWithPubCL();
    const old = await carWithPubCL();
    await sync(concierge.client, {
      items: [
        { listingId: sold.id, url: POST_URL },
        { listingId: old.id, url: POST_URL },
      ],
    });
    await t.ctx.db.update(listings).set({ saleStatus: 'sold' }).where(eq(listings.id, sold.id));
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.ctx.db
      .update(listings)
      .set({ craigslistPostedAt: longAgo, craigslistUpdatedAt: longAgo, updatedAt: longAgo })
      .where(eq(listings.id, old.id));
    await concierge.client.post(`/v1/classifieds/${waiting.id}/claim`);
    const res = await admin.client.get('/v1/test/craigslist/status');
    expect(res.status).toBe(200);
    const status = ClassifiedsStatusSchema.parse(res.body);
    const page = await queue();
    expect(status.counts.waitingNew + status.counts.waitingRepost).toBe(page.totalElements);
    expect(status.counts.claimed).toBe(page.content.filter((i) => i.claim).length);
    expect(status.counts.stale).toBeGreaterThanOrEqual(2);
    expect(status.counts.posted).toBeGreaterThanOrEqual(1);
    expect(status.oldestWaitingSince).toBe(page.content[0]!.waitingSince);
    const reasons = Object.fromEntries(status.stale.map((s) => [s.listingId, s.reason]));
    expect(reasons[sold.id]).toBe('sold');
    expect(reasons[old.id]).toBe('expired');
    expect(status).toMatchObject({ site: 'Craigslist', repostDelayMinutes: 2 });
    expect((await t.client().get('/v1/test/craigslist/status')).status).toBe(401);
    expect((await seller.client.get('/v1/test/craigslist/status')).status).toBe(403);
  });
});

describe('GET /v1/classifieds/{listingId} (the seller’s view)', () => {
  it('tells the seller it waits; strangers get 403 on a published car, 404 on a draft; bad ids 400', async () => {
    const car = await carWithPubCL();
    expect((await seller.client.get(`/v1/classifieds/${car.id}`)).body).toMatchObject({
      included: true,
      waiting: 'new',
      craigslistUrl: null,
    });
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.get(`/v1/classifieds/${car.id}`)).status).toBe(403);
    const draft = await createListing(seller.client);
    expect((await stranger.client.get(`/v1/classifieds/${draft.id}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/classifieds/${draft.id}`)).body).toMatchObject({
      included: false,
      waiting: null,
    });
    expect((await t.client().get(`/v1/classifieds/${car.id}`)).status).toBe(401);
    expect((await seller.client.get('/v1/classifieds/123')).status).toBe(400);
  });
});
