import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResultSchema, PLAN_PRODUCT_IDS, SANDBOX_CARDS, SandboxSessionSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { card, checkout, choosePlan, MISSING_ID, sellerWithListing, sessionIdOf } from './payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const { Starter, Pro, Premium } = PLAN_PRODUCT_IDS;

describe('POST /v1/purchase/{id}/checkout', () => {
  it('opens a sandbox checkout for what is due, and returns to the app with ?payment', async () => {
    const { client, user, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Pro, { stripePromoCode: 'WELCOME20' });
    const res = await client.post(`/v1/purchase/${p.id}/checkout`, {
      returnPath: `/my-garage/${listing.id}/publish/payment`,
    });
    expect(res.status).toBe(200);
    const result = CheckoutResultSchema.parse(res.body);
    expect(result.url).toMatch(/^\/checkout\/sandbox\/cs_sandbox_[0-9a-f]{24}$/);
    expect(result.payment).toMatchObject({
      status: 'pending',
      amount: 7920,
      userId: user.id,
      purchaseId: p.id,
      listingId: listing.id,
      checkoutUrl: result.url,
      couponId: 'WELCOME20',
    });
    expect(result.purchase.status).toBe('PENDING');

    const session = await client.get(`/v1/payment/sandbox/${sessionIdOf(result.url)}`);
    expect(SandboxSessionSchema.parse(session.body)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      description: 'Revy Pro plan',
      amountSubtotal: 9900,
      amountDiscount: 1980,
      amountTotal: 7920,
      promoCode: 'WELCOME20',
      successUrl: `http://revy.test/my-garage/${listing.id}/publish/payment?payment=${result.payment!.id}`,
    });
  });

  it('starts a trial without payment: ACTIVE, payment due, listing published; one trial per listing', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Pro);
    const result = await checkout(client, p.id, { trial: true });
    expect(result).toMatchObject({ url: null, payment: null, purchase: { status: 'ACTIVE', paymentDue: true } });
    expect(result.purchase.startAt).toMatch(/^\d{4}-/);
    const l = (await client.get(`/v1/listing/${listing.id}`)).body;
    expect(l).toMatchObject({ status: 'published', isPaid: true });
    expect(l.purchases.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect((await t.client().get(`/v1/listing/${listing.id}`)).body.purchases).toEqual([]);
    const ownList = (await client.get(`/v1/listing?sellerId=${listing.sellerId}`)).body.content;
    expect(ownList.find((x: { id: string }) => x.id === listing.id).purchases).toMatchObject([
      { id: p.id, status: 'ACTIVE' },
    ]);
    const publicList = (await t.client().get('/v1/listing?size=1000')).body.content;
    expect(publicList.find((x: { id: string }) => x.id === listing.id).purchases).toEqual([]);

    // Pay for the trial later: the same purchase, no second activation.
    const pay = await checkout(client, p.id);
    expect(pay.payment).toMatchObject({ amount: 9900, status: 'pending' });
    await client.post(`/v1/payment/sandbox/${sessionIdOf(pay.url)}/pay`, card());
    const paid = (await client.get(`/v1/purchase/${p.id}`)).body;
    expect(paid).toMatchObject({
      status: 'ACTIVE',
      paymentDue: false,
      startAt: result.purchase.startAt,
      payment: { status: 'succeeded' },
    });

    const premium = await choosePlan(client, listing.id, Premium);
    const again = await client.post(`/v1/purchase/${premium.id}/checkout`, { trial: true });
    expect(again.status).toBe(409);
    const starter = await choosePlan(client, listing.id, Starter);
    const noTrial = await client.post(`/v1/purchase/${starter.id}/checkout`, { trial: true });
    expect(noTrial.status).toBe(400);
    expect(noTrial.body.fields).toEqual({ trial: 'The Starter plan has no free trial' });
  });

  it('activates at once when nothing is due (100% promo code), with a 0 payment on record', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Premium, { stripePromoCode: 'FREECAR' });
    const result = await checkout(client, p.id);
    expect(result).toMatchObject({
      url: null,
      payment: { amount: 0, status: 'succeeded' },
      purchase: { status: 'ACTIVE', totalDue: 0 },
    });
    expect((await client.get(`/v1/listing/${listing.id}`)).body.status).toBe('published');
    expect((await client.post(`/v1/purchase/${p.id}/checkout`, {})).status).toBe(409);
  });

  it('publish: false activates without publishing; the seller publishes later', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Premium, { stripePromoCode: 'FREECAR', publish: false });
    await checkout(client, p.id);
    expect((await client.get(`/v1/listing/${listing.id}`)).body).toMatchObject({
      status: 'unpublishedDraft',
      isPaid: true,
    });
    const res = await client.request('PATCH', `/v1/listing/${listing.id}`, { json: { status: 'published' } });
    expect(res.status).toBe(200);
  });

  it("404 paying for someone else's draft, 401 signed out, 404 missing, 400 malformed, 409 cancelled", async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Starter);
    const { client: other } = await createSignedInUser(t);
    expect((await other.post(`/v1/purchase/${p.id}/checkout`, {})).status).toBe(404);
    expect((await t.client().post(`/v1/purchase/${p.id}/checkout`, {})).status).toBe(401);
    expect((await client.post(`/v1/purchase/${MISSING_ID}/checkout`, {})).status).toBe(404);
    for (const body of [
      { trial: 'yes' },
      { returnPath: 'https://evil.example/' },
      { returnPath: '//evil.example' },
      { other: 1 },
    ]) {
      expect((await client.post(`/v1/purchase/${p.id}/checkout`, body)).status, JSON.stringify(body)).toBe(400);
    }
    await client.post(`/v1/purchase/${p.id}/cancel`);
    expect((await client.post(`/v1/purchase/${p.id}/checkout`, {})).status).toBe(409);
  });
});

describe('the sandbox checkout', () => {
  it('a declined card is 402 and leaves the session open; 4242 then pays, activates and publishes once', async () => {
    const { client, user, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Starter);
    const { url, payment } = await checkout(client, p.id);
    const id = sessionIdOf(url);
    const cases: [string, string][] = [
      [SANDBOX_CARDS.declined, 'Your card was declined.'],
      [SANDBOX_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
      ['5555555555554444', 'Your card number is not a sandbox test card. Use 4242 4242 4242 4242.'],
    ];
    for (const [number, message] of cases) {
      const res = await client.post(`/v1/payment/sandbox/${id}/pay`, card(number));
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ error: 'PAYMENT_REQUIRED', message });
      expect((await client.get(`/v1/payment/sandbox/${id}`)).body).toMatchObject({
        status: 'open',
        lastError: message,
      });
      expect((await client.get(`/v1/payment/${payment.id}/check`)).body).toMatchObject({
        status: 'failed',
        failureMessage: message,
      });
    }
    const expired = await client.post(`/v1/payment/sandbox/${id}/pay`, { ...card(), expiry: '01 / 20' });
    expect(expired.body.message).toBe('Your card has expired.');

    const paid = await client.post(`/v1/payment/sandbox/${id}/pay`, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'complete', paymentStatus: 'paid', lastError: null });
    expect((await client.get(`/v1/payment/${payment.id}/check`)).body).toMatchObject({
      status: 'succeeded',
      amount: 4900,
      failureMessage: null,
    });
    expect((await client.get(`/v1/purchase/${p.id}`)).body).toMatchObject({ status: 'ACTIVE', paymentDue: false });
    expect((await client.get(`/v1/listing/${listing.id}`)).body).toMatchObject({
      status: 'published',
      isPaid: true,
      features: ['PUBLISH_14'],
    });

    const twice = await client.post(`/v1/payment/sandbox/${id}/pay`, card());
    expect(twice.status).toBe(409);
    // A second checkout while the first is open is 409 with the open payment (one page to pay),
    // and once paid, another checkout is 409 with the payment that paid.
    const other = await sellerWithListing(t);
    const q = await choosePlan(other.client, other.listing.id, Starter);
    const c1 = await checkout(other.client, q.id);
    const again = await other.client.post(`/v1/purchase/${q.id}/checkout`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'CONFLICT',
      payment: { id: c1.payment.id, status: 'pending', checkoutUrl: c1.url },
    });
    expect((await other.client.post(`/v1/payment/sandbox/${sessionIdOf(c1.url)}/pay`, card())).status).toBe(200);
    const afterPaid = await other.client.post(`/v1/purchase/${q.id}/checkout`, {});
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body).toMatchObject({
      message: 'This plan is already paid for',
      payment: { id: c1.payment.id, status: 'succeeded' },
    });
    const history = await client.get(`/v1/history/target/${listing.id}`);
    expect(history.body.content.filter((h: { data: { action: string } }) => h.data.action === 'plan')).toHaveLength(1);
    const payments = await client.get(`/v1/payment/user/${user.id}`);
    expect(payments.body.map((x: { status: string }) => x.status)).toEqual(['succeeded']);
  });

  it('the 3-D Secure card waits for the bank: approve pays, refuse is 402 and reopens', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Pro);
    const { url } = await checkout(client, p.id);
    const id = sessionIdOf(url);
    expect((await client.post(`/v1/payment/sandbox/${id}/confirm`, { approve: true })).status).toBe(409);
    const pending = await client.post(`/v1/payment/sandbox/${id}/pay`, card(SANDBOX_CARDS.requiresAction));
    expect(pending.body.status).toBe('requires_action');
    expect((await client.get(`/v1/purchase/${p.id}`)).body.payment.status).toBe('requires_action');
    expect((await client.post(`/v1/payment/sandbox/${id}/pay`, card())).status).toBe(409);
    expect((await client.post(`/v1/payment/sandbox/${id}/confirm`, { approve: 'yes' })).status).toBe(400);
    const refused = await client.post(`/v1/payment/sandbox/${id}/confirm`, { approve: false });
    expect(refused.status).toBe(402);
    expect((await client.get(`/v1/payment/sandbox/${id}`)).body.status).toBe('open');

    await client.post(`/v1/payment/sandbox/${id}/pay`, card(SANDBOX_CARDS.requiresAction));
    const ok = await client.post(`/v1/payment/sandbox/${id}/confirm`, { approve: true });
    expect(ok.body).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect((await client.get(`/v1/purchase/${p.id}`)).body).toMatchObject({
      status: 'ACTIVE',
      payment: { status: 'succeeded' },
    });
  });

  it('leaving the checkout expires the session and cancels the payment; the purchase can be paid again', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Starter);
    const first = await checkout(client, p.id);
    const left = await client.post(`/v1/payment/sandbox/${sessionIdOf(first.url)}/cancel`);
    expect(left.body).toMatchObject({ status: 'expired', lastError: 'You left the checkout before paying' });
    expect((await client.get(`/v1/payment/${first.payment.id}/check`)).body).toMatchObject({
      status: 'cancelled',
      failureMessage: 'You left the checkout before paying',
    });
    expect((await client.post(`/v1/payment/sandbox/${sessionIdOf(first.url)}/pay`, card())).status).toBe(409);
    expect((await client.get(`/v1/purchase/${p.id}`)).body.status).toBe('PENDING');
    const second = await checkout(client, p.id);
    expect((await client.post(`/v1/payment/sandbox/${sessionIdOf(second.url)}/pay`, card())).status).toBe(200);
    expect((await client.post(`/v1/payment/sandbox/${sessionIdOf(second.url)}/cancel`)).status).toBe(409);
  });

  it('only the payer and staff see or pay a session; others 403, signed out 401, unknown 404, malformed 400', async () => {
    const { client, listing } = await sellerWithListing(t);
    const p = await choosePlan(client, listing.id, Starter);
    const { url, payment } = await checkout(client, p.id);
    const id = sessionIdOf(url);
    const { client: other, user: otherUser } = await createSignedInUser(t);
    expect((await other.get(`/v1/payment/sandbox/${id}`)).status).toBe(403);
    expect((await other.post(`/v1/payment/sandbox/${id}/pay`, card())).status).toBe(403);
    expect((await other.post(`/v1/payment/sandbox/${id}/cancel`)).status).toBe(403);
    expect((await other.get(`/v1/payment/${payment.id}/check`)).status).toBe(403);
    expect((await other.get(`/v1/payment/user/${p.userId}`)).status).toBe(403);
    expect((await other.get(`/v1/payment/user/${otherUser.id}`)).body).toEqual([]);
    expect((await t.client().get(`/v1/payment/sandbox/${id}`)).status).toBe(401);
    expect((await client.get('/v1/payment/sandbox/cs_sandbox_missing')).status).toBe(404);
    expect((await client.get('/v1/payment/sandbox/not a session')).status).toBe(400);
    expect((await client.get(`/v1/payment/${MISSING_ID}/check`)).status).toBe(404);
    expect((await client.get('/v1/payment/nope/check')).status).toBe(400);
    for (const body of [
      { ...card(), cardNumber: '42' },
      { ...card(), expiry: '13/30' },
      { ...card(), cvc: 'abc' },
      { ...card(), name: '' },
      {},
    ]) {
      expect((await client.post(`/v1/payment/sandbox/${id}/pay`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await staff.get(`/v1/payment/sandbox/${id}`)).status).toBe(200);
    expect((await staff.get(`/v1/payment/user/${p.userId}`)).body).toHaveLength(1);
  });

  it('the webhook refuses everything in sandbox mode (no signing secret)', async () => {
    const res = await t
      .client()
      .post(
        '/v1/payment/webhook',
        { id: 'evt_1', type: 'checkout.session.completed' },
        { headers: { 'stripe-signature': 't=1,v1=abc' } },
      );
    expect(res.status).toBe(400);
  });
});
