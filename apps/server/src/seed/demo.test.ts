import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { knowledge } from '../modules/knowledge/knowledge.table';
import { listings } from '../modules/listings/listings.table';
import { users } from '../modules/users/users.table';
import { seedDemoData } from './demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_KNOWLEDGE } from './demo-knowledge';
import { PAST_SELLERS } from './demo-market';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

it('creates the demo accounts once, on an empty database, and prints how to sign in', async () => {
  const printed: string[] = [];
  expect(await seedDemoData(t.ctx, (s) => printed.push(s))).toBe(true);
  expect(printed.join('')).toContain(DEMO_PASSWORD);
  expect(await seedDemoData(t.ctx, (s) => printed.push(s))).toBe(false);
  expect(printed).toHaveLength(1);

  const admin = await signIn(t, { email: 'admin@revy.local', password: DEMO_PASSWORD });
  expect((await admin.get('/v1/user/current')).body).toMatchObject({ admin: true, verified: true });
  const concierge = await signIn(t, { email: 'concierge@revy.local', password: DEMO_PASSWORD });
  expect((await concierge.get('/v1/user/current')).body).toMatchObject({ concierge: true, admin: false });
  for (const a of DEMO_ACCOUNTS.filter((x) => x.roles.length === 0)) {
    const c = await signIn(t, { email: a.email, password: DEMO_PASSWORD });
    expect((await c.get('/v1/user/current')).body).toMatchObject({ acl: [], verified: true });
  }
});

it('gives the demo seller six cars with photos, five of them published, once', { timeout: 180_000 }, async () => {
  const { seedDemoListings } = await import('./demo-listings');
  const printed: string[] = [];
  expect(await seedDemoListings(t.ctx, (s) => printed.push(s))).toBe(6);
  expect(printed.join('')).toContain('5 published');
  expect(await seedDemoListings(t.ctx, (s) => printed.push(s))).toBe(0);

  const res = await t.client().get('/v1/listing?sort=price,asc');
  expect(res.status).toBe(200);
  expect(res.body.totalElements).toBe(5);
  for (const l of res.body.content) {
    expect(l.photoCount).toBe(4);
    expect(l.cover?.files).toHaveProperty('cover600x400');
    expect(l.location.zip).toMatch(/^\d{5}$/);
  }
  const cover = await t.client().get(res.body.content[0].cover.files.cover600x400);
  expect(cover.status).toBe(200);

  // Each published car has a real plan: Starter in its window, Pro on trial, Premium...
  const seller = await signIn(t, { email: 'seller@revy.local', password: DEMO_PASSWORD });
  const sellerId = (await seller.get('/v1/user/current')).body.id;
  const own = await seller.get(`/v1/listing?sellerId=${sellerId}&status=published`);
  const plans = own.body.content.map(
    (l: { purchases: { status: string; tier: string; paymentDue: boolean }[] }) => l.purchases[0],
  );
  expect(plans.every((p: { status: string }) => p?.status === 'ACTIVE')).toBe(true);
  expect(new Set(plans.map((p: { tier: string }) => p.tier))).toEqual(new Set(['Starter', 'Pro', 'Premium']));
  expect(plans.filter((p: { paymentDue: boolean }) => p.paymentDue)).toHaveLength(1);
});

it('gives the demo cars a sales history that pricing counts and the showroom never lists', async () => {
  const pastSellers = await t.ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        PAST_SELLERS.map((p) => p.email),
      ),
    );
  expect(pastSellers).toHaveLength(2);
  expect(pastSellers.every((u) => u.passwordHash === null)).toBe(true);
  const market = await t.ctx.db
    .select()
    .from(listings)
    .where(
      inArray(
        listings.sellerId,
        pastSellers.map((u) => u.id),
      ),
    );
  expect(market.length).toBeGreaterThanOrEqual(6 * 10);
  const monthsAgo = Date.now() - 270 * 24 * 60 * 60 * 1000;
  for (const l of market) {
    expect(l).toMatchObject({ saleStatus: 'sold', status: 'unpublished' });
    expect(l.salePrice).toBeGreaterThan(0);
    expect(l.soldAt!.getTime()).toBeGreaterThan(monthsAgo - 24 * 60 * 60 * 1000);
  }
  const ids = new Set(market.map((l) => l.id));
  for (const path of [
    '/v1/listing/search?search=Civic',
    '/v1/listing/search?make=Toyota&size=100',
    '/v1/listing?size=100',
  ]) {
    const res = await t.client().get(path);
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeGreaterThan(0);
    expect(res.body.content.some((l: { id: string }) => ids.has(l.id))).toBe(false);
  }

  // The seller's garage is still their six cars, and each published one is priced on comparables.
  const seller = await signIn(t, { email: 'seller@revy.local', password: DEMO_PASSWORD });
  const sellerId = (await seller.get('/v1/user/current')).body.id;
  const garage = await seller.get(`/v1/listing?sellerId=${sellerId}&size=100`);
  expect(garage.body.totalElements).toBe(6);
  const ratings: string[] = [];
  for (const l of garage.body.content.filter((x: { status: string }) => x.status === 'published')) {
    const e = (await seller.get(`/v1/listing/${l.id}/pricing`)).body;
    expect(e.method).toBe('comparables');
    expect(e.comparableCount).toBeGreaterThanOrEqual(8);
    expect(e.comparables.every((c: { sold: boolean }) => c.sold)).toBe(true);
    ratings.push(e.rating);
  }
  expect(ratings).toHaveLength(5);
  expect(ratings).toContain('great');
  expect(ratings).toContain('high');
  expect(ratings.filter((r) => r === 'fair' || r === 'good').length).toBeGreaterThanOrEqual(3);
});

it("stores the demo knowledge of each demo car as the seller's enrich answers", async () => {
  const seller = await signIn(t, { email: 'seller@revy.local', password: DEMO_PASSWORD });
  const sellerId = (await seller.get('/v1/user/current')).body.id;
  const own = await t.ctx.db
    .select({ id: listings.id, make: listings.make, model: listings.model })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  expect(own).toHaveLength(6);
  for (const l of own) {
    const rows = await t.ctx.db.select().from(knowledge).where(eq(knowledge.listingId, l.id));
    expect(rows).toHaveLength(DEMO_KNOWLEDGE[`${l.make} ${l.model}`]!.length);
    expect(rows.every((r) => r.type === 'enrich' && r.contentSource === 'seller')).toBe(true);
  }
  const rav4 = own.find((l) => l.model === 'RAV4')!;
  const sets = (await seller.get(`/v1/knowledge/byListing/${rav4.id}/enrichSets`)).body as {
    id: string;
    questions: { key: string; answer: { content: string } | null }[];
  }[];
  const records = sets.find((s) => s.id === 'maintenance')!.questions.find((q) => q.key === 'records')!;
  expect(records.answer?.content).toBe('Full records');
});
