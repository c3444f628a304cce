import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_PRODUCT_IDS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { grantActivePlan } from '../../../test/plan-factories';
import { expireEndedPurchases, TRIAL_ENDED, WINDOW_FINISHED } from './expiry.job';
import { sellerWithListing } from './payments.fixtures';
import { purchases } from './purchases.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const { Starter, Pro, Premium } = PLAN_PRODUCT_IDS;

/** A listing published on a plan that started now, then moved back to `startAt` (as time passing would). */
async function publishedWith(plan: NonNullable<Parameters<typeof grantActivePlan>[2]>) {
  const s = await sellerWithListing(t);
  const purchase = await grantActivePlan(t, s.listing.id, { ...plan, startAt: new Date() });
  const res = await s.client.request('PATCH', `/v1/listing/${s.listing.id}`, { json: { status: 'published' } });
  expect(res.status).toBe(200);
  await t.ctx.db.update(purchases).set({ startAt: plan.startAt }).where(eq(purchases.id, purchase.id));
  return { ...s, purchase };
}

const statusOf = async (id: string) =>
  (await t.ctx.db.select({ s: purchases.status }).from(purchases).where(eq(purchases.id, id)))[0]!.s;

describe('the purchase expiry job', () => {
  it('expires a finished 14-day window and unpublishes the listing with the reason and a History record', async () => {
    const ended = await publishedWith({ productId: Starter, startAt: daysAgo(14.01) });
    const running = await publishedWith({ productId: Starter, startAt: daysAgo(13.9) });
    const unlimited = await publishedWith({ productId: Premium, startAt: daysAgo(400) });

    expect(await expireEndedPurchases(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ended.purchase.id)).toBe('EXPIRED');
    expect(await statusOf(running.purchase.id)).toBe('ACTIVE');
    expect(await statusOf(unlimited.purchase.id)).toBe('ACTIVE');
    const l = (await ended.client.get(`/v1/listing/${ended.listing.id}`)).body;
    expect(l).toMatchObject({ status: 'unpublished', statusReason: WINDOW_FINISHED });
    expect(l.purchases[0]).toMatchObject({ status: 'EXPIRED' });
    const history = (await ended.client.get(`/v1/history/target/${ended.listing.id}`)).body.content;
    expect(history[0].data).toMatchObject({
      action: 'planEnded',
      before: { status: 'published' },
      after: { status: 'unpublished', statusReason: WINDOW_FINISHED },
    });
    expect(history[0].savedBy).toBeNull();
    expect((await running.client.get(`/v1/listing/${running.listing.id}`)).body.status).toBe('published');

    const again = await ended.client.request('PATCH', `/v1/listing/${ended.listing.id}`, {
      json: { status: 'published' },
    });
    expect(again.status).toBe(402);
    expect(again.body.message).toBe('Choose a plan to publish your listing');
  });

  it('ends an unpaid trial, but not a paid plan started as long ago', async () => {
    const trial = await publishedWith({ productId: Pro, startAt: daysAgo(3.01), paymentDue: true });
    const paid = await publishedWith({ productId: Pro, startAt: daysAgo(3.01), paymentDue: false });
    await expireEndedPurchases(t.ctx);
    expect(await statusOf(trial.purchase.id)).toBe('EXPIRED');
    expect(await statusOf(paid.purchase.id)).toBe('ACTIVE');
    expect((await trial.client.get(`/v1/listing/${trial.listing.id}`)).body).toMatchObject({
      status: 'unpublished',
      statusReason: TRIAL_ENDED,
    });
  });

  it('a listing never holds two ACTIVE plans, so an ended one always unpublishes (the database refuses a second)', async () => {
    const s = await publishedWith({ productId: Starter, startAt: daysAgo(20) });
    await expect(grantActivePlan(t, s.listing.id, { productId: Premium, startAt: daysAgo(1) })).rejects.toThrow();
    await expireEndedPurchases(t.ctx);
    expect(await statusOf(s.purchase.id)).toBe('EXPIRED');
    expect((await s.client.get(`/v1/listing/${s.listing.id}`)).body.status).toBe('unpublished');
  });

  it('two runs at once expire each purchase exactly once', async () => {
    const many = await Promise.all(
      Array.from({ length: 6 }, () => publishedWith({ productId: Starter, startAt: daysAgo(15) })),
    );
    const [a, b] = await Promise.all([expireEndedPurchases(t.ctx), expireEndedPurchases(t.ctx)]);
    expect(a + b).toBe(6);
    for (const m of many) {
      expect(await statusOf(m.purchase.id)).toBe('EXPIRED');
      const history = (await m.client.get(`/v1/history/target/${m.listing.id}`)).body.content;
      expect(history.filter((h: { data: { action: string } }) => h.data.action === 'planEnded')).toHaveLength(1);
    }
    expect(await expireEndedPurchases(t.ctx)).toBe(0);
  });
});
