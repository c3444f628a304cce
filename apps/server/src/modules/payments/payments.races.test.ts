import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PLAN_PRODUCT_IDS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signedEvent, startFakeStripeServer } from '../../../test/fake-stripe-server';
import { grantActivePlan } from '../../../test/plan-factories';
import { card, checkout, choosePlan, sellerWithListing, sessionIdOf } from './payments.fixtures';
import { payments } from './payments.table';
import { purchases } from './purchases.table';

/**
 * Issue 13: money moves once. Each test races 20 requests at one purchase or listing and counts
 * the winners in the database. The file runs on PGlite and, with TEST_DATABASE_URL, again on
 * PostgreSQL, where the requests really overlap (several connections).
 */
const { Starter, Pro, Premium } = PLAN_PRODUCT_IDS;
const N = 20;

const succeededPayments = (t: TestApp, purchaseId: string) =>
  t.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.status, 'succeeded')));
const purchasesOf = (t: TestApp, listingId: string) =>
  t.ctx.db.select().from(purchases).where(eq(purchases.listingId, listingId));
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('racing payments on the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('20 concurrent checkouts of one $49 purchase open one checkout; 20 concurrent pays charge once', async () => {
    const s = await sellerWithListing(t);
    const p = await choosePlan(s.client, s.listing.id, Starter);
    const answers = await Promise.all(
      Array.from({ length: N }, () => s.client.post(`/v1/purchase/${p.id}/checkout`, {})),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const winner = won[0]!.body;
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body).toMatchObject({ error: 'CONFLICT', payment: { id: winner.payment.id } });
    }
    const pays = await Promise.all(
      Array.from({ length: N }, () => s.client.post(`/v1/payment/sandbox/${sessionIdOf(winner.url)}/pay`, card())),
    );
    expect(pays.filter((a) => a.status === 200)).toHaveLength(1);
    expect(pays.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    // Checkouts after payment are refused with the payment that paid.
    const after = await Promise.all(
      Array.from({ length: 5 }, () => s.client.post(`/v1/purchase/${p.id}/checkout`, {})),
    );
    expect(statuses(after)).toEqual([409, 409, 409, 409, 409]);
    expect(after[0]!.body.payment).toMatchObject({ id: winner.payment.id, status: 'succeeded' });
    const ok = await succeededPayments(t, p.id);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.amount).toBe(4900);
  });

  it('20 concurrent plan choices leave one PENDING purchase; 20 trial starts give one plan and one trial ever', async () => {
    const s = await sellerWithListing(t);
    const choices = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        s.client.post(`/v1/purchase/listing/${s.listing.id}`, { stripeProductId: i % 2 ? Pro : Premium }),
      ),
    );
    expect(choices.every((a) => a.status === 200)).toBe(true);
    const rows = await purchasesOf(t, s.listing.id);
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(1);
    const pending = rows.find((r) => r.status === 'PENDING')!;

    const trials = await Promise.all(
      Array.from({ length: N }, () => s.client.post(`/v1/purchase/${pending.id}/checkout`, { trial: true })),
    );
    expect(trials.filter((a) => a.status === 200)).toHaveLength(1);
    expect(trials.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const after = await purchasesOf(t, s.listing.id);
    expect(after.filter((r) => r.status === 'ACTIVE')).toHaveLength(1);
    expect(after.filter((r) => r.metadata.trialStartedAt)).toHaveLength(1);

    // Another plan choice is an upgrade or downgrade of the active one, but never a second trial.
    const other = pending.stripeProductId === Pro ? Premium : Pro;
    const change = await choosePlan(s.client, s.listing.id, other);
    expect(change.planChangeType).toBe(other === Premium ? 'UPGRADE' : 'DOWNGRADE');
    expect(change.discountAmount).toBe(0); // a trial paid nothing, so it credits nothing
    const again = await Promise.all(
      Array.from({ length: 5 }, () => s.client.post(`/v1/purchase/${change.id}/checkout`, { trial: true })),
    );
    expect(again.every((a) => a.status === 409)).toBe(true);
    expect(again[0]!.body.message).toBe('This listing has already had its free trial');
  });

  it('staff activations racing the seller paying leave one ACTIVE plan and at most one charge', async () => {
    const admin = await createStaff(t);
    const s = await sellerWithListing(t);
    const p = await choosePlan(s.client, s.listing.id, Starter);
    const c = await checkout(s.client, p.id);
    const answers = await Promise.all([
      ...Array.from({ length: N / 2 }, () => admin.client.post(`/v1/purchase/${p.id}/activate`, {})),
      ...Array.from({ length: N / 2 }, () => s.client.post(`/v1/payment/sandbox/${sessionIdOf(c.url)}/pay`, card())),
    ]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const rows = await purchasesOf(t, s.listing.id);
    expect(rows.filter((r) => r.status === 'ACTIVE')).toHaveLength(1);
    expect((await succeededPayments(t, p.id)).length).toBeLessThanOrEqual(1);
    const history = (await s.client.get(`/v1/history/target/${s.listing.id}`)).body.content;
    expect(history.filter((h: { data: { action: string } }) => h.data.action === 'plan')).toHaveLength(1);
  });

  it('staff activating two old purchases of one listing at once leaves one ACTIVE (the other replaced)', async () => {
    const admin = await createStaff(t);
    const s = await sellerWithListing(t);
    const a = await grantActivePlan(t, s.listing.id, { productId: Starter, status: 'CANCELLED' });
    const b = await grantActivePlan(t, s.listing.id, { productId: Pro, status: 'CANCELLED' });
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => admin.client.post(`/v1/purchase/${(i % 2 ? a : b).id}/activate`, {})),
    );
    expect(answers.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    const rows = await purchasesOf(t, s.listing.id);
    expect(rows.filter((r) => r.status === 'ACTIVE')).toHaveLength(1);
  });

  it('the database refuses a second success, a second open checkout or a second ACTIVE plan whatever the code does', async () => {
    const s = await sellerWithListing(t);
    const p = await choosePlan(s.client, s.listing.id, Starter);
    const base = { purchaseId: p.id, listingId: s.listing.id, userId: s.user.id, amount: 4900, paymentType: 'plan' };
    await t.ctx.db.insert(payments).values({ ...base, status: 'pending' });
    await expect(t.ctx.db.insert(payments).values({ ...base, status: 'pending' })).rejects.toThrow();
    await t.ctx.db.insert(payments).values({ ...base, status: 'succeeded' });
    await expect(t.ctx.db.insert(payments).values({ ...base, status: 'succeeded' })).rejects.toThrow();
    await grantActivePlan(t, s.listing.id, { productId: Pro });
    await expect(grantActivePlan(t, s.listing.id, { productId: Premium })).rejects.toThrow();
  });
});

describe('racing Stripe webhooks', () => {
  const SECRET = 'whsec_test_races';
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripeServer>>;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    t = await buildTestApp({
      config: { stripe: { secretKey: 'sk_test_races', webhookSecret: SECRET, apiBase: stripe.url } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  const deliver = (e: ReturnType<typeof signedEvent>) =>
    t.client().request('POST', '/v1/payment/webhook', { body: e.payload, headers: e.headers });

  it('20 replays and fresh events of one paid session, with the return page checking, fulfil once', async () => {
    const s = await sellerWithListing(t);
    const p = await choosePlan(s.client, s.listing.id, Pro);
    const c = await checkout(s.client, p.id);
    const paid = stripe.pay(c.payment.checkoutSessionId);
    const same = signedEvent(SECRET, 'checkout.session.completed', paid);
    const answers = await Promise.all([
      ...Array.from({ length: N / 2 }, () => deliver(same)),
      ...Array.from({ length: N / 2 }, () => deliver(signedEvent(SECRET, 'checkout.session.completed', paid))),
      ...Array.from({ length: 5 }, () => s.client.get(`/v1/payment/${c.payment.id}/check`)),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await succeededPayments(t, p.id)).toHaveLength(1);
    const rows = await purchasesOf(t, s.listing.id);
    expect(rows.filter((r) => r.status === 'ACTIVE').map((r) => r.id)).toEqual([p.id]);
  });

  it('a session paid after the seller chose another plan activates nothing and is kept as refund due', async () => {
    const s = await sellerWithListing(t);
    const first = await choosePlan(s.client, s.listing.id, Starter);
    const c = await checkout(s.client, first.id);
    await choosePlan(s.client, s.listing.id, Premium); // replaces the pending Starter
    const paid = stripe.pay(c.payment.checkoutSessionId);
    expect((await deliver(signedEvent(SECRET, 'checkout.session.completed', paid))).status).toBe(200);
    const payment = (await s.client.get(`/v1/payment/${c.payment.id}/check`)).body;
    expect(payment).toMatchObject({ status: 'refund_due', amount: 4900 });
    const rows = await purchasesOf(t, s.listing.id);
    expect(rows.filter((r) => r.status === 'ACTIVE')).toHaveLength(0);
  });
});
