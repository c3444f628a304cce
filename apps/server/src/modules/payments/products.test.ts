import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingProductSchema, PLAN_PRODUCT_IDS, ProductSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { grantActivePlan } from '../../../test/plan-factories';
import { MISSING_ID, sellerWithListing } from './payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /v1/product', () => {
  it('lists the three plans cheapest first, to anyone, with tiers and features', async () => {
    const res = await t.client().get('/v1/product');
    expect(res.status).toBe(200);
    const plans = res.body.map((p: unknown) => ProductSchema.parse(p));
    expect(plans.map((p: { stripeProductId: string }) => p.stripeProductId)).toEqual([
      PLAN_PRODUCT_IDS.Starter,
      PLAN_PRODUCT_IDS.Pro,
      PLAN_PRODUCT_IDS.Premium,
    ]);
    expect(plans[0]).toMatchObject({
      tier: 'Starter',
      price: 4900,
      duration: 14,
      trialDuration: null,
      features: ['PUBLISH_14'],
      priceExtra: 'one-time',
      popular: false,
      isTest: false,
    });
    expect(plans[1]).toMatchObject({
      tier: 'Pro',
      price: 9900,
      trialDuration: 3,
      popular: true,
      features: ['PUBLISH_REV_14', 'REVY_ASSISTANT', 'pubCL'],
    });
    expect(plans[2]).toMatchObject({
      tier: 'Premium',
      price: 19900,
      duration: null,
      trialDuration: 7,
      features: ['PUBLISH_UNLIMITED', 'REVY_ASSISTANT', 'pubCL', 'CONCIERGE'],
    });
    for (const p of plans) expect(p.marketingFeatures.length).toBeGreaterThan(0);
  });

  it('?isTest lists the cheap test plans to staff only; 400 for a malformed flag', async () => {
    const { client: user } = await createSignedInUser(t);
    expect((await user.get('/v1/product?isTest')).status).toBe(403);
    expect((await t.client().get('/v1/product?isTest=true')).status).toBe(403);
    const { client: staff } = await createStaff(t, 'concierge');
    const res = await staff.get('/v1/product?isTest');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    for (const p of res.body) expect(p).toMatchObject({ isTest: true });
    expect(res.body[0].price).toBeLessThanOrEqual(200);
    expect((await staff.get('/v1/product?isTest=false')).body).toHaveLength(3);
    expect((await staff.get('/v1/product?isTest=maybe')).status).toBe(400);
  });
});

describe('GET /v1/product/listing/{listingId}', () => {
  it('marks nothing without a plan, then CURRENT, UPGRADE and DOWNGRADE around the active one', async () => {
    const { client, listing } = await sellerWithListing(t);
    const none = await client.get(`/v1/product/listing/${listing.id}`);
    expect(none.status).toBe(200);
    expect(none.body.map((p: { change: unknown }) => p.change)).toEqual([null, null, null]);

    await grantActivePlan(t, listing.id, { productId: PLAN_PRODUCT_IDS.Pro });
    const res = await client.get(`/v1/product/listing/${listing.id}`);
    const changes = Object.fromEntries(
      res.body
        .map((p: unknown) => ListingProductSchema.parse(p))
        .map((p: { tier: string; change: unknown }) => [p.tier, p.change]),
    );
    expect(changes).toEqual({ Starter: 'DOWNGRADE', Pro: 'CURRENT', Premium: 'UPGRADE' });

    const { client: staff } = await createStaff(t);
    expect((await staff.get(`/v1/product/listing/${listing.id}`)).status).toBe(200);
  });

  it("404 for another user's draft, 401 signed out, 404 for a missing listing, 400 for a malformed id", async () => {
    const { listing } = await sellerWithListing(t);
    const { client: other } = await createSignedInUser(t);
    expect((await other.get(`/v1/product/listing/${listing.id}`)).status).toBe(404);
    expect((await t.client().get(`/v1/product/listing/${listing.id}`)).status).toBe(401);
    expect((await other.get(`/v1/product/listing/${MISSING_ID}`)).status).toBe(404);
    const bad = await other.get('/v1/product/listing/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('VALIDATION_FAILED');
  });
});
