import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { seedDemoData } from './demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

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
  const plans = own.body.content.map((l: { purchases: { status: string; tier: string; paymentDue: boolean }[] }) => l.purchases[0]);
  expect(plans.every((p: { status: string }) => p?.status === 'ACTIVE')).toBe(true);
  expect(new Set(plans.map((p: { tier: string }) => p.tier))).toEqual(new Set(['Starter', 'Pro', 'Premium']));
  expect(plans.filter((p: { paymentDue: boolean }) => p.paymentDue)).toHaveLength(1);
});
