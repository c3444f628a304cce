import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, ChatMessageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { chatMessages } from './chats.table';
import { createPublished } from '../listings/testing';
import { chatSetup, counters, MISSING_ID, openChat, recordFeed, send } from './chat.fixtures';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST /v1/chat/{id}/message', () => {
  it('stores the text exactly as sent, kind text, and publishes child + unread after commit', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const feed = recordFeed(t);
    const content = '<b>Is it</b> still available? <script>alert(1)</script> & "quotes"';
    const res = await buyer.client.post(`/v1/chat/${chat.id}/message`, {
      content,
      metadata: { kind: 'offer', scamSignals: [], clientTag: 'x' },
    });
    expect(res.status).toBe(200);
    const m = ChatMessageSchema.parse(res.body);
    expect(m).toMatchObject({
      chatId: chat.id,
      senderId: buyer.user.id,
      content,
      contentText: content,
      metadata: { kind: 'text', clientTag: 'x' },
    });
    expect(m.metadata.scamSignals).toBeUndefined();
    expect(feed.on(chat.id)).toEqual([
      expect.objectContaining({ action: 'child', data: expect.objectContaining({ id: m.id }) }),
    ]);
    expect(feed.on(seller.user.id).map((f) => f.data)).toContainEqual({ chatId: chat.id, unreadCount: 1 });
    feed.stop();
    const listed = await seller.client.get(`/v1/chat/${chat.id}/message`);
    expect(listed.body.content.map((x: { content: string }) => x.content)).toEqual([content]);
  });

  it('flags scam phrasings without blocking them: delivered, the recipient reads the warning', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const m = await send(
      buyer.client,
      chat.id,
      "I'm overseas, my shipper will pick it up. Can you send me the code you received by text?",
    );
    expect(m.metadata.scamSignals.map((s: { kind: string }) => s.kind)).toEqual([
      'verificationCode',
      'shippingAgent',
      'farAway',
    ]);
    const listed = await seller.client.get(`/v1/chat/${chat.id}/message`);
    expect(listed.body.content).toHaveLength(1);
    expect(listed.body.content[0].metadata.scamSignals[0].warning).toMatch(/never share a verification code/i);
  });

  it('a retried send with the same id returns the stored message, never a second one; the id in another chat or by another sender is 409', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const id = randomUUID();
    const first = await send(buyer.client, chat.id, 'Hello', { id });
    const again = await send(buyer.client, chat.id, 'Hello', { id });
    expect(again).toEqual(first);
    const rows = await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id));
    expect(rows).toHaveLength(1);
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.me.unreadCount).toBe(1);
    expect((await seller.client.post(`/v1/chat/${chat.id}/message`, { id, content: 'Hi' })).status).toBe(409);
    const other = await chatSetup(t);
    expect((await other.buyer.client.post(`/v1/chat/${other.chat.id}/message`, { id, content: 'Hi' })).status).toBe(
      409,
    );
  });

  it('refuses empty, blank, oversize and malformed messages (400), strangers (403), unknown chats (404)', async () => {
    const { buyer, chat } = await chatSetup(t);
    const bad = [
      {},
      { content: '' },
      { content: '   \n ' },
      { content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
      { content: 5 },
      { content: 'hi', id: 'nope' },
      { content: 'hi', extra: true },
    ];
    for (const body of bad) {
      const res = await buyer.client.post(`/v1/chat/${chat.id}/message`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect(
      (await buyer.client.post(`/v1/chat/${chat.id}/message`, { content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).status,
    ).toBe(200);
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.post(`/v1/chat/${chat.id}/message`, { content: 'hi' })).status).toBe(403);
    expect((await buyer.client.post(`/v1/chat/${MISSING_ID}/message`, { content: 'hi' })).status).toBe(404);
    expect(
      (await buyer.client.post(`/v1/chat/${chat.id}/message`, { content: 'hi', replyToId: MISSING_ID })).status,
    ).toBe(400);
    expect((await t.client().post(`/v1/chat/${chat.id}/message`, { content: 'hi' })).status).toBe(401);
  });

  it('limits a sender to 30 messages a minute (429 with Retry-After)', async () => {
    const { buyer, chat } = await chatSetup(t);
    for (let i = 0; i < 30; i++) await send(buyer.client, chat.id, `message ${i}`);
    const res = await buyer.client.post(`/v1/chat/${chat.id}/message`, { content: 'one too many' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('staff who write join the chat as concierge', async () => {
    const { chat } = await chatSetup(t);
    const staff = await createStaff(t, 'concierge');
    await send(staff.client, chat.id, 'Hi both, I am here to help.');
    expect((await staff.client.get(`/v1/chat/${chat.id}`)).body.me.role).toBe('concierge');
  });
});

describe('GET /v1/chat/{id}/message', () => {
  it('pages oldest first and catches up after an id', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const a = await send(buyer.client, chat.id, 'one');
    await send(seller.client, chat.id, 'two');
    await send(buyer.client, chat.id, 'three');
    const page = await buyer.client.get(`/v1/chat/${chat.id}/message`, { query: { size: 2 } });
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, size: 2, number: 0 });
    expect(page.body.content.map((m: { content: string }) => m.content)).toEqual(['one', 'two']);
    const after = await buyer.client.get(`/v1/chat/${chat.id}/message`, { query: { afterId: a.id } });
    expect(after.body.content.map((m: { content: string }) => m.content)).toEqual(['two', 'three']);
    for (const query of [{ size: 1001 }, { size: 0 }, { page: -1 }, { afterId: 'x' }]) {
      expect((await buyer.client.get(`/v1/chat/${chat.id}/message`, { query })).status, JSON.stringify(query)).toBe(
        400,
      );
    }
  });
});

describe('POST /v1/chat/{id}/message/{messageId}', () => {
  it('the author edits text (scam rules re-run, update published); others 403, unknown 404, bad body 400', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const m = await send(buyer.client, chat.id, 'Is it available?');
    const feed = recordFeed(t);
    const res = await buyer.client.post(`/v1/chat/${chat.id}/message/${m.id}`, {
      content: 'Can I pay with Bitcoin instead?',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('Can I pay with Bitcoin instead?');
    expect(res.body.metadata.scamSignals[0].kind).toBe('giftCardCryptoWire');
    expect(res.body.metadata.editedAt).toBeTruthy();
    expect(feed.on(chat.id)).toEqual([
      expect.objectContaining({ action: 'update', data: { message: expect.objectContaining({ id: m.id }) } }),
    ]);
    feed.stop();
    expect((await seller.client.post(`/v1/chat/${chat.id}/message/${m.id}`, { content: 'hijack' })).status).toBe(403);
    expect((await buyer.client.post(`/v1/chat/${chat.id}/message/${MISSING_ID}`, { content: 'x' })).status).toBe(404);
    expect((await buyer.client.post(`/v1/chat/${chat.id}/message/${m.id}`, { content: '' })).status).toBe(400);
    await t.ctx.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(chatMessages.id, m.id));
    expect((await buyer.client.post(`/v1/chat/${chat.id}/message/${m.id}`, { content: 'too late' })).status).toBe(409);
  });
});

describe('POST /v1/chat/{id}/read and the SLA clock', () => {
  it("reading the chat reads the bell's notifications about it, and only those", async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const otherBuyer = await createSignedInUser(t);
    const otherChat = await openChat(otherBuyer.client, (await createPublished(t, seller.client, {})).id);
    await send(buyer.client, chat.id, 'Is it still available?');
    await send(otherBuyer.client, otherChat.id, 'Hello from another buyer');
    expect((await seller.client.get('/api/notifications/unread-count')).body.count).toBe(2);
    const feed = recordFeed(t);
    expect((await seller.client.post(`/v1/chat/${chat.id}/read`)).status).toBe(200);
    expect((await seller.client.get('/api/notifications/unread-count')).body.count).toBe(1);
    expect(feed.on(seller.user.id).map((f) => f.data)).toContainEqual({ readChat: chat.id, unreadCount: 1 });
    feed.stop();
    // The buyer reading the same chat leaves the seller's notifications alone.
    await buyer.client.post(`/v1/chat/${chat.id}/read`);
    expect((await seller.client.get('/api/notifications/unread-count')).body.count).toBe(1);
  });

  it('unread counts follow messages of others; read sets lastRead and recounts; never moves back', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const m1 = await send(buyer.client, chat.id, 'one');
    await send(buyer.client, chat.id, 'two');
    await send(seller.client, chat.id, 'mine');
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.me.unreadCount).toBe(2);
    const part = await seller.client.post(`/v1/chat/${chat.id}/read`, { messageId: m1.id });
    expect(part.body).toMatchObject({ lastReadChatMessageId: m1.id, unreadCount: 1 });
    expect(part.body.lastReadAt).toBeTruthy();
    const feed = recordFeed(t);
    const all = await seller.client.post(`/v1/chat/${chat.id}/read`);
    expect(all.body.unreadCount).toBe(0);
    expect(feed.on(seller.user.id).map((f) => f.data)).toContainEqual({ chatId: chat.id, unreadCount: 0 });
    expect(feed.on(chat.id)[0]).toMatchObject({
      action: 'update',
      data: { chatUser: { userId: seller.user.id, unreadCount: 0 } },
    });
    feed.stop();
    const back = await seller.client.post(`/v1/chat/${chat.id}/read`, { messageId: m1.id });
    expect(back.body.lastReadChatMessageId).toBe(all.body.lastReadChatMessageId);
    expect(back.body.unreadCount).toBe(0);
    expect((await buyer.client.get(`/v1/chat/${chat.id}/user/${seller.user.id}`)).body.lastReadChatMessageId).toBe(
      all.body.lastReadChatMessageId,
    );
    expect((await seller.client.post(`/v1/chat/${chat.id}/read`, { messageId: 'x' })).status).toBe(400);
    expect((await seller.client.post(`/v1/chat/${chat.id}/read`, { messageId: MISSING_ID })).status).toBe(404);
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.post(`/v1/chat/${chat.id}/read`, {})).status).toBe(403);
  });

  it('a buyer message starts the seller clock (kept while waiting), a seller reply stops it; listing counters follow', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    await send(buyer.client, chat.id, 'Hi');
    const first = (await seller.client.get(`/v1/chat/${chat.id}/user/${seller.user.id}`)).body.slaClockAt;
    expect(first).toBeTruthy();
    await send(buyer.client, chat.id, 'Hello??');
    expect((await seller.client.get(`/v1/chat/${chat.id}/user/${seller.user.id}`)).body.slaClockAt).toBe(first);
    expect(await counters(seller.client, listing.id)).toMatchObject({ chatsToAnswerCount: 1, maxSlaClockAt: first });
    const other = await createSignedInUser(t);
    const chat2 = (await other.client.post('/v1/chat', { listingId: listing.id })).body;
    await send(other.client, chat2.id, 'Me too');
    expect(await counters(seller.client, listing.id)).toMatchObject({ chatsToAnswerCount: 2, maxSlaClockAt: first });
    await send(seller.client, chat.id, 'Yes, available');
    const after = await counters(seller.client, listing.id);
    expect(after.chatsToAnswerCount).toBe(1);
    expect(after.maxSlaClockAt).not.toBe(first);
    await send(seller.client, chat2.id, 'Yes');
    expect(await counters(seller.client, listing.id)).toMatchObject({ chatsToAnswerCount: 0, maxSlaClockAt: null });
  });
});

describe('POST /v1/api/chat-form/create/{id}', () => {
  it('stores the form and a form message; GET ?forms=true lists it; strangers 403; bad body 400', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const res = await buyer.client.post(`/v1/api/chat-form/create/${chat.id}`, {
      name: 'testDriveAvailability',
      data: '{"days":["Sat"]}',
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toMatchObject({ kind: 'form', formName: 'testDriveAvailability' });
    const withForms = await seller.client.get(`/v1/chat/${chat.id}`, { query: { forms: 'true' } });
    expect(withForms.body.forms).toEqual([
      expect.objectContaining({ id: res.body.metadata.formId, data: '{"days":["Sat"]}', userId: buyer.user.id }),
    ]);
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.forms).toBeUndefined();
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.post(`/v1/api/chat-form/create/${chat.id}`, { name: 'x', data: '{}' })).status).toBe(
      403,
    );
    expect((await buyer.client.post(`/v1/api/chat-form/create/${chat.id}`, { name: '', data: '{}' })).status).toBe(400);
  });
});
