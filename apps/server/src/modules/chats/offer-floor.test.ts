import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { chatSetup, counters, openChat, recordFeed } from './chat.fixtures';
import { AUTO_DECLINE_TEXT, FLOOR_ANSWERS_PER_CHAT, FLOOR_ANSWERS_PER_LISTING } from './offer-floor';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const FLOOR = 18_750_00;
const offer = (client: TestClient, chatId: string, amount: number) =>
  client.post(`/v1/chat/${chatId}/offer`, { amount });
type Line = {
  id: string;
  senderId: string | null;
  content: string;
  metadata: Record<string, unknown> & { revy?: unknown };
};
const lines = async (client: TestClient, chatId: string) =>
  (await client.get(`/v1/chat/${chatId}/message`)).body.content as Line[];
const assistantLines = (all: Line[]) => all.filter((m) => m.metadata.kind === 'assistant');
/** Every way the floor could be spelled in a reply. */
const floorSpellings = ['18,750', '18750', '18.75', '18.7', '$18', '1875000'];

describe('automatic decline below the seller floor', () => {
  it('stores the offer declined at once, answers politely without the floor, and does not notify the seller', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    const feed = recordFeed(t);
    const res = await offer(buyer.client, chat.id, 15_000_00);
    expect(res.status).toBe(200);
    expect(OfferSchema.parse(res.body)).toMatchObject({ amount: 15_000_00, status: 'declined', autoDeclined: true });
    expect(res.body.respondedAt).toBe(res.body.createdAt);
    feed.stop();

    const all = await lines(seller.client, chat.id);
    expect(all.map((m) => `${m.metadata.kind}:${m.metadata.event}`)).toEqual(['offer:offer', 'assistant:autoDeclined']);
    const [line, reply] = all;
    expect(reply).toMatchObject({ senderId: null, content: AUTO_DECLINE_TEXT });
    expect(reply!.metadata.revy).toMatchObject({
      action: 'answer',
      engine: 'offer-floor',
      inReplyTo: line!.id,
    });
    expect(reply!.metadata.offerId).toBe(res.body.id);
    for (const s of floorSpellings) expect(JSON.stringify(reply)).not.toContain(s);

    // Counted like any buyer offer, but never the highest (it is declined); the chat mirrors it.
    expect(await counters(seller.client, listing.id)).toMatchObject({ offerCount: 1, highestOfferAmount: null });
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body).toMatchObject({
      offer: 15_000_00,
      offerStatus: 'declined',
    });
    // The live feed has the lines and the listing's counters; the seller's bell gets nothing.
    expect(feed.on(chat.id).filter((m) => m.action === 'child')).toHaveLength(2);
    expect(feed.on(listing.id).length).toBeGreaterThan(0);
    expect(feed.on(seller.user.id).some((m) => m.action === 'create')).toBe(false);
    // Still there for the seller: in the chat (unread) and on the offers page.
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.me.unreadCount).toBeGreaterThan(0);
    const page = (await seller.client.get(`/v1/chat/listing/${listing.id}/offers`)).body;
    expect(page[0].offers).toMatchObject([{ id: res.body.id, status: 'declined', autoDeclined: true }]);
  });

  it('an offer at or above the floor goes to the seller as usual', async () => {
    const { seller, buyer, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    const feed = recordFeed(t);
    const res = await offer(buyer.client, chat.id, FLOOR);
    feed.stop();
    expect(res.body).toMatchObject({ status: 'pending', autoDeclined: false });
    expect(assistantLines(await lines(buyer.client, chat.id))).toEqual([]);
    expect(feed.on(seller.user.id).find((m) => m.action === 'create')?.data).toMatchObject({ type: 'chat.offer' });
  });

  it('with the switch off, or no floor, an offer under it goes to the seller', async () => {
    for (const settings of [{ offerLowest: FLOOR, offerAutoDecline: false }, { offerAutoDecline: true }]) {
      const { buyer, chat } = await chatSetup(t, settings);
      expect((await offer(buyer.client, chat.id, 1_000_00)).body).toMatchObject({ status: 'pending' });
      expect(assistantLines(await lines(buyer.client, chat.id))).toEqual([]);
    }
  });

  it('answers only a few times per chat, so the floor cannot be found by halving; the words never change', async () => {
    const { buyer, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    const statuses: string[] = [];
    // A binary search between $10,000 and the asking price.
    for (const amount of [10_000_00, 17_000_00, 18_500_00, 18_700_00]) {
      statuses.push((await offer(buyer.client, chat.id, amount)).body.status);
    }
    expect(FLOOR_ANSWERS_PER_CHAT).toBe(2);
    // Two answers from the floor; after that an offer under it waits for the seller like any other.
    expect(statuses).toEqual(['declined', 'declined', 'pending', 'pending']);
    const history = (await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body as { status: string }[];
    expect(history.map((o) => o.status)).toEqual(['declined', 'declined', 'withdrawn', 'pending']);
    const replies = assistantLines(await lines(buyer.client, chat.id));
    expect(replies.map((m) => m.content)).toEqual([AUTO_DECLINE_TEXT, AUTO_DECLINE_TEXT]);
  });

  it("an offer under the floor leaves the seller's counter standing; the buyer can still accept it", async () => {
    const { seller, buyer, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    await offer(buyer.client, chat.id, 19_000_00);
    const counter = (await offer(seller.client, chat.id, 21_000_00)).body;
    expect((await offer(buyer.client, chat.id, 14_000_00)).body.status).toBe('declined');
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body).toMatchObject({
      offer: 21_000_00,
      offerStatus: 'pending',
    });
    const accepted = await buyer.client.post(`/v1/chat/${chat.id}/offer/respond`, { action: 'accept' });
    expect(accepted.body).toMatchObject({ id: counter.id, status: 'accepted' });
  });

  it('answers at most ten times a day across all buyers of a listing (throwaway accounts)', async () => {
    const { listing, buyer, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    const chats = [{ client: buyer.client, id: chat.id }];
    for (let i = 0; i < 5; i++) {
      const other = await createSignedInUser(t);
      chats.push({ client: other.client, id: (await openChat(other.client, listing.id)).id });
    }
    const statuses: string[] = [];
    for (const c of chats) {
      for (const amount of [10_000_00, 11_000_00]) statuses.push((await offer(c.client, c.id, amount)).body.status);
    }
    expect(FLOOR_ANSWERS_PER_LISTING).toBe(10);
    expect(statuses.filter((s) => s === 'declined')).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(['pending', 'pending']);
  });

  it('two offers at once, one under and one over the floor: one declined, one pending, one reply', async () => {
    const { buyer, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    const results = await Promise.all([12_000_00, 19_000_00].map((a) => offer(buyer.client, chat.id, a)));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const history = (await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body as { amount: number; status: string }[];
    expect(history.find((o) => o.amount === 12_000_00)!.status).toBe('declined');
    // Whichever came first, the offer over the floor is the one waiting: the declined one replaced nothing.
    expect(history.find((o) => o.amount === 19_000_00)!.status).toBe('pending');
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body).toMatchObject({
      offer: 19_000_00,
      offerStatus: 'pending',
    });
    expect(assistantLines(await lines(buyer.client, chat.id))).toHaveLength(1);
  });

  it('the seller switching it on while a buyer offers: the offer sees the switch wholly before or after', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t, { offerLowest: FLOOR });
    const [, made] = await Promise.all([
      seller.client.request('PATCH', `/v1/listing/${listing.id}`, { json: { offerAutoDecline: true } }),
      offer(buyer.client, chat.id, 10_000_00),
    ]);
    const replies = assistantLines(await lines(buyer.client, chat.id));
    if (made.body.status === 'declined') {
      expect(made.body.autoDeclined).toBe(true);
      expect(replies).toHaveLength(1);
    } else {
      expect(made.body).toMatchObject({ status: 'pending', autoDeclined: false });
      expect(replies).toHaveLength(0);
    }
    // Either way the switch is on now, and the next one under the floor is declined.
    expect((await offer(buyer.client, chat.id, 11_000_00)).body.status).toBe('declined');
  });

  it('three offers under the floor at once: the floor answers exactly twice, the third waits for the seller', async () => {
    const { buyer, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    await Promise.all([11_000_00, 12_000_00, 13_000_00].map((a) => offer(buyer.client, chat.id, a)));
    const history = (await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body as { status: string }[];
    expect(history.map((o) => o.status)).toEqual(['declined', 'declined', 'pending']);
    expect(assistantLines(await lines(buyer.client, chat.id))).toHaveLength(2);
  });
});

describe('offerAutoDecline on the listing', () => {
  it('is owner-only like offerLowest: strangers, buyers and the chat read null; the seller and staff read it', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t, { offerLowest: FLOOR, offerAutoDecline: true });
    expect((await seller.client.get(`/v1/listing/${listing.id}`)).body).toMatchObject({
      offerLowest: FLOOR,
      offerAutoDecline: true,
    });
    const { client: staff } = await createStaff(t);
    expect((await staff.get(`/v1/listing/${listing.id}`)).body.offerAutoDecline).toBe(true);
    for (const c of [buyer.client, t.client()]) {
      expect((await c.get(`/v1/listing/${listing.id}`)).body).toMatchObject({
        offerLowest: null,
        offerAutoDecline: null,
      });
    }
    const seen = JSON.stringify((await buyer.client.get(`/v1/chat/${chat.id}`)).body);
    expect(seen).not.toContain('offerLowest');
    expect(seen).not.toContain(String(FLOOR));
  });

  it('PATCH and PUT accept it (the GET body too) and it moves the ETag; bad values are 400; others may not set it', async () => {
    const { client: stranger } = await createSignedInUser(t);
    const { listing } = await chatSetup(t, { offerLowest: FLOOR });
    const owner = await createSignedInUser(t);
    const mine = (await owner.client.post('/v1/listing', { title: 'Mine', offerLowest: FLOOR })).body;
    const opened = await owner.client.get(`/v1/listing/${mine.id}`);
    expect(opened.body.offerAutoDecline).toBe(false);
    const etag = opened.headers.get('etag')!;

    const on = await owner.client.request('PATCH', `/v1/listing/${mine.id}`, {
      json: { offerAutoDecline: true },
      headers: { 'if-match': etag },
    });
    expect(on.status).toBe(200);
    expect(on.body.offerAutoDecline).toBe(true);
    expect(on.headers.get('etag')).not.toBe(etag);
    // An editor holding the version from before the switch is stale.
    const stale = await owner.client.put(`/v1/listing/${mine.id}`, { title: 'x' }, { headers: { 'if-match': etag } });
    expect(stale.status).toBe(409);
    // The GET body PUT back saves as it is.
    const body = (await owner.client.get(`/v1/listing/${mine.id}`)).body;
    const back = await owner.client.put(`/v1/listing/${mine.id}`, { ...body, offerAutoDecline: false });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ offerAutoDecline: false, offerLowest: FLOOR });

    for (const bad of ['yes', 1, null, { on: true }]) {
      const res = await owner.client.request('PATCH', `/v1/listing/${mine.id}`, { json: { offerAutoDecline: bad } });
      expect(res.status).toBe(400);
    }
    expect((await owner.client.get(`/v1/listing/${mine.id}`)).body.offerAutoDecline).toBe(false);

    // Someone else's listing: 403.
    const denied = await stranger.request('PATCH', `/v1/listing/${listing.id}`, { json: { offerAutoDecline: true } });
    expect(denied.status).toBe(403);
    expect((await t.client().get(`/v1/listing/${listing.id}`)).body.offerAutoDecline).toBeNull();
  });
});
