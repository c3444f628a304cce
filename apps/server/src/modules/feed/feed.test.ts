import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TYPING_THROTTLE_MS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { chatSetup, send } from '../chats/testing';
import { chatUsers } from '../chats/chats.table';
import { chatFixture, connectFeed, settle } from './feed.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const publish = (targetId: string, data: unknown = { hello: targetId }) =>
  t.ctx.feed.publish({ targetId, action: 'child', createdAt: new Date().toISOString(), data });

describe('GET /v1/feed', () => {
  it('closes a socket without a session with 4401', async () => {
    const s = await connectFeed(t.url);
    expect((await s.closed).code).toBe(4401);
  });

  it('closes a socket with a forged cookie with 4401', async () => {
    const client = t.client();
    client.cookies.set('revy_session', 'x'.repeat(43));
    const s = await connectFeed(t.url, client);
    expect((await s.closed).code).toBe(4401);
  });

  it('accepts ?token= from GET /v1/chat/comet/token where the cookie cannot go, and refuses a forged one', async () => {
    const u = await createSignedInUser(t);
    const res = await u.client.get('/v1/chat/comet/token');
    expect(res.status).toBe(200);
    const s = await connectFeed(t.url, undefined, `/v1/feed?token=${encodeURIComponent(res.body.token)}`);
    expect(await s.watch([u.user.id])).toMatchObject({ targetIds: [u.user.id], denied: [] });
    s.close();
    const [payload, sig] = (res.body.token as string).split('.');
    const forged = `${payload}.${sig!.slice(0, -2)}AA`;
    for (const token of [forged, 'x.y', 'nonsense']) {
      const bad = await connectFeed(t.url, undefined, `/v1/feed?token=${encodeURIComponent(token)}`);
      expect((await bad.closed).code).toBe(4401);
    }
  });

  it('answers unreadable and malformed messages with an error and keeps the socket', async () => {
    const { client } = await createSignedInUser(t);
    const s = await connectFeed(t.url, client);
    s.send('{not json');
    s.send({ type: 'watch', targetIds: [] });
    s.send({ type: 'shout' });
    s.send({ type: 'watch', targetIds: ['x'.repeat(65)] });
    s.send({ type: 'ping' });
    await s.next((m) => m.type === 'pong');
    expect(s.messages.filter((m) => m.type === 'error')).toHaveLength(4);
    s.close();
  });

  it('closes a socket that sends a message over the size limit (1009)', async () => {
    const { client } = await createSignedInUser(t);
    const s = await connectFeed(t.url, client);
    s.send({ type: 'watch', targetIds: ['a'], pad: 'x'.repeat(40_000) });
    expect((await s.closed).code).toBe(1009);
  });

  it('lets the buyer, the seller and staff watch a chat, delivers its messages, and denies everyone else', async () => {
    const f = await chatFixture(t);
    const stranger = await createSignedInUser(t);
    const staff = await createStaff(t, 'concierge');
    const [buyer, seller, other, concierge] = await Promise.all(
      [f.buyer, f.seller, stranger, staff].map((u) => connectFeed(t.url, u.client)),
    );

    expect(await buyer!.watch([f.chat.id])).toMatchObject({ targetIds: [f.chat.id], denied: [] });
    expect(await seller!.watch([f.chat.id])).toMatchObject({ targetIds: [f.chat.id], denied: [] });
    expect(await concierge!.watch([f.chat.id])).toMatchObject({ targetIds: [f.chat.id], denied: [] });
    // A forged watch of someone else's chat: denied, and nothing published there reaches it.
    expect(await other!.watch([f.chat.id, f.buyer.user.id, 'not-an-id'])).toMatchObject({
      targetIds: [],
      denied: [f.chat.id, f.buyer.user.id, 'not-an-id'],
    });

    await publish(f.chat.id, { content: 'Is it still available?' });
    for (const s of [buyer!, seller!, concierge!]) {
      expect(await s.next((m) => m.targetId === f.chat.id)).toMatchObject({
        action: 'child',
        data: { content: 'Is it still available?' },
      });
    }
    await publish(f.buyer.user.id, { id: 'n1' });
    await settle();
    expect(other!.messages.filter((m) => m.targetId)).toEqual([]);
    for (const s of [buyer, seller, other, concierge]) s!.close();
  });

  it('pushes a message sent with POST /v1/chat/{id}/message to the seller live, with a notification on their user id', async () => {
    const f = await chatSetup(t);
    const seller = await connectFeed(t.url, f.seller.client);
    await seller.watch([f.chat.id, f.seller.user.id]);
    const sent = await send(f.buyer.client, f.chat.id, 'Is the timing belt done?');
    expect(await seller.next((m) => m.targetId === f.chat.id && m.data?.id === sent.id)).toMatchObject({
      action: 'child',
    });
    expect(await seller.next((m) => m.targetId === f.seller.user.id && m.action === 'create')).toMatchObject({
      data: { userId: f.seller.user.id },
    });
    expect((await f.seller.client.get('/api/notifications/unread-count')).body.count).toBeGreaterThanOrEqual(1);
    seller.close();
  });

  it('lets a user watch only their own user id; staff any user', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const anon = await createAnonymous(t);
    const staff = await createStaff(t);
    const sa = await connectFeed(t.url, a.client);
    const sAnon = await connectFeed(t.url, anon.client);
    const sStaff = await connectFeed(t.url, staff.client);
    expect(await sa.watch([a.user.id, b.user.id])).toMatchObject({ targetIds: [a.user.id], denied: [b.user.id] });
    expect(await sAnon.watch([anon.userId])).toMatchObject({ targetIds: [anon.userId], denied: [] });
    expect(await sStaff.watch([b.user.id])).toMatchObject({ targetIds: [b.user.id], denied: [] });
    await publish(a.user.id);
    expect(await sa.next((m) => m.targetId === a.user.id)).toBeTruthy();
    for (const s of [sa, sAnon, sStaff]) s.close();
  });

  it('lets only the seller and staff watch a listing id, published or not (its counters are owner-only)', async () => {
    const pub = await chatFixture(t, { published: true });
    const draft = await chatFixture(t);
    const visitor = await createAnonymous(t);
    const s = await connectFeed(t.url, visitor.client);
    expect(await s.watch([pub.listing.id, draft.listing.id])).toMatchObject({
      targetIds: [],
      denied: [pub.listing.id, draft.listing.id],
    });
    const buyer = await connectFeed(t.url, pub.buyer.client);
    expect(await buyer.watch([pub.listing.id])).toMatchObject({ targetIds: [], denied: [pub.listing.id] });
    const seller = await connectFeed(t.url, draft.seller.client);
    expect(await seller.watch([draft.listing.id])).toMatchObject({ targetIds: [draft.listing.id], denied: [] });
    const staff = await connectFeed(t.url, (await createStaff(t)).client);
    expect(await staff.watch([pub.listing.id])).toMatchObject({ targetIds: [pub.listing.id], denied: [] });
    for (const x of [s, buyer, seller, staff]) x.close();
  });

  it('stops delivering after unwatch and refuses more than 500 watched ids', async () => {
    const f = await chatFixture(t);
    const s = await connectFeed(t.url, f.buyer.client);
    await s.watch([f.chat.id]);
    s.send({ type: 'unwatch', targetIds: [f.chat.id] });
    s.send({ type: 'ping' });
    await s.next((m) => m.type === 'pong');
    await publish(f.chat.id);
    await settle();
    expect(s.messages.filter((m) => m.targetId)).toEqual([]);

    await s.watch([f.buyer.user.id]);
    const many = Array.from({ length: 500 }, (_, i) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const answer = await s.watch(many);
    expect(answer.denied).toHaveLength(500);
    s.close();
  });

  it('passes typing to the other side at most once per throttle window, with one database write', async () => {
    const f = await chatFixture(t);
    const buyer = await connectFeed(t.url, f.buyer.client);
    const seller = await connectFeed(t.url, f.seller.client);
    const stranger = await connectFeed(t.url, (await createSignedInUser(t)).client);
    await seller.watch([f.chat.id]);
    for (let i = 0; i < 10; i++) buyer.send({ type: 'typing', chatId: f.chat.id });
    // A stranger's typing in the chat is dropped.
    stranger.send({ type: 'typing', chatId: f.chat.id });
    const first = await seller.next((m) => m.data?.typing);
    expect(first).toMatchObject({
      targetId: f.chat.id,
      action: 'update',
      data: { typing: { userId: f.buyer.user.id } },
    });
    await settle(300);
    expect(seller.messages.filter((m) => m.data?.typing)).toHaveLength(1);
    expect(TYPING_THROTTLE_MS).toBeGreaterThan(300);

    const [row] = await t.ctx.db
      .select({ at: chatUsers.lastTypingAt })
      .from(chatUsers)
      .where(and(eq(chatUsers.chatId, f.chat.id), eq(chatUsers.userId, f.buyer.user.id)));
    expect(row!.at).toBeInstanceOf(Date);
    for (const s of [buyer, seller, stranger]) s.close();
  });
});
