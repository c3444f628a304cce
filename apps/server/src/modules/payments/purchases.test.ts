import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PRODUCT_IDS, PurchaseSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { createListing } from '../listings/testing';
import { buyWithSandbox, checkout, choosePlan, MISSING_ID, sellerWithListing } from './payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const { Starter, Pro, Premium } = PLAN_PRODUCT_IDS;

describe('POST /v1/purchase/listing/{listingId}', () => {
  it('creates a PENDING purchase copying the plan, and replaces older pending ones', async () => {
    const { client, user, listing } = await sellerWithListing(t);
    const res = await client.post(`/v1/purchase/listing/${listing.id}`, { stripeProductId: Pro });
    expect(res.status).toBe(200);
    const first = PurchaseSchema.parse(res.body);
    expect(first).toMatchObject({
      listingId: listing.id,
      userId: user.id,
      status: 'PENDING',
      name: 'Pro',
      tier: 'Pro',
      price: 9900,
      features: ['PUBLISH_REV_14', 'REVY_ASSISTANT', 'pubCL'],
      trialDuration: 3,
      paymentDue: false,
      planChangeType: null,
      discountAmount: 0,
      stripeDiscount: 0,
      totalDue: 9900,
      startAt: null,
      payment: null,
      metadata: { publish: true },
    });
    const second = await choosePlan(client, listing.id, Starter, { publish: false });
    expect(second.metadata.publish).toBe(false);
    expect((await client.get(`/v1/purchase/${first.id}`)).body.status).toBe('CANCELLED');
    const all = await client.get(`/v1/purchase/listing/${listing.id}`);
    expect(all.body.map((p: { status: string }) => p.status)).toEqual(['PENDING', 'CANCELLED']);
  });

  it('takes a promo code off the price: percent, amount, plan-only; refuses unknown, expired and other-plan codes', async () => {
    const { client, listing } = await sellerWithListing(t);
    expect(await choosePlan(client, listing.id, Pro, { stripePromoCode: 'welcome20' })).toMatchObject({
      stripePromoCode: 'WELCOME20',
      stripeDiscount: 1980,
      totalDue: 7920,
    });
    expect(await choosePlan(client, listing.id, Starter, { stripePromoCode: 'SAVE10' })).toMatchObject({
      stripeDiscount: 1000,
      totalDue: 3900,
    });
    expect(await choosePlan(client, listing.id, Pro, { stripePromoCode: 'PRO50' })).toMatchObject({
      stripeDiscount: 4950,
      totalDue: 4950,
    });
    expect(await choosePlan(client, listing.id, Premium, { stripePromoCode: 'FREECAR' })).toMatchObject({
      stripeDiscount: 19900,
      totalDue: 0,
    });
    const cases: [string, string][] = [
      ['NOPE', 'Promo code not found'],
      ['SUMMER2024', 'This promo code has expired'],
      ['PRO50', 'This promo code does not apply to the Premium plan'],
    ];
    for (const [code, message] of cases) {
      const res = await client.post(`/v1/purchase/listing/${listing.id}`, {
        stripeProductId: Premium,
        stripePromoCode: code,
      });
      expect(res.status, code).toBe(400);
      expect(res.body.fields).toEqual({ stripePromoCode: message });
    }
  });

  it('400 for an unknown plan, a test plan bought by a seller, or a malformed body', async () => {
    const { client, listing } = await sellerWithListing(t);
    const unknown = await client.post(`/v1/purchase/listing/${listing.id}`, { stripeProductId: 'prod_nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ stripeProductId: 'We do not sell this plan' });
    expect(
      (await client.post(`/v1/purchase/listing/${listing.id}`, { stripeProductId: 'prod_revy_test_starter' })).status,
    ).toBe(400);
    for (const body of [
      {},
      { stripeProductId: '' },
      { stripeProductId: Pro, stripePromoCode: 'bad code!' },
      { stripeProductId: Pro, extra: 1 },
      { stripeProductId: Pro, publish: 'yes' },
    ]) {
      const res = await client.post(`/v1/purchase/listing/${listing.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    const notJson = await client.request('POST', `/v1/purchase/listing/${listing.id}`, {
      body: '{"stripe',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it("404 on someone else's draft, 403 REGISTRATION_REQUIRED for an anonymous seller, 401 signed out, 404 missing listing", async () => {
    const { listing } = await sellerWithListing(t);
    const { client: other } = await createSignedInUser(t);
    expect((await other.post(`/v1/purchase/listing/${listing.id}`, { stripeProductId: Pro })).status).toBe(404);
    expect((await t.client().post(`/v1/purchase/listing/${listing.id}`, { stripeProductId: Pro })).status).toBe(401);
    expect((await other.post(`/v1/purchase/listing/${MISSING_ID}`, { stripeProductId: Pro })).status).toBe(404);
    const anon = await createAnonymous(t);
    const draft = await createListing(anon.client);
    const res = await anon.client.post(`/v1/purchase/listing/${draft.id}`, { stripeProductId: Pro });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('REGISTRATION_REQUIRED');
  });
});

describe('upgrades and downgrades', () => {
  it('credits what the current plan paid: an upgrade costs the difference, a downgrade nothing, the same plan is 409', async () => {
    const { client, listing } = await sellerWithListing(t);
    const { purchaseId: starterId } = await buyWithSandbox(client, listing.id, Starter);
    const up = await choosePlan(client, listing.id, Premium);
    expect(up).toMatchObject({
      planChangeType: 'UPGRADE',
      originalPurchaseId: starterId,
      discountAmount: 4900,
      totalDue: 15000,
    });
    const same = await client.post(`/v1/purchase/listing/${listing.id}`, { stripeProductId: Starter });
    expect(same.status).toBe(409);

    const { purchaseId: premiumId } = await buyWithSandbox(client, listing.id, Premium);
    const purchases = (await client.get(`/v1/purchase/listing/${listing.id}`)).body;
    const byId = Object.fromEntries(purchases.map((p: { id: string }) => [p.id, p]));
    expect(byId[premiumId]).toMatchObject({ status: 'ACTIVE', payment: { status: 'succeeded', amount: 15000 } });
    expect(byId[starterId]).toMatchObject({ status: 'CANCELLED', metadata: { replacedBy: premiumId } });

    const down = await choosePlan(client, listing.id, Pro);
    expect(down).toMatchObject({
      planChangeType: 'DOWNGRADE',
      originalPurchaseId: premiumId,
      discountAmount: 9900,
      totalDue: 0,
    });
    const result = await checkout(client, down.id);
    expect(result).toMatchObject({
      url: null,
      payment: { amount: 0, status: 'succeeded' },
      purchase: { status: 'ACTIVE' },
    });
    const listingNow = (await client.get(`/v1/listing/${listing.id}`)).body;
    expect(listingNow.features).toEqual(expect.arrayContaining(['PUBLISH_REV_14', 'REVY_ASSISTANT', 'pubCL']));
    expect(listingNow.features).not.toContain('CONCIERGE');
    expect(listingNow.features).not.toContain('PUBLISH_UNLIMITED');
  });

  it('an upgrade from a trial gets no credit (nothing was paid)', async () => {
    const { client, listing } = await sellerWithListing(t);
    const pro = await choosePlan(client, listing.id, Pro);
    await checkout(client, pro.id, { trial: true });
    expect(await choosePlan(client, listing.id, Premium)).toMatchObject({
      planChangeType: 'UPGRADE',
      discountAmount: 0,
      totalDue: 19900,
    });
  });
});

describe('reading purchases', () => {
  it('GET /v1/purchase/{id}, /listing/{id} and /user/{id} for the seller and staff only', async () => {
    const { client, user, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Starter);
    const { client: other, user: otherUser } = await createSignedInUser(t);
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await client.get(`/v1/purchase/${p.id}`)).body.id).toBe(p.id);
    expect((await staff.get(`/v1/purchase/${p.id}`)).status).toBe(200);
    expect((await other.get(`/v1/purchase/${p.id}`)).status).toBe(404);
    expect((await t.client().get(`/v1/purchase/${p.id}`)).status).toBe(401);
    expect((await client.get(`/v1/purchase/${MISSING_ID}`)).status).toBe(404);
    expect((await client.get('/v1/purchase/nope')).status).toBe(400);

    expect((await other.get(`/v1/purchase/listing/${listing.id}`)).status).toBe(404);
    expect((await client.get('/v1/purchase/listing/nope')).status).toBe(400);

    const mine = await client.get(`/v1/purchase/user/${user.id}`);
    expect(mine.body.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect((await staff.get(`/v1/purchase/user/${user.id}`)).body).toHaveLength(1);
    expect((await other.get(`/v1/purchase/user/${user.id}`)).status).toBe(403);
    expect((await other.get(`/v1/purchase/user/${otherUser.id}`)).body).toEqual([]);
    expect((await other.get('/v1/purchase/user/nope')).status).toBe(400);
  });

  it('GET /v1/purchase lists the pending queue for staff with listing title and seller email', async () => {
    const { client, email, listing } = await sellerWithListing(t, { title: 'Queue test car' });
    const p = await choosePlan(client, listing.id, Premium);
    const { client: staff } = await createStaff(t, 'concierge');
    const res = await staff.get('/v1/purchase?status=PENDING&size=1000');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ number: 0, size: 1000 });
    const row = res.body.content.find((x: { id: string }) => x.id === p.id);
    expect(row).toMatchObject({
      status: 'PENDING',
      metadata: { listingTitle: 'Queue test car', sellerEmail: email, sellerName: 'Test User' },
    });
    expect(res.body.content.every((x: { status: string }) => x.status === 'PENDING')).toBe(true);
    expect((await client.get('/v1/purchase?status=PENDING')).status).toBe(403);
    expect((await t.client().get('/v1/purchase')).status).toBe(401);
    expect((await staff.get('/v1/purchase?status=DONE')).status).toBe(400);
    expect((await staff.get('/v1/purchase?size=0')).status).toBe(400);
  });
});

describe('staff actions', () => {
  it('POST /activate: staff activate a pending purchase (publishing the listing), 409 when active, 403 for others', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Premium);
    expect((await client.post(`/v1/purchase/${p.id}/activate`, {})).status).toBe(403);
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await staff.post(`/v1/purchase/${p.id}/activate`, { startAt: 'yesterday' })).status).toBe(400);
    const startAt = '2026-01-02T03:04:05.000Z';
    const res = await staff.post(`/v1/purchase/${p.id}/activate`, { startAt });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ACTIVE', startAt, paymentDue: false });
    expect((await client.get(`/v1/listing/${listing.id}`)).body).toMatchObject({ status: 'published', isPaid: true });
    const again = await staff.post(`/v1/purchase/${p.id}/activate`);
    expect(again.status).toBe(409);
    expect((await staff.post(`/v1/purchase/${MISSING_ID}/activate`)).status).toBe(404);
  });

  it('PUT /payment-due is for staff; 400 without a boolean', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Pro);
    expect((await client.put(`/v1/purchase/${p.id}/payment-due`, { paymentDue: true })).status).toBe(403);
    const { client: staff } = await createStaff(t);
    expect((await staff.put(`/v1/purchase/${p.id}/payment-due`, { paymentDue: 'yes' })).status).toBe(400);
    const res = await staff.put(`/v1/purchase/${p.id}/payment-due`, { paymentDue: true });
    expect(res.status).toBe(200);
    expect(res.body.paymentDue).toBe(true);
  });

  it('POST /cancel: the seller cancels a pending purchase; only staff cancel an active one, which unpublishes', async () => {
    const { client, listing } = await sellerWithListing(t);
    const pending = await choosePlan(client, listing.id, Starter);
    const { client: other } = await createSignedInUser(t);
    expect((await other.post(`/v1/purchase/${pending.id}/cancel`)).status).toBe(404);
    expect((await client.post(`/v1/purchase/${pending.id}/cancel`)).body.status).toBe('CANCELLED');
    expect((await client.post(`/v1/purchase/${pending.id}/cancel`)).status).toBe(409);
    expect((await client.post('/v1/purchase/nope/cancel')).status).toBe(400);

    const { purchaseId } = await buyWithSandbox(client, listing.id, Premium);
    expect((await client.get(`/v1/listing/${listing.id}`)).body.status).toBe('published');
    const refused = await client.post(`/v1/purchase/${purchaseId}/cancel`);
    expect(refused.status).toBe(403);
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await staff.post(`/v1/purchase/${purchaseId}/cancel`)).body.status).toBe('CANCELLED');
    const after = (await client.get(`/v1/listing/${listing.id}`)).body;
    expect(after).toMatchObject({
      status: 'unpublished',
      statusReason: 'Your plan was cancelled. Choose a plan to publish again',
    });
    const republish = await client.request('PATCH', `/v1/listing/${listing.id}`, { json: { status: 'published' } });
    expect(republish.status).toBe(402);
  });
});

describe('GET /v1/purchase/promo-code/{code}', () => {
  it('answers a usable code, 404 for unknown and expired ones, 400 malformed, 401 signed out', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get('/v1/purchase/promo-code/pro50');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'PRO50',
      description: '50% off Pro',
      percentOff: 50,
      amountOff: null,
      productIds: [Pro],
      expiresAt: null,
    });
    const missing = await client.get('/v1/purchase/promo-code/NOPE');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Promo code not found');
    expect((await client.get('/v1/purchase/promo-code/SUMMER2024')).status).toBe(404);
    expect((await client.get('/v1/purchase/promo-code/bad%20code')).status).toBe(400);
    expect((await t.client().get('/v1/purchase/promo-code/PRO50')).status).toBe(401);
  });
});
