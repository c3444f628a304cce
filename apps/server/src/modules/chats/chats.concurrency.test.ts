import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { chatMessages } from './chats.table';
import { chatSetup, counters, openChat, recordFeed, send } from './chat.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('at the same moment', () => {
  it('five sends of one id store one message and all answer it', async () => {
    const { buyer, chat } = await chatSetup(t);
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyer.client.post(`/v1/chat/${chat.id}/message`, { id, content: 'Still available?' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.id))).toEqual(new Set([id]));
    expect(await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id))).toHaveLength(1);
  });

  it('opening one chat twice at once gives one chat; counters stay exact with several buyers asking at once', async () => {
    const { seller, listing } = await chatSetup(t);
    const buyers = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
    const twice = await Promise.all([
      buyers[0]!.client.post('/v1/chat', { listingId: listing.id }),
      buyers[0]!.client.post('/v1/chat', { listingId: listing.id }),
    ]);
    expect(twice[0]!.body.id).toBe(twice[1]!.body.id);
    const chats = await Promise.all(buyers.map((b) => openChat(b.client, listing.id)));
    await Promise.all(
      buyers.flatMap((b, i) => [
        b.client.post(`/v1/chat/${chats[i]!.id}/testdrive`),
        b.client.post(`/v1/chat/${chats[i]!.id}/testdrive`),
        b.client.post(`/v1/chat/${chats[i]!.id}/videotour`),
      ]),
    );
    await Promise.all(
      buyers.map((b, i) => b.client.post(`/v1/chat/${chats[i]!.id}/offer`, { amount: (20_000 + i) * 100 })),
    );
    expect(await counters(seller.client, listing.id)).toMatchObject({
      buyerCount: 4,
      testDriveRequestCount: 3,
      videoTourRequestCount: 3,
      testDriveAndVideoTourCount: 3,
      offerCount: 3,
      highestOfferAmount: 20_002_00,
    });
  });

  it('two offers of one buyer at once leave exactly one pending', async () => {
    const { buyer, chat } = await chatSetup(t);
    const results = await Promise.all(
      [10_000_00, 11_000_00].map((amount) => buyer.client.post(`/v1/chat/${chat.id}/offer`, { amount })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const history = (await buyer.client.get(`/v1/chat/${chat.id}/offer`)).body as { status: string }[];
    expect(history.map((o) => o.status).sort()).toEqual(['pending', 'withdrawn']);
  });
});

describe('notifications', () => {
  it('a message notifies the other side with the link of their page', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const feed = recordFeed(t);
    await send(buyer.client, chat.id, 'Hi there');
    await send(seller.client, chat.id, 'Hello!');
    const toSeller = feed.on(seller.user.id).find((m) => m.action === 'create');
    const toBuyer = feed.on(buyer.user.id).find((m) => m.action === 'create');
    feed.stop();
    expect(toSeller?.data).toMatchObject({
      type: 'chat.message',
      link: `/my-garage/${listing.id}/messages/${chat.id}`,
      body: 'Hi there',
    });
    expect(toBuyer?.data).toMatchObject({
      type: 'chat.message',
      link: `/listings/${listing.id}/chat/${chat.id}`,
      body: 'Hello!',
    });
  });
});
