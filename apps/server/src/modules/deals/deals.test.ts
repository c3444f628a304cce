import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DealViewSchema, type DealView } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { chatSetup, openChat } from '../chats/testing';
import { book, typeForListing } from '../events/testing';
import { listings } from '../listings/listings.table';
import { PDFDocument } from 'pdf-lib';
import type { TestClient } from '../../../test/http-client';
import { dealSignatures, titleTransfers } from './deals.table';
import { runDealReminders } from './deals.jobs';
import { markVerified, ok, startDeal, writeBill } from './deal.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The bytes of a download (the test client reads text). */
async function download(
  client: TestClient,
  path: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(new URL(path, client.baseUrl), {
    headers: {
      'x-forwarded-for': client.ip,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A seller's published car with a buyer's chat, and the deal between them. */
async function dealSetup() {
  const s = await chatSetup(t);
  const deal = await startDeal(s.seller.client, s.listing.id, s.buyer.user.id);
  return { ...s, deal };
}

describe('opening a deal', () => {
  it('accepting an offer opens the deal at that price; the buyer finds it through buyer-initiate and deal-auth', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    ok(await buyer.client.post(`/v1/chat/${chat.id}/offer`, { amount: 21_000_00 }), 'offer');
    ok(await seller.client.post(`/v1/chat/${chat.id}/offer/respond`, { action: 'accept' }), 'accept');
    const auth = (await buyer.client.get(`/v1/keysavvy/listing/${listing.id}/deal-auth`)).body;
    expect(auth).toMatchObject({ role: 'buyer', canInitiate: false, reason: 'Your deal is open' });
    const again = await buyer.client.post('/v1/keysavvy/transaction/buyer-initiate', { listingId: listing.id });
    expect(again.status).toBe(200);
    const deal = DealViewSchema.parse(again.body);
    expect(deal).toMatchObject({
      id: auth.dealId,
      price: 21_000_00,
      you: 'buyer',
      status: 'open',
      provider: 'builtin',
    });
    expect(deal.steps.map((s) => [s.key, s.status, s.nextActor])).toEqual([
      ['price', 'done', null],
      ['verified', 'current', 'both'],
      ['billOfSale', 'upcoming', 'both'],
      ['payment', 'upcoming', 'buyer'],
      ['handover', 'upcoming', 'both'],
      ['title', 'upcoming', 'both'],
      ['done', 'upcoming', null],
    ]);
    const notes = (await seller.client.get('/api/notifications')).body.content;
    expect(notes.some((n: { type: string }) => n.type === 'deal.update')).toBe(false); // the seller opened it
    const buyerNotes = (await buyer.client.get('/api/notifications')).body.content;
    expect(buyerNotes.find((n: { type: string }) => n.type === 'deal.update')?.link).toBe(`/deals/${deal.id}`);
  });

  it('refuses a third user, a stranger buyer id, and a buyer without an accepted offer', async () => {
    const { seller, buyer, listing } = await chatSetup(t);
    const other = await createSignedInUser(t);
    const byOther = await other.client.post('/v1/keysavvy/transaction/seller-initiate', {
      listingId: listing.id,
      buyerId: buyer.user.id,
    });
    expect(byOther.status).toBe(403);
    const stranger = await seller.client.post('/v1/keysavvy/transaction/seller-initiate', {
      listingId: listing.id,
      buyerId: other.user.id,
    });
    expect(stranger.status).toBe(422);
    const early = await buyer.client.post('/v1/keysavvy/transaction/buyer-initiate', { listingId: listing.id });
    expect(early.status).toBe(409);
    const bad = await seller.client.post('/v1/keysavvy/transaction/seller-initiate', { listingId: 'x', buyerId: 1 });
    expect(bad.status).toBe(400);
  });

  it('two initiations at once: exactly one deal, the other 409', async () => {
    const { seller, buyer, listing } = await chatSetup(t);
    const second = await createSignedInUser(t);
    await openChat(second.client, listing.id);
    const staff = await createStaff(t, 'concierge');
    const results = await Promise.all([
      seller.client.post('/v1/keysavvy/transaction/seller-initiate', { listingId: listing.id, buyerId: buyer.user.id }),
      staff.client.post('/v1/keysavvy/transaction/seller-initiate', { listingId: listing.id, buyerId: second.user.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const all = (await seller.client.get(`/v1/keysavvy/transaction/listing/${listing.id}`)).body.content;
    expect(all).toHaveLength(1);
  });

  it('lists buyers for the seller only', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const list = await seller.client.get(`/v1/keysavvy/listing/${listing.id}/buyers`);
    expect(list.body.content).toEqual([
      expect.objectContaining({ buyerId: buyer.user.id, chatId: chat.id, displayName: 'Bea B.', isIdVerified: false }),
    ]);
    expect((await buyer.client.get(`/v1/keysavvy/listing/${listing.id}/buyers`)).status).toBe(403);
  });
});

describe('who may see a deal', () => {
  it('another buyer and strangers get 404; staff read; only parties act', async () => {
    const { deal, listing } = await dealSetup();
    const other = await createSignedInUser(t);
    await openChat(other.client, listing.id);
    expect((await other.client.get(`/v1/deal/${deal.id}`)).status).toBe(404);
    expect((await other.client.get(`/v1/keysavvy/transaction/${deal.id}/status`)).status).toBe(404);
    expect((await other.client.get(`/v1/keysavvy/transaction/listing/${listing.id}`)).body.content).toEqual([]);
    expect((await other.client.get(`/v1/keysavvy/listing/${listing.id}/buyer-deal`)).status).toBe(404);
    const staff = await createStaff(t, 'admin');
    expect((await staff.client.get(`/v1/deal/${deal.id}`)).body).toMatchObject({ you: 'staff' });
    expect((await staff.client.post(`/v1/deal/${deal.id}/handover`)).status).toBe(403);
    expect((await t.client().get(`/v1/deal/${deal.id}`)).status).toBe(401);
  });
});

describe('bill of sale', () => {
  it('is written for a state, signed by both over the hash they saw, and downloadable by the parties only', async () => {
    const { seller, buyer, deal } = await dealSetup();
    expect((await seller.client.post(`/v1/deal/${deal.id}/bill-of-sale`, { state: 'XX' })).status).toBe(400);
    const written = await writeBill(seller.client, deal.id, 'TX');
    const bill = written.billOfSale!;
    expect(bill).toMatchObject({ state: 'TX', odometer: 42_000, odometerNote: 'actual', signatures: [] });
    expect(written.checklist.find((i) => i.key === 'plates')).toMatchObject({ label: 'Plates stay with the car' });
    // Writing the same again keeps the document (and the hash).
    expect((await writeBill(buyer.client, deal.id, 'TX')).billOfSale!.documentHash).toBe(bill.documentHash);

    const pdf = await download(buyer.client, `/v1/deal/${deal.id}/bill-of-sale.pdf`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    const [stored] = await t.ctx.db
      .select({ pdf: titleTransfers.billPdf })
      .from(titleTransfers)
      .where(eq(titleTransfers.id, deal.id));
    expect(sha(stored!.pdf!)).toBe(bill.documentHash);
    const unsignedPages = (await PDFDocument.load(stored!.pdf!)).getPageCount();
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(unsignedPages + 1);
    // inline=1 is the deal room's preview: the same file, shown rather than saved.
    const inline = await buyer.client.get(`/v1/deal/${deal.id}/bill-of-sale.pdf?inline=1&v=abc`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="bill-of-sale-/);
    expect((await buyer.client.get(`/v1/deal/${deal.id}/bill-of-sale.pdf?inline=yes`)).status).toBe(400);
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.get(`/v1/deal/${deal.id}/bill-of-sale.pdf`)).status).toBe(404);

    const sign = (c: typeof seller.client, body: unknown) => c.post(`/v1/deal/${deal.id}/bill-of-sale/sign`, body);
    expect((await sign(seller.client, { typedName: '   ', documentHash: bill.documentHash })).status).toBe(400);
    expect((await sign(seller.client, { typedName: 'Sam Seller', documentHash: 'f'.repeat(64) })).status).toBe(409);
    // Double sign at once: one signature.
    const both = await Promise.all([
      sign(seller.client, { typedName: 'Sam Seller', documentHash: bill.documentHash }),
      sign(seller.client, { typedName: 'Sam Seller', documentHash: bill.documentHash }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const signed = ok(await sign(buyer.client, { typedName: 'Bea Buyer', documentHash: bill.documentHash }), 'sign');
    expect(signed.body.billOfSale.signatures.map((s: { role: string }) => s.role)).toEqual(['seller', 'buyer']);
    const rows = await t.ctx.db.select().from(dealSignatures).where(eq(dealSignatures.dealId, deal.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.ip).toBeTruthy();

    // The signed copy: the document that was hashed, then the signature page naming both.
    const copy = await download(seller.client, `/v1/deal/${deal.id}/bill-of-sale.pdf`);
    expect(copy.status).toBe(200);
    expect(copy.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // A changed document: a new hash, and the signatures stop counting.
    const changed = await seller.client.post(`/v1/deal/${deal.id}/bill-of-sale`, { state: 'TX', odometer: 43_100 });
    expect(changed.body.billOfSale.documentHash).not.toBe(bill.documentHash);
    expect(changed.body.billOfSale.signatures).toEqual([]);
  });
});

describe('payment, checklist, handover and finishing', () => {
  it('the buyer records, the seller confirms once; finishing sells the car, tells the other buyers, cancels drives', async () => {
    const { seller, buyer, listing, deal } = await dealSetup();
    const other = await createSignedInUser(t, { firstName: 'Otto' });
    const otherChat = await openChat(other.client, listing.id);
    const unsaved = await typeForListing(seller.client, listing.id);
    ok(await seller.client.put(`/v1/event/type/${unsaved.id}`, {}), 'hours');
    const type = await typeForListing(seller.client, listing.id);
    const slot = type.slots.find((s: { startAt: string }) => Date.parse(s.startAt) > Date.now() + 86_400_000)!;
    const drive = ok(await book(other.client, type.id, otherChat.id, slot), 'booking').body;

    expect((await seller.client.post(`/v1/deal/${deal.id}/payment`, { method: 'wire' })).status).toBe(403);
    expect((await buyer.client.post(`/v1/deal/${deal.id}/payment`, { method: 'bitcoin' })).status).toBe(400);
    expect((await buyer.client.post(`/v1/deal/${deal.id}/payment/confirm`)).status).toBe(403);
    expect((await seller.client.post(`/v1/deal/${deal.id}/payment/confirm`)).status).toBe(409); // no method yet
    ok(await buyer.client.post(`/v1/deal/${deal.id}/payment`, { method: 'cashiers_check' }), 'payment');
    const confirms = await Promise.all([
      seller.client.post(`/v1/deal/${deal.id}/payment/confirm`),
      seller.client.post(`/v1/deal/${deal.id}/payment/confirm`),
    ]);
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409]);
    // The money moved: the car is sold now (issue 18's walk-through), the deal stays open for handover and title.
    const [paid] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(paid).toMatchObject({ saleStatus: 'sold', salePrice: deal.price, soldTo: buyer.user.id });
    expect((await seller.client.get(`/v1/deal/${deal.id}`)).body.status).toBe('open');
    await t.ctx.jobs.drain();
    const toldAtPayment = (await other.client.get(`/v1/chat/${otherChat.id}/message`)).body.content;
    expect(toldAtPayment.at(-1)).toMatchObject({ metadata: expect.objectContaining({ event: 'listingSold' }) });
    expect((await other.client.get(`/v1/event/${drive.id}`)).status).toBe(404);

    const bill = (await writeBill(seller.client, deal.id, 'NY')).billOfSale!;
    for (const [c, name] of [
      [seller.client, 'Sam Seller'],
      [buyer.client, 'Bea Buyer'],
    ] as const)
      ok(
        await c.post(`/v1/deal/${deal.id}/bill-of-sale/sign`, { typedName: name, documentHash: bill.documentHash }),
        'sign',
      );
    ok(await seller.client.post(`/v1/deal/${deal.id}/handover`), 'handover');
    ok(await buyer.client.post(`/v1/deal/${deal.id}/handover`), 'handover');
    expect((await buyer.client.post(`/v1/deal/${deal.id}/checklist/lienRelease`, { done: true })).status).toBe(403);
    expect((await buyer.client.post(`/v1/deal/${deal.id}/checklist/nope`, { done: true })).status).toBe(404);
    let view: DealView = deal;
    for (const item of deal.checklist) {
      if (item.who !== 'buyer')
        view = ok(await seller.client.post(`/v1/deal/${deal.id}/checklist/${item.key}`, { done: true }), 'tick').body;
      if (item.who !== 'seller')
        view = ok(await buyer.client.post(`/v1/deal/${deal.id}/checklist/${item.key}`, { done: true }), 'tick').body;
    }
    // Everything but ID verification: still open, and verification is what waits.
    expect(view.status).toBe('open');
    expect(view.steps.find((s) => s.status === 'current')).toMatchObject({ key: 'verified', nextActor: 'both' });

    await markVerified(t, seller.user.id, buyer.user.id);
    // Unticking and ticking again is an action: the deal sees both verified and finishes.
    ok(await seller.client.post(`/v1/deal/${deal.id}/checklist/plates`, { done: false }), 'untick');
    const done = ok(await seller.client.post(`/v1/deal/${deal.id}/checklist/plates`, { done: true }), 'tick').body;
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.steps.every((s: { status: string }) => s.status === 'done')).toBe(true);
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ saleStatus: 'sold', salePrice: deal.price, soldTo: buyer.user.id });

    await t.ctx.jobs.drain();
    const lines = (await other.client.get(`/v1/chat/${otherChat.id}/message`)).body.content;
    expect(lines.at(-1)).toMatchObject({ senderId: null, metadata: expect.objectContaining({ event: 'listingSold' }) });
    // Told once: finishing after the payment sends no second "sold" line.
    expect(lines.filter((m: { metadata?: { event?: string } }) => m.metadata?.event === 'listingSold')).toHaveLength(1);
    expect((await buyer.client.post(`/v1/deal/${deal.id}/cancel`, { reason: 'changed mind' })).status).toBe(409);
  });

  it('cancelling keeps the car unsold and lets the seller start another deal', async () => {
    const { seller, buyer, listing, deal } = await dealSetup();
    expect((await buyer.client.post(`/v1/deal/${deal.id}/cancel`, { reason: '' })).status).toBe(400);
    const cancelled = ok(
      await buyer.client.post(`/v1/deal/${deal.id}/cancel`, { reason: 'Found another car' }),
      'cancel',
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Found another car' });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.saleStatus).toBe('unsold');
    expect((await seller.client.get(`/v1/keysavvy/listing/${listing.id}/deal-auth`)).body).toMatchObject({
      role: 'seller',
      canInitiate: true,
    });
    await startDeal(seller.client, listing.id, buyer.user.id);
  });

  it('a deal cancelled after the payment was confirmed puts the car back on sale', async () => {
    const { seller, buyer, listing, deal } = await dealSetup();
    ok(await buyer.client.post(`/v1/deal/${deal.id}/payment`, { method: 'wire' }), 'payment');
    ok(await seller.client.post(`/v1/deal/${deal.id}/payment/confirm`), 'confirm');
    const sold = async () => (await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id)))[0]!;
    expect((await sold()).saleStatus).toBe('sold');
    ok(await seller.client.post(`/v1/deal/${deal.id}/cancel`, { reason: 'The wire was recalled' }), 'cancel');
    expect(await sold()).toMatchObject({ saleStatus: 'unsold', soldTo: null, salePrice: null });
  });
});

describe('reminders', () => {
  it('reminds whoever acts next once the deal has waited DEAL_REMINDER_HOURS, once per wait', async () => {
    const { seller, buyer, deal } = await dealSetup();
    await markVerified(t, seller.user.id, buyer.user.id);
    await writeBill(seller.client, deal.id, 'OR');
    const hours = t.ctx.config.dealReminderHours;
    const waited = new Date(Date.now() - (hours + 1) * 3_600_000);
    await t.ctx.db.update(titleTransfers).set({ lastProgressAt: waited }).where(eq(titleTransfers.id, deal.id));
    await runDealReminders(t.ctx);
    await runDealReminders(t.ctx);
    const reminders = async (c: TestClient) =>
      (await c.get('/api/notifications')).body.content.filter((n: { type: string }) => n.type === 'deal.reminder');
    // Both still have to sign: both are reminded, once.
    expect(await reminders(seller.client)).toHaveLength(1);
    expect(await reminders(buyer.client)).toEqual([
      expect.objectContaining({ link: `/deals/${deal.id}`, title: 'Your deal is waiting on you: the bill of sale' }),
    ]);
  });
});
