import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrackingRecordSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { startFakePostHogServer } from '../../../test/fake-posthog-server';
import { createListing, createPublished } from '../listings/testing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('tracking records', () => {
  it('appends records and reads the newest, by run and all of them; the seller owns their listing’s records', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    for (const [runKey, step] of [
      ['run-1', 1],
      ['run-1', 2],
      ['run-2', 1],
    ] as const) {
      const res = await seller.client.post('/v1/tracking', {
        targetId: listing.id,
        key: 'photo-import',
        runKey,
        data: { step },
      });
      expect(res.status).toBe(201);
      TrackingRecordSchema.parse(res.body);
    }
    const latest = await seller.client.get(`/v1/tracking/${listing.id}/photo-import`);
    expect(latest.body).toMatchObject({ runKey: 'run-2', data: { step: 1 } });
    const run1 = await seller.client.get(`/v1/tracking/${listing.id}/photo-import/run-1`);
    expect(run1.body.data).toEqual({ step: 2 });
    const all = await seller.client.get(`/v1/tracking/${listing.id}/photo-import/all`, { query: { limit: 2 } });
    expect(all.body.map((r: { data: { step: number } }) => r.data.step)).toEqual([1, 2]);
    expect((await seller.client.get(`/v1/tracking/${listing.id}/other-key`)).status).toBe(404);
    // A user's own id is theirs too.
    expect(
      (await seller.client.post('/v1/tracking', { targetId: seller.user.id, key: 'tour', data: true })).status,
    ).toBe(201);
  });

  it('keeps every one of concurrent writes, the newest reading last', async () => {
    const admin = await createStaff(t);
    const key = `race-${Date.now()}`;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => admin.client.post('/v1/tracking', { targetId: 'global', key, data: { i } })),
    );
    const all = await admin.client.get(`/v1/tracking/global/${key}/all`);
    expect(all.body).toHaveLength(8);
    const latest = await admin.client.get(`/v1/tracking/global/${key}`);
    expect(latest.body.id).toBe(all.body[0].id);
  });

  it('refuses other people’s targets (403), signed-out callers (401) and malformed input (400)', async () => {
    const seller = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    expect((await other.client.post('/v1/tracking', { targetId: listing.id, key: 'k', data: 1 })).status).toBe(403);
    expect((await other.client.get(`/v1/tracking/${listing.id}/k`)).status).toBe(403);
    expect((await other.client.post('/v1/tracking', { targetId: 'global', key: 'k', data: 1 })).status).toBe(403);
    expect((await other.client.get('/v1/tracking/global/k/all')).status).toBe(403);
    expect((await other.client.post('/v1/tracking', { targetId: seller.user.id, key: 'k', data: 1 })).status).toBe(403);
    expect((await t.client().post('/v1/tracking', { targetId: 'global', key: 'k', data: 1 })).status).toBe(401);
    expect((await t.client().get('/v1/tracking/global/k')).status).toBe(401);
    for (const body of [
      { targetId: 'everyone', key: 'k', data: 1 },
      { targetId: 'global', key: 'has space', data: 1 },
      { targetId: 'global', key: 'all', data: 1 },
      { targetId: 'global', key: 'k' },
      { targetId: 'global', key: 'k', data: 'x'.repeat(20_000) },
      { targetId: 'global', key: 'k', data: 1, extra: true },
    ]) {
      expect((await seller.client.post('/v1/tracking', body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    for (const q of [{ limit: 0 }, { limit: 1001 }, { limit: 'many' }]) {
      expect((await seller.client.get(`/v1/tracking/${seller.user.id}/k/all`, { query: q })).status).toBe(400);
    }
  });
});

describe('listing views for the seller', () => {
  it('counts page views per day and each visitor once; the seller’s own views are left out', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const buyer = await createSignedInUser(t);
    const page = `/listings/${listing.id}`;
    const view = (c: ReturnType<TestApp['client']>, extra: Record<string, unknown> = {}) =>
      c.post('/v1/t', { event: 'page_view', page, listingId: listing.id, ...extra });
    expect((await view(buyer.client)).status).toBe(204);
    await view(buyer.client);
    await view(t.client(), { distinctId: 'browser-a' });
    await Promise.all([view(t.client(), { distinctId: 'browser-b' }), view(t.client(), { distinctId: 'browser-b' })]);
    await view(seller.client);
    const res = await seller.client.get(`/v1/listing/${listing.id}/views`, { query: { days: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.perDay).toHaveLength(7);
    expect(res.body.perDay.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      views: 5,
      visitors: 3,
    });
    expect(res.body).toMatchObject({ totalViews: 5, totalVisitors: 3, uniqueVisitorCount: 3, shareClicks: 0 });
    // The listing's own counter agrees (race-safe: browser-b twice at once counted once).
    expect((await seller.client.get(`/v1/listing/${listing.id}`)).body.uniqueVisitorCount).toBe(3);
  });

  it('is for the seller and staff only', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const other = await createSignedInUser(t);
    expect((await other.client.get(`/v1/listing/${listing.id}/views`)).status).toBe(403);
    expect((await t.client().get(`/v1/listing/${listing.id}/views`)).status).toBe(401);
    const concierge = await createStaff(t, 'concierge');
    expect((await concierge.client.get(`/v1/listing/${listing.id}/views`)).status).toBe(200);
    expect((await seller.client.get(`/v1/listing/${listing.id}/views`, { query: { days: 91 } })).status).toBe(400);
    expect((await seller.client.get('/v1/listing/not-an-id/views')).status).toBe(400);
  });
});

describe('PostHog', () => {
  let fake: Awaited<ReturnType<typeof startFakePostHogServer>>;
  let p: TestApp;
  beforeAll(async () => {
    fake = await startFakePostHogServer();
    p = await buildTestApp({ config: { posthog: { apiKey: 'phc_test', host: fake.url, flushMs: 50 } } });
  });
  afterAll(async () => {
    await p?.close();
    await fake?.close();
  });

  it('receives events only with consent and without Global Privacy Control, and its failure breaks nothing', async () => {
    const c = p.client();
    await c.post('/v1/t', { event: 'page_view', page: '/showroom', distinctId: 'yes', consent: true });
    await c.post('/v1/t', { event: 'page_view', page: '/showroom', distinctId: 'no', consent: false });
    await c.post('/v1/t', { event: 'page_view', page: '/showroom', distinctId: 'unasked' });
    await c.request('POST', '/v1/t', {
      json: { event: 'Signed up', page: '/x', distinctId: 'gpc', consent: true },
      headers: { 'sec-gpc': '1' },
    });
    await expect.poll(() => fake.events().length, { timeout: 3_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.events()).toHaveLength(1);
    expect(fake.batches[0]!.api_key).toBe('phc_test');
    expect(fake.events()[0]).toMatchObject({
      event: '$pageview',
      distinct_id: 'yes',
      properties: { $current_url: '/showroom' },
    });

    fake.state.failWith = 503;
    expect((await c.post('/v1/t', { event: 'x', distinctId: 'yes', consent: true })).status).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    fake.state.failWith = 0;
    expect((await c.post('/v1/t', { event: 'after', distinctId: 'yes', consent: true })).status).toBe(204);
    await expect.poll(() => fake.events().some((e) => e.event === 'after'), { timeout: 3_000 }).toBe(true);
  });
});
