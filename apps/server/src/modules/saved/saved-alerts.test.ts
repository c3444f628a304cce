import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DELAY_MS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { createPublished } from '../listings/testing';
import { mailOutbox } from '../mail/mail.table';
import { sendNotificationDigests } from '../notifications/testing';
import { notifications } from '../notifications/notifications.table';
import { runSavedAlerts } from './saved-alerts.job';
import { listingEvents, savedSearchMatches } from './saved.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const car = (model: string, price: number, extra: Record<string, unknown> = {}) => ({
  title: null,
  price,
  vehicle: {
    year: 2018,
    make: 'Honda',
    model,
    trim: 'EX',
    mileage: 50_000,
    bodyType: 'Sedan',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
  },
  ...extra,
});

const noticesOf = (userId: string, type: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

const setPrice = async (seller: TestClient, id: string, price: number) => {
  const res = await seller.request('PATCH', `/v1/listing/${id}`, { json: { price } });
  expect(res.status).toBe(200);
};

describe('saved car alerts', () => {
  it('tells a price drop once, each drop once, and never a rise, however many runs race', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, car('Civic', 20_000_00));
    const buyer = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await buyer.client.post('/v1/saved/cars', { listingId: listing.id });
    await other.client.post('/v1/saved/cars', { listingId: listing.id });

    await setPrice(seller.client, listing.id, 18_500_00);
    // Two instances (or a retry) at once: one of them tells it.
    await Promise.all([runSavedAlerts(t.ctx), runSavedAlerts(t.ctx), runSavedAlerts(t.ctx)]);
    await runSavedAlerts(t.ctx);
    const drops = await noticesOf(buyer.user.id, 'saved.priceDrop');
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({
      title: 'Price drop: 2018 Honda Civic EX',
      body: 'Now $18,500, down $1,500 from $20,000.',
      link: `/listings/${listing.id}`,
      data: expect.objectContaining({ listingId: listing.id, priceBefore: 20_000_00, priceAfter: 18_500_00 }),
    });
    expect(await noticesOf(other.user.id, 'saved.priceDrop')).toHaveLength(1);

    // A rise says nothing; the next drop is a drop of its own.
    await setPrice(seller.client, listing.id, 19_000_00);
    await runSavedAlerts(t.ctx);
    expect(await noticesOf(buyer.user.id, 'saved.priceDrop')).toHaveLength(1);
    await setPrice(seller.client, listing.id, 17_900_00);
    await runSavedAlerts(t.ctx);
    const after = await noticesOf(buyer.user.id, 'saved.priceDrop');
    expect(after.map((n) => n.body).sort()).toEqual([
      'Now $17,900, down $1,100 from $19,000.',
      'Now $18,500, down $1,500 from $20,000.',
    ]);
  });

  it('tells a sale once', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, car('Accord', 15_000_00));
    const buyer = await createSignedInUser(t);
    await buyer.client.post('/v1/saved/cars', { listingId: listing.id });
    await seller.client.post(`/v1/listing/${listing.id}/update-sale-status`, { outcome: 'sold' });
    await runSavedAlerts(t.ctx);
    await runSavedAlerts(t.ctx);
    const sold = await noticesOf(buyer.user.id, 'saved.sold');
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({ title: 'Sold: 2018 Honda Accord EX', link: `/listings/${listing.id}` });
  });
});

describe('saved search alerts', () => {
  it('announces a new car that matches, once per search, and leaves out cars that do not match', async () => {
    const buyer = await createSignedInUser(t);
    const seller = await createSignedInUser(t);
    const instant = (
      await buyer.client.post('/v1/saved/searches', {
        name: 'Pilots under $30k',
        frequency: 'instant',
        query: { make: 'Honda', model: 'Pilot', priceMax: 30_000_00 },
      })
    ).body;
    const off = (
      await buyer.client.post('/v1/saved/searches', {
        name: 'Quiet',
        frequency: 'off',
        query: { make: 'Honda', model: 'Pilot' },
      })
    ).body;
    const match = await createPublished(t, seller.client, car('Pilot', 28_000_00));
    await createPublished(t, seller.client, car('Pilot', 35_000_00));
    await createPublished(t, seller.client, car('Odyssey', 25_000_00));

    await Promise.all([runSavedAlerts(t.ctx), runSavedAlerts(t.ctx)]);
    await runSavedAlerts(t.ctx);
    const found = await noticesOf(buyer.user.id, 'saved.newMatches');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      title: 'New for “Pilots under $30k”: 2018 Honda Pilot EX',
      link: `/listings/${match.id}`,
      data: { searchId: instant.id, listingIds: [match.id] },
    });
    const matches = await t.ctx.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.searchId, off.id));
    expect(matches).toEqual([]);
    const listed = (await buyer.client.get('/v1/saved/searches')).body.content as { id: string; matchCount: number }[];
    expect(listed.find((s) => s.id === instant.id)?.matchCount).toBe(1);
  });

  it('announces a car whose price drops into the search, exactly once', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, car('Insight', 22_000_00));
    const buyer = await createSignedInUser(t);
    const search = (
      await buyer.client.post('/v1/saved/searches', {
        name: 'Cheap Insight',
        query: { make: 'Honda', model: 'Insight', priceMax: 20_000_00 },
      })
    ).body;
    // Listed before the search was saved, and too dear: nothing to tell.
    await runSavedAlerts(t.ctx);
    expect(await noticesOf(buyer.user.id, 'saved.newMatches')).toHaveLength(0);

    await setPrice(seller.client, listing.id, 19_500_00);
    await runSavedAlerts(t.ctx);
    await runSavedAlerts(t.ctx);
    // A second drop is not a second match for the same search.
    await setPrice(seller.client, listing.id, 19_000_00);
    await runSavedAlerts(t.ctx);
    const found = await noticesOf(buyer.user.id, 'saved.newMatches');
    expect(found).toHaveLength(1);
    expect(found[0]!.data).toEqual({ searchId: search.id, listingIds: [listing.id] });
  });

  it('tells a daily search once a day, many cars in one notification linking to the showroom', async () => {
    const buyer = await createSignedInUser(t);
    const seller = await createSignedInUser(t);
    await buyer.client.post('/v1/saved/searches', {
      name: 'Any Fit',
      frequency: 'daily',
      query: { make: 'Honda', model: 'Fit' },
    });
    await createPublished(t, seller.client, car('Fit', 9_000_00));
    await createPublished(t, seller.client, car('Fit', 9_500_00));
    await runSavedAlerts(t.ctx);
    expect(await noticesOf(buyer.user.id, 'saved.newMatches')).toHaveLength(0);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    await runSavedAlerts(t.ctx, tomorrow);
    await runSavedAlerts(t.ctx, tomorrow);
    const found = await noticesOf(buyer.user.id, 'saved.newMatches');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      title: '2 new cars for “Any Fit”',
      link: '/showroom?make=Honda&model=Fit',
    });
  });
});

describe('alerts by email', () => {
  it('reach the digest with one-click unsubscribe headers; after unsubscribing only essential mail goes out', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, car('Clarity', 30_000_00));
    const buyer = await createSignedInUser(t, { firstName: 'Bea' });
    await buyer.client.post('/v1/saved/cars', { listingId: listing.id });
    await setPrice(seller.client, listing.id, 28_000_00);
    await runSavedAlerts(t.ctx);

    const later = new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS + 60_000);
    await sendNotificationDigests(t.ctx, later);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email));
    expect(mail!.subject).toBe('New on Revy: Price drop: 2018 Honda Clarity EX');
    expect(mail!.text).toContain('Now $28,000, down $2,000 from $30,000.');
    expect(mail!.text).toMatch(/http:\/\/revy\.test\/account\/unsubscribe\?token=[\w-]+\.[\w-]+/);
    expect(mail!.html).toContain('/account/unsubscribe?token=');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/revy\.test\/v1\/mail\/unsubscribe\?token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // One click (as a mail client does it: a form post, no cookie).
    const oneClick = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const res = await fetch(new URL(oneClick.pathname + oneClick.search, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);

    // Another drop: in the bell, not in the mail.
    await setPrice(seller.client, listing.id, 27_000_00);
    await runSavedAlerts(t.ctx);
    expect(await noticesOf(buyer.user.id, 'saved.priceDrop')).toHaveLength(2);
    const muchLater = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await sendNotificationDigests(t.ctx, muchLater);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email))).toHaveLength(1);
  });

  it('keeps events a few days, then prunes them', async () => {
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const result = await runSavedAlerts(t.ctx, inAWeek);
    expect(result.pruned).toBeGreaterThan(0);
    expect(await t.ctx.db.select().from(listingEvents)).toEqual([]);
  });
});
