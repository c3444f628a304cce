import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeKeySavvyServer } from '../../../test/fake-keysavvy-server';
import type { TestClient } from '../../../test/http-client';
import { chatSetup } from '../chats/testing';
import { listings } from '../listings/listings.table';
import { markVerified, ok, startDeal, writeBill } from './deal.fixtures';

const creds = { apiKey: 'ks_test_key', webhookSecret: 'whsec_keysavvy_test' };
let t: TestApp;
let ks: Awaited<ReturnType<typeof startFakeKeySavvyServer>>;
beforeAll(async () => {
  ks = await startFakeKeySavvyServer(creds);
  t = await buildTestApp({ config: { keysavvy: { apiUrl: ks.url, ...creds } } });
});
afterAll(async () => {
  await t?.close();
  await ks?.close();
});

const deliver = (client: TestClient, hook: { body: string; signature: string }) =>
  client.request('POST', '/v1/webhooks/keysavvy', {
    body: hook.body,
    headers: { 'content-type': 'application/json', 'keysavvy-signature': hook.signature },
  } as never);

describe('KeySavvy behind the deal', () => {
  it('creates the transaction, follows signed webhooks (replayed, out of order), refuses bad signatures, finishes', async () => {
    const { seller, buyer, listing } = await chatSetup(t);
    const deal = await startDeal(seller.client, listing.id, buyer.user.id);
    expect(deal).toMatchObject({ provider: 'keysavvy', keysavvy: { status: 'pending_payment' } });
    const txnId = deal.providerTransactionId!;
    const created = ks.transactions.get(txnId)!;
    expect(created.body).toMatchObject({
      externalId: deal.id,
      price: { amount: deal.price, currency: 'USD' },
      vehicle: { make: 'Toyota', model: 'RAV4', year: 2019 },
      seller: { name: 'Sam Seller' },
      buyer: { name: 'Bea Buyer' },
    });
    expect(ks.requests.every((r) => r.authorized)).toBe(true);
    // KeySavvy handles the money: the built-in payment calls refuse.
    expect((await buyer.client.post(`/v1/deal/${deal.id}/payment`, { method: 'wire' })).status).toBe(409);

    const anyone = t.client();
    // A bad signature changes nothing.
    ks.setStatus(txnId, 'payment_received');
    const forged = ks.webhook(txnId);
    const bad = await deliver(anyone, { body: forged.body, signature: forged.signature.replace(/v1=./, 'v1=0') });
    expect(bad.status).toBe(400);
    expect((await deliver(anyone, { body: forged.body, signature: 'nonsense' })).status).toBe(400);
    let view = (await buyer.client.get(`/v1/deal/${deal.id}`)).body;
    expect(view.keysavvy.status).toBe('pending_payment');

    // The newest state arrives first...
    ks.setStatus(txnId, 'title_received');
    const newest = ks.webhook(txnId);
    expect((await deliver(anyone, newest)).body).toEqual({ received: true, duplicate: false });
    view = (await buyer.client.get(`/v1/deal/${deal.id}`)).body;
    expect(view.keysavvy.status).toBe('title_received');
    expect(view.steps.filter((s: { key: string }) => ['payment', 'title'].includes(s.key))).toEqual([
      expect.objectContaining({ status: 'done' }),
      expect.objectContaining({ status: 'done' }),
    ]);
    // ...then a replay (ignored) and an older event re-read while KeySavvy briefly reports an earlier status.
    expect((await deliver(anyone, newest)).body).toEqual({ received: true, duplicate: true });
    ks.setStatus(txnId, 'payment_received');
    ok(await deliver(anyone, ks.webhook(txnId)), 'older event');
    view = (await buyer.client.get(`/v1/keysavvy/transaction/${deal.id}/status`)).body;
    expect(view.steps.find((s: { key: string }) => s.key === 'title').status).toBe('done');

    // The parties do the rest in the room; KeySavvy's last word finishes nothing early, the last step does.
    await markVerified(t, seller.user.id, buyer.user.id);
    const bill = (await writeBill(seller.client, deal.id, 'WA')).billOfSale!;
    for (const [c, name] of [
      [seller.client, 'Sam Seller'],
      [buyer.client, 'Bea Buyer'],
    ] as const)
      ok(
        await c.post(`/v1/deal/${deal.id}/bill-of-sale/sign`, { typedName: name, documentHash: bill.documentHash }),
        'sign',
      );
    ok(await buyer.client.post(`/v1/deal/${deal.id}/handover`), 'handover');
    const done = ok(await seller.client.post(`/v1/deal/${deal.id}/handover`), 'handover').body;
    expect(done.status).toBe('completed');
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ saleStatus: 'sold', soldTo: buyer.user.id });
  });

  it('cancelling the deal cancels the KeySavvy transaction', async () => {
    const { seller, buyer, listing } = await chatSetup(t);
    const deal = await startDeal(seller.client, listing.id, buyer.user.id);
    ok(await seller.client.post(`/v1/deal/${deal.id}/cancel`, { reason: 'Buyer went quiet' }), 'cancel');
    expect(ks.transactions.get(deal.providerTransactionId!)!.status).toBe('cancelled');
  });
});
