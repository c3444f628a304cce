import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PLAN_PRODUCT_IDS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { signedEvent, startFakeStripeServer } from '../../../test/fake-stripe-server';
import { checkout, choosePlan, sellerWithListing } from './payments.fixtures';
import { paymentWebhookEvents } from './payments.table';

const SECRET = 'whsec_test_revy';
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripeServer>>;
beforeAll(async () => {
  stripe = await startFakeStripeServer({
    promotionCodes: [
      { code: 'STRIPE25', percentOff: 25 },
      { code: 'PROONLY', amountOff: 500, products: [PLAN_PRODUCT_IDS.Pro] },
    ],
  });
  t = await buildTestApp({
    config: { stripe: { secretKey: 'sk_test_revy', webhookSecret: SECRET, apiBase: stripe.url } },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const { Starter, Pro, Premium } = PLAN_PRODUCT_IDS;

/** A seller whose purchase has an open Stripe checkout. */
async function openCheckout(productId: string = Starter, extra: Record<string, unknown> = {}) {
  const s = await sellerWithListing(t);
  const purchase = await choosePlan(s.client, s.listing.id, productId, extra);
  const result = await checkout(s.client, purchase.id);
  const session = stripe.sessions.get(result.payment.checkoutSessionId)!;
  return { ...s, purchase, result, session };
}

const deliver = (e: ReturnType<typeof signedEvent>) =>
  t.client().request('POST', '/v1/payment/webhook', { body: e.payload, headers: e.headers });
const planHistory = async (
  s: { client: { get: (p: string) => Promise<{ body: { content: { data: { action: string } }[] } }> } },
  listingId: string,
) => (await s.client.get(`/v1/history/target/${listingId}`)).body.content.filter((h) => h.data.action === 'plan');
const eventCount = async () => (await t.ctx.db.select({ n: count() }).from(paymentWebhookEvents))[0]!.n;

describe('Stripe checkout', () => {
  it('creates a Checkout Session in payment mode with price_data, the promo code and our payment id', async () => {
    const { result, session, listing, purchase } = await openCheckout(Pro, { stripePromoCode: 'stripe25' });
    expect(purchase).toMatchObject({ stripePromoCode: 'STRIPE25', stripeDiscount: 2475, totalDue: 7425 });
    expect(result.url).toBe(session.url);
    expect(result.payment).toMatchObject({ amount: 7425, status: 'pending', checkoutUrl: session.url });
    expect(session.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Revy Pro plan',
      'line_items[0][quantity]': '1',
      'discounts[0][promotion_code]': 'promo_STRIPE25',
      client_reference_id: result.payment.id,
    });
    expect(session.metadata).toEqual({ paymentId: result.payment.id, purchaseId: purchase.id });
    expect(session.success_url).toBe(`http://revy.test/my-garage/${listing.id}/plans?payment=${result.payment.id}`);
  });

  it('looks promo codes up in Stripe', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.get('/v1/purchase/promo-code/PROONLY')).body).toMatchObject({
      code: 'PROONLY',
      amountOff: 500,
      percentOff: null,
      productIds: [Pro],
    });
    expect((await client.get('/v1/purchase/promo-code/WELCOME20')).status).toBe(404);
    const { client: seller, listing } = await sellerWithListing(t);
    const res = await seller.post(`/v1/purchase/listing/${listing.id}`, {
      stripeProductId: Premium,
      stripePromoCode: 'PROONLY',
    });
    expect(res.body.fields).toEqual({ stripePromoCode: 'This promo code does not apply to the Premium plan' });
  });

  it('503 when Stripe does not answer; the payment is kept as failed', async () => {
    const s = await sellerWithListing(t);
    const purchase = await choosePlan(s.client, s.listing.id, Starter);
    stripe.state.failWith = 500;
    try {
      const res = await s.client.post(`/v1/purchase/${purchase.id}/checkout`, {});
      expect(res.status).toBe(503);
    } finally {
      stripe.state.failWith = 0;
    }
    const payments = (await s.client.get(`/v1/payment/user/${s.user.id}`)).body;
    expect(payments[0]).toMatchObject({ status: 'failed', failureMessage: expect.stringContaining('did not answer') });
  });
});

describe('POST /v1/payment/webhook', () => {
  it('checkout.session.completed re-reads the session and fulfils: plan active, listing published', async () => {
    const s = await openCheckout(Premium);
    // Delivered before Stripe has the money: re-reading says unpaid, so nothing happens.
    const early = await deliver(signedEvent(SECRET, 'checkout.session.completed', s.session));
    expect(early.status).toBe(200);
    expect((await s.client.get(`/v1/purchase/${s.purchase.id}`)).body.status).toBe('PENDING');

    const paid = stripe.pay(s.session.id);
    const res = await deliver(signedEvent(SECRET, 'checkout.session.completed', paid));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const purchase = (await s.client.get(`/v1/purchase/${s.purchase.id}`)).body;
    expect(purchase).toMatchObject({
      status: 'ACTIVE',
      paymentDue: false,
      payment: { status: 'succeeded', amount: 19900, paymentIntentId: paid.payment_intent },
    });
    expect((await s.client.get(`/v1/listing/${s.listing.id}`)).body).toMatchObject({
      status: 'published',
      isPaid: true,
    });
  });

  it('a forged signature is 400 and changes nothing; a replayed event id is 200 and ignored', async () => {
    const s = await openCheckout();
    const paid = stripe.pay(s.session.id);
    const before = await eventCount();
    const forged = signedEvent('whsec_not_ours', 'checkout.session.completed', paid);
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    const tampered = signedEvent(SECRET, 'checkout.session.completed', paid);
    expect((await deliver({ ...tampered, payload: tampered.payload.replace('"paid"', '"PAID"') })).status).toBe(400);
    const unsigned = await t.client().request('POST', '/v1/payment/webhook', {
      body: tampered.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await s.client.get(`/v1/purchase/${s.purchase.id}`)).body.status).toBe('PENDING');

    const event = signedEvent(SECRET, 'checkout.session.completed', paid);
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect(await planHistory(s, s.listing.id)).toHaveLength(1);
  });

  it('concurrent duplicate deliveries and an expired event after completed activate exactly once', async () => {
    const s = await openCheckout(Pro);
    const paid = stripe.pay(s.session.id);
    const same = signedEvent(SECRET, 'checkout.session.completed', paid);
    const deliveries = [
      ...Array.from({ length: 6 }, () => deliver(same)),
      ...Array.from({ length: 4 }, () => deliver(signedEvent(SECRET, 'checkout.session.completed', paid))),
      deliver(signedEvent(SECRET, 'checkout.session.async_payment_succeeded', paid)),
      deliver(signedEvent(SECRET, 'checkout.session.expired', { ...paid, status: 'expired' })),
    ];
    const answers = await Promise.all(deliveries);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(
      (await deliver(signedEvent(SECRET, 'checkout.session.expired', { ...paid, status: 'expired' }))).status,
    ).toBe(200);

    const purchase = (await s.client.get(`/v1/purchase/${s.purchase.id}`)).body;
    expect(purchase).toMatchObject({ status: 'ACTIVE', payment: { status: 'succeeded' } });
    expect(await planHistory(s, s.listing.id)).toHaveLength(1);
    const payments = (await s.client.get(`/v1/payment/user/${s.user.id}`)).body;
    expect(payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('expired cancels an unpaid payment; async_payment_failed fails it; both leave the purchase pending', async () => {
    const a = await openCheckout();
    stripe.expire(a.session.id);
    expect((await deliver(signedEvent(SECRET, 'checkout.session.expired', a.session))).status).toBe(200);
    expect((await a.client.get(`/v1/payment/${a.result.payment.id}/check`)).body).toMatchObject({
      status: 'cancelled',
      failureMessage: 'The checkout expired before payment',
    });
    expect((await a.client.get(`/v1/purchase/${a.purchase.id}`)).body.status).toBe('PENDING');

    const b = await openCheckout();
    Object.assign(b.session, { status: 'complete', payment_status: 'unpaid' });
    expect((await deliver(signedEvent(SECRET, 'checkout.session.async_payment_failed', b.session))).status).toBe(200);
    expect((await b.client.get(`/v1/payment/${b.result.payment.id}/check`)).body).toMatchObject({
      status: 'failed',
      failureMessage: 'Your bank did not complete the payment',
    });
  });

  it('GET /v1/payment/{id}/check fulfils a paid session when no webhook came', async () => {
    const s = await openCheckout();
    expect((await s.client.get(`/v1/payment/${s.result.payment.id}/check`)).body.status).toBe('pending');
    stripe.pay(s.session.id);
    expect((await s.client.get(`/v1/payment/${s.result.payment.id}/check`)).body.status).toBe('succeeded');
    expect((await s.client.get(`/v1/purchase/${s.purchase.id}`)).body.status).toBe('ACTIVE');
    const late = await deliver(signedEvent(SECRET, 'checkout.session.completed', stripe.sessions.get(s.session.id)!));
    expect(late.status).toBe(200);
    expect(await planHistory(s, s.listing.id)).toHaveLength(1);
  });

  it('ignores events it does not handle and sessions that are not ours; 400 on a body that is not JSON', async () => {
    expect((await deliver(signedEvent(SECRET, 'customer.created', { object: 'customer', id: 'cus_1' }))).body).toEqual({
      received: true,
      duplicate: false,
    });
    expect(
      (
        await deliver(
          signedEvent(SECRET, 'checkout.session.completed', { object: 'checkout.session', id: 'cs_test_unknown' }),
        )
      ).status,
    ).toBe(200);
    const junk = await t.client().request('POST', '/v1/payment/webhook', {
      body: 'not json',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(junk.status).toBe(400);
  });

  it('the sandbox pages are not there in Stripe mode', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.get('/v1/payment/sandbox/cs_test_whatever')).status).toBe(404);
  });
});

it('uses one webhook events row per event id', async () => {
  const rows = await t.ctx.db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.provider, 'stripe'));
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
});
