import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSchema, ChatTokenSchema, ChatUserSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { createListing, createPublished } from '../listings/testing';
import { chatSetup, counters, MISSING_ID, openChat, recordFeed, send } from './chat.fixtures';
import { chatTokenSecret, verifyChatToken } from './chat-token';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST /v1/chat', () => {
  it('opens one chat per buyer and listing, with both people in it; buyerCount follows', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    expect(ChatSchema.parse(chat)).toMatchObject({
      listingId: listing.id,
      buyerId: buyer.user.id,
      offerStatus: null,
      isRestricted: false,
      listing: { id: listing.id, sellerId: seller.user.id, status: 'published' },
      buyer: { id: buyer.user.id, firstName: 'Bea' },
      seller: { id: seller.user.id, firstName: 'Sam' },
      me: { role: 'buyer', unreadCount: 0 },
      lastMessage: null,
    });
    const again = await openChat(buyer.client, listing.id);
    expect(again.id).toBe(chat.id);
    expect((await counters(seller.client, listing.id)).buyerCount).toBe(1);
    const anon = await createAnonymous(t);
    const anonChat = await openChat(anon.client, listing.id);
    expect(anonChat.buyerId).toBe(anon.userId);
    expect((await counters(seller.client, listing.id)).buyerCount).toBe(2);
  });

  it('refuses the seller their own listing (409), unpublished or missing listings (404), another buyerId unless staff (403), bad bodies (400), signed out (401)', async () => {
    const { seller, buyer, listing } = await chatSetup(t);
    expect((await seller.client.post('/v1/chat', { listingId: listing.id })).status).toBe(409);
    const draft = await createListing(seller.client);
    expect((await buyer.client.post('/v1/chat', { listingId: draft.id })).status).toBe(404);
    expect((await buyer.client.post('/v1/chat', { listingId: MISSING_ID })).status).toBe(404);
    const other = await createSignedInUser(t);
    expect((await buyer.client.post('/v1/chat', { listingId: listing.id, buyerId: other.user.id })).status).toBe(403);
    for (const body of [{}, { listingId: 'nope' }, { listingId: listing.id, extra: 1 }]) {
      const res = await buyer.client.post('/v1/chat', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await t.client().post('/v1/chat', { listingId: listing.id })).status).toBe(401);
    const staff = await createStaff(t, 'concierge');
    const forOther = await openChat(staff.client, listing.id, { buyerId: other.user.id });
    expect(forOther).toMatchObject({ buyerId: other.user.id, me: null });
  });
});

describe('GET /v1/chat/{id} and lists', () => {
  it('lets the buyer, the seller and staff read; others 403, unknown 404, bad id 400', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.me.role).toBe('buyer');
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.me.role).toBe('seller');
    const staff = await createStaff(t);
    expect((await staff.client.get(`/v1/chat/${chat.id}`)).body.me).toBeNull();
    const stranger = await createSignedInUser(t);
    for (const path of [
      `/v1/chat/${chat.id}`,
      `/v1/chat/${chat.id}/message`,
      `/v1/chat/${chat.id}/offer`,
      `/v1/chat/${chat.id}/user/${buyer.user.id}`,
    ]) {
      const res = await stranger.client.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ error: 'FORBIDDEN', name: 'ForbiddenException' });
    }
    expect((await buyer.client.get(`/v1/chat/${MISSING_ID}`)).status).toBe(404);
    expect((await buyer.client.get('/v1/chat/not-a-uuid')).status).toBe(400);
    expect((await t.client().get(`/v1/chat/${chat.id}`)).status).toBe(401);
  });

  it("lists the caller's chats newest activity first with last message and unread counts; staff ?all only", async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const second = await createPublished(t, seller.client, { title: 'Second car' });
    const chat2 = await openChat(buyer.client, second.id);
    await send(buyer.client, chat.id, 'Hello about the first car');
    const mine = await buyer.client.get('/v1/chat', { query: { size: 10 } });
    expect(mine.status).toBe(200);
    expect(mine.body.content.map((c: { id: string }) => c.id)).toEqual([chat.id, chat2.id]);
    expect(mine.body.content[0].lastMessage.content).toBe('Hello about the first car');
    const sellers = await seller.client.get('/v1/chat');
    expect(sellers.body.content.find((c: { id: string }) => c.id === chat.id).me.unreadCount).toBe(1);
    expect((await buyer.client.get('/v1/chat', { query: { all: 'true' } })).status).toBe(403);
    expect((await buyer.client.get('/v1/chat', { query: { size: 0 } })).status).toBe(400);
    const staff = await createStaff(t);
    expect((await staff.client.get('/v1/chat', { query: { all: 'true' } })).body.totalElements).toBeGreaterThanOrEqual(
      2,
    );
    expect((await staff.client.get('/v1/chat')).body.totalElements).toBe(0);
  });

  it("lists a listing's chats for the seller; a buyer sees only their own, also once the car is sold", async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const other = await createSignedInUser(t);
    await openChat(other.client, listing.id);
    expect((await seller.client.get(`/v1/chat/listing/${listing.id}`)).body.totalElements).toBe(2);
    const own = await buyer.client.get(`/v1/chat/listing/${listing.id}`);
    expect(own.body.content.map((c: { id: string }) => c.id)).toEqual([chat.id]);
    expect((await buyer.client.get(`/v1/chat/listing/${MISSING_ID}`)).status).toBe(404);
    await seller.client.post(`/v1/listing/${listing.id}/update-sale-status`, { outcome: 'sold' });
    expect((await buyer.client.get(`/v1/chat/listing/${listing.id}`)).body.totalElements).toBe(1);
    expect((await (await createSignedInUser(t)).client.get(`/v1/chat/listing/${listing.id}`)).body.totalElements).toBe(
      0,
    );
    expect((await buyer.client.get('/v1/chat/listing/x')).status).toBe(400);
  });
});

describe('PUT and DELETE /v1/chat/{id}', () => {
  it('the seller restricts the buyer, who then cannot write (403); staff escalate; the buyer cannot do either', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    expect((await buyer.client.put(`/v1/chat/${chat.id}`, { isRestricted: true })).status).toBe(403);
    expect((await seller.client.put(`/v1/chat/${chat.id}`, { isEscalated: true })).status).toBe(403);
    expect((await buyer.client.put(`/v1/chat/${chat.id}`, { title: 'About the RAV4' })).body.title).toBe(
      'About the RAV4',
    );
    const feed = recordFeed(t);
    const res = await seller.client.put(`/v1/chat/${chat.id}`, { isRestricted: true });
    expect(res.body.isRestricted).toBe(true);
    expect(feed.on(chat.id).map((m) => m.action)).toEqual(['update']);
    feed.stop();
    const refused = await buyer.client.post(`/v1/chat/${chat.id}/message`, { content: 'hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The seller has closed this conversation');
    expect((await seller.client.post(`/v1/chat/${chat.id}/message`, { content: 'Sorry, sold elsewhere' })).status).toBe(
      200,
    );
    const staff = await createStaff(t, 'concierge');
    expect(
      (await staff.client.put(`/v1/chat/${chat.id}`, { isEscalated: true, isConciergeEscalated: true })).body,
    ).toMatchObject({ isEscalated: true, isConciergeEscalated: true });
    expect((await seller.client.put(`/v1/chat/${chat.id}`, { isRestricted: 'yes' })).status).toBe(400);
    expect((await seller.client.put(`/v1/chat/${chat.id}`, { other: 1 })).status).toBe(400);
  });

  it('only staff delete (204); the listing counters follow and the feed says delete', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    expect((await seller.client.request('DELETE', `/v1/chat/${chat.id}`)).status).toBe(403);
    expect((await buyer.client.request('DELETE', `/v1/chat/${chat.id}`)).status).toBe(403);
    const staff = await createStaff(t);
    const feed = recordFeed(t);
    expect((await staff.client.request('DELETE', `/v1/chat/${chat.id}`)).status).toBe(204);
    expect(feed.on(chat.id).map((m) => m.action)).toEqual(['delete']);
    expect(feed.on(listing.id)[0]!.data).toMatchObject({ buyerCount: 0 });
    feed.stop();
    expect((await staff.client.request('DELETE', `/v1/chat/${chat.id}`)).status).toBe(404);
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).status).toBe(404);
    expect((await counters(seller.client, listing.id)).buyerCount).toBe(0);
  });
});

describe('chat users and the token', () => {
  it("GET /v1/chat/user lists the caller's rows; GET /v1/chat/{id}/user/{userId} one of them", async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const rows = await buyer.client.get('/v1/chat/user');
    expect(rows.status).toBe(200);
    expect(rows.body.map((r: unknown) => ChatUserSchema.parse(r).chatId)).toContain(chat.id);
    const sellerRow = await buyer.client.get(`/v1/chat/${chat.id}/user/${seller.user.id}`);
    expect(sellerRow.body).toMatchObject({ role: 'seller', userId: seller.user.id, user: { firstName: 'Sam' } });
    expect((await buyer.client.get(`/v1/chat/${chat.id}/user/${MISSING_ID}`)).status).toBe(404);
    expect((await t.client().get('/v1/chat/user')).status).toBe(401);
  });

  it("GET /v1/chat/comet/token signs the caller's id for 10 minutes", async () => {
    const { buyer } = await chatSetup(t);
    const res = await buyer.client.get('/v1/chat/comet/token');
    const token = ChatTokenSchema.parse(res.body);
    const secret = await chatTokenSecret(t.ctx.db);
    expect(verifyChatToken(secret, token.token)).toBe(buyer.user.id);
    expect(verifyChatToken(secret, token.token, new Date(Date.parse(token.expiresAt) + 1))).toBeNull();
    expect(verifyChatToken(secret, `${token.token}x`)).toBeNull();
    expect(verifyChatToken('other-secret', token.token)).toBeNull();
    expect((await t.client().get('/v1/chat/comet/token')).status).toBe(401);
  });
});
