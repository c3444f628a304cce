import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OFFER_MAX_CENTS, OFFER_TTL_MS, OfferSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { chatSetup, counters, MISSING_ID, openChat, recordFeed } from './chat.fixtures';
import { chats } from './chats.table';
import { offers } from './offers.table';
import { expireStaleOffers } from './offers.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const offer = (client: TestClient, chatId: string, amount: unknown, explanation?: string) =>
  client.post(`/v1/chat/${chatId}/offer`, { amount, ...(explanation ? { explanation } : {}) });
const respond = (client: TestClient, chatId: string, action: string) =>
  client.post(`/v1/chat/${chatId}/offer/respond`, { action });

describe('POST /v1/chat/{id}/offer', () => {
  it('offer → counter → accept: statuses, chat mirror, system lines, counters, feed and notifications', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const feed = recordFeed(t);
    const made = await offer(buyer.client, chat.id, 20_000_00, 'Cash today');
    expect(made.status).toBe(200);
    expect(OfferSchema.parse(made.body)).toMatchObject({
      fromRole: 'buyer',
      amount: 20_000_00,
      status: 'pending',
      explanation: 'Cash today',
      counterOfId: null,
    });
    expect(feed.on(chat.id).map((m) => m.action)).toEqual(['child', 'update']);
    expect(feed.on(chat.id)[1]!.data).toMatchObject({ offer: 20_000_00, offerStatus: 'pending', me: null });
    expect(feed.on(listing.id)[0]!.data).toMatchObject({ offerCount: 1, highestOfferAmount: 20_000_00 });
    expect(feed.on(seller.user.id).find((m) => m.action === 'create')?.data).toMatchObject({
      type: 'chat.offer',
      link: `/my-garage/${listing.id}/messages/${chat.id}`,
    });
    feed.stop();

    const counter = await offer(seller.client, chat.id, 23_000_00);
    expect(counter.body).toMatchObject({ fromRole: 'seller', status: 'pending', counterOfId: made.body.id });
    const accepted = await respond(buyer.client, chat.id, 'accept');
    expect(accepted.body).toMatchObject({ id: counter.body.id, status: 'accepted' });
    expect(accepted.body.respondedAt).toBeTruthy();
    const history = await buyer.client.get(`/v1/chat/${chat.id}/offer`);
    expect(history.body.map((o: { status: string }) => o.status)).toEqual(['countered', 'accepted']);
    const c = (await buyer.client.get(`/v1/chat/${chat.id}`)).body;
    expect(c).toMatchObject({ offer: 23_000_00, offerStatus: 'accepted' });
    const lines = (await seller.client.get(`/v1/chat/${chat.id}/message`)).body.content;
    expect(
      lines.map((m: { metadata: { kind: string; event: string } }) => `${m.metadata.kind}:${m.metadata.event}`),
    ).toEqual(['offer:offer', 'offer:counter', 'offer:accepted']);
    expect(lines[0]).toMatchObject({ senderId: null, content: 'Offer: $20,000. Cash today' });
    // offerCount counts the buyer's offers; the countered one still counts towards the highest.
    expect(await counters(seller.client, listing.id)).toMatchObject({ offerCount: 1, highestOfferAmount: 20_000_00 });
    // The seller's counter is the buyer's one unread line; their own offer and answer are not.
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.me.unreadCount).toBe(1);
  });

  it('a new buyer offer withdraws their earlier one; a withdrawn or declined offer leaves highestOfferAmount', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const first = (await offer(buyer.client, chat.id, 15_000_00)).body;
    const second = (await offer(buyer.client, chat.id, 16_000_00)).body;
    expect(second.counterOfId).toBeNull();
    const history = (await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body;
    expect(history.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [first.id, 'withdrawn'],
      [second.id, 'pending'],
    ]);
    expect(await counters(seller.client, listing.id)).toMatchObject({ offerCount: 2, highestOfferAmount: 16_000_00 });
    expect((await respond(buyer.client, chat.id, 'accept')).status).toBe(409);
    expect((await respond(seller.client, chat.id, 'withdraw')).status).toBe(409);
    expect((await respond(seller.client, chat.id, 'decline')).body.status).toBe('declined');
    expect(await counters(seller.client, listing.id)).toMatchObject({ offerCount: 2, highestOfferAmount: null });
    expect((await respond(seller.client, chat.id, 'accept')).status).toBe(409);
    await offer(buyer.client, chat.id, 17_000_00);
    expect((await respond(buyer.client, chat.id, 'withdraw')).body.status).toBe('withdrawn');
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.offerStatus).toBe('withdrawn');
  });

  it("the highest offer is across the listing's chats", async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const other = await createSignedInUser(t);
    const chat2 = await openChat(other.client, listing.id);
    await offer(buyer.client, chat.id, 18_000_00);
    await offer(other.client, chat2.id, 19_500_00);
    expect(await counters(seller.client, listing.id)).toMatchObject({ offerCount: 2, highestOfferAmount: 19_500_00 });
  });

  it('refuses zero, negative, absurd, fractional and non-number amounts (400) and stores nothing', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    for (const amount of [0, -500, 99, OFFER_MAX_CENTS + 1, 1e20, 1234.5, '20000', null, Number.NaN]) {
      const res = await offer(buyer.client, chat.id, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await buyer.client.post(`/v1/chat/${chat.id}/offer`, { amount: 100_00, extra: 1 })).status).toBe(400);
    expect(
      (await buyer.client.post(`/v1/chat/${chat.id}/offer`, { amount: 100_00, explanation: 'x'.repeat(1001) })).status,
    ).toBe(400);
    expect((await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body).toEqual([]);
    expect((await counters(seller.client, listing.id)).offerCount).toBe(0);
    expect((await respond(buyer.client, chat.id, 'maybe')).status).toBe(400);
  });

  it('422 on a sold or unpublished car; 403 for a restricted buyer, staff and strangers; 409 for a seller with nothing to counter; 404 unknown chat', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    expect((await offer(seller.client, chat.id, 10_000_00)).status).toBe(409);
    const staff = await createStaff(t);
    expect((await offer(staff.client, chat.id, 10_000_00)).status).toBe(403);
    const stranger = await createSignedInUser(t);
    expect((await offer(stranger.client, chat.id, 10_000_00)).status).toBe(403);
    expect((await respond(stranger.client, chat.id, 'accept')).status).toBe(403);
    expect((await offer(buyer.client, MISSING_ID, 10_000_00)).status).toBe(404);
    await seller.client.put(`/v1/chat/${chat.id}`, { isRestricted: true });
    const restricted = await offer(buyer.client, chat.id, 10_000_00);
    expect(restricted.status).toBe(403);
    expect(restricted.body.message).toBe('The seller has closed this conversation');
    await seller.client.put(`/v1/chat/${chat.id}`, { isRestricted: false });
    const sold = await seller.client.post(`/v1/listing/${listing.id}/update-sale-status`, { outcome: 'sold' });
    expect(sold.status, sold.text).toBe(200);
    const res = await offer(buyer.client, chat.id, 10_000_00);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'UNPROCESSABLE', message: 'This car has been sold' });
    expect((await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body).toEqual([]);
  });
  it('422 on an unpublished car, with nothing stored', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const res = await seller.client.request('PATCH', `/v1/listing/${listing.id}`, { json: { status: 'unpublished' } });
    expect(res.status, res.text).toBe(200);
    const made = await offer(buyer.client, chat.id, 10_000_00);
    expect(made.status).toBe(422);
    expect(made.body.message).toBe('This car is not on sale at the moment');
    expect((await counters(seller.client, listing.id)).offerCount).toBe(0);
  });
});

describe('offer expiry', () => {
  it('a pending offer older than OFFER_TTL_MS expires lazily on read, and by the job', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const made = (await offer(buyer.client, chat.id, 12_000_00)).body;
    const old = new Date(Date.now() - OFFER_TTL_MS - 1000);
    await t.ctx.db.update(offers).set({ createdAt: old }).where(eq(offers.id, made.id));
    await t.ctx.db.update(chats).set({ offerAt: old }).where(eq(chats.id, chat.id));
    const c = (await buyer.client.get(`/v1/chat/${chat.id}`)).body;
    expect(c.offerStatus).toBe('expired');
    expect((await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body[0].status).toBe('expired');
    expect(await counters(seller.client, listing.id)).toMatchObject({ offerCount: 1, highestOfferAmount: null });
    expect((await respond(seller.client, chat.id, 'accept')).status).toBe(409);

    const second = await chatSetup(t);
    const o2 = (await offer(second.buyer.client, second.chat.id, 13_000_00)).body;
    await t.ctx.db.update(offers).set({ createdAt: old }).where(eq(offers.id, o2.id));
    expect(await expireStaleOffers(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await second.buyer.client.get(`/v1/chat/${second.chat.id}/offer`)).body[0].status).toBe('expired');
    expect(await expireStaleOffers(t.ctx)).toBe(0);
  });
});

describe('GET /v1/chat/listing/{listingId}/offers', () => {
  it("gives the seller every chat holding offers with its offers, a buyer only their own, strangers' and bad ids nothing", async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const other = await createSignedInUser(t, { firstName: 'Otto', lastName: 'Other' });
    const otherChat = await openChat(other.client, listing.id);
    const quiet = await createSignedInUser(t);
    await openChat(quiet.client, listing.id); // a chat without offers is not listed
    await offer(buyer.client, chat.id, 18_000_00);
    await offer(seller.client, chat.id, 19_500_00);
    await offer(other.client, otherChat.id, 17_000_00, 'Can pick up Friday');

    const all = await seller.client.get(`/v1/chat/listing/${listing.id}/offers`);
    expect(all.status, all.text).toBe(200);
    expect(all.body).toHaveLength(2);
    const mine = all.body.find((x: { chat: { id: string } }) => x.chat.id === chat.id);
    expect(
      mine.offers.map((o: { fromRole: string; status: string; amount: number }) => [o.fromRole, o.status, o.amount]),
    ).toEqual([
      ['buyer', 'countered', 18_000_00],
      ['seller', 'pending', 19_500_00],
    ]);
    expect(mine.chat).toMatchObject({ offerStatus: 'pending', buyer: { firstName: 'Bea' } });

    const own = await other.client.get(`/v1/chat/listing/${listing.id}/offers`);
    expect(own.body.map((x: { chat: { id: string } }) => x.chat.id)).toEqual([otherChat.id]);
    const none = await quiet.client.get(`/v1/chat/listing/${listing.id}/offers`);
    expect(none.body).toEqual([]);
    const staff = await createStaff(t);
    expect((await staff.client.get(`/v1/chat/listing/${listing.id}/offers`)).body).toHaveLength(2);

    expect((await t.client().get(`/v1/chat/listing/${listing.id}/offers`)).status).toBe(401);
    expect((await seller.client.get(`/v1/chat/listing/not-a-uuid/offers`)).status).toBe(400);
    const missing = await seller.client.get(`/v1/chat/listing/${MISSING_ID}/offers`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'NOT_FOUND', message: 'Listing not found' });
  });
});
