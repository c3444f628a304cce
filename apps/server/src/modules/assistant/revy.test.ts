import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevySettingsSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { chatSetup, MISSING_ID, send } from '../chats/testing';
import { assistantReply } from './assistant.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET/PUT /v1/listing/{id}/revy', () => {
  it('shows and switches the assistant; counts handled chats and hand-offs', async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, { assistant: true });
    const first = await send(buyer.client, chat.id, 'How many miles does it have?');
    await assistantReply(buyer.client, chat.id, first.id);
    const human = await send(buyer.client, chat.id, 'Can I talk to a real person please?');
    await assistantReply(buyer.client, chat.id, human.id);
    const res = await seller.client.get(`/v1/listing/${listing.id}/revy`);
    expect(RevySettingsSchema.parse(res.body)).toEqual({
      listingId: listing.id,
      enabled: true,
      included: true,
      handledCount: 1,
      handoffCount: 1,
    });
    const off = await seller.client.put(`/v1/listing/${listing.id}/revy`, { enabled: false });
    expect(off.body.enabled).toBe(false);
    const staff = await createStaff(t, 'concierge');
    expect((await staff.client.put(`/v1/listing/${listing.id}/revy`, { enabled: true })).body.enabled).toBe(true);
  });

  it('refuses buyers (403), anonymous (401), malformed (400) and unknown listings (404)', async () => {
    const { buyer, seller, listing } = await chatSetup(t);
    expect((await buyer.client.get(`/v1/listing/${listing.id}/revy`)).status).toBe(403);
    expect((await buyer.client.put(`/v1/listing/${listing.id}/revy`, { enabled: true })).status).toBe(403);
    expect((await t.client().get(`/v1/listing/${listing.id}/revy`)).status).toBe(401);
    expect((await seller.client.put(`/v1/listing/${listing.id}/revy`, { enabled: 'yes' })).status).toBe(400);
    expect((await seller.client.put(`/v1/listing/${listing.id}/revy`, { enabled: true, extra: 1 })).status).toBe(400);
    expect((await seller.client.get('/v1/listing/nope/revy')).status).toBe(400);
    expect((await seller.client.get(`/v1/listing/${MISSING_ID}/revy`)).status).toBe(404);
  });
});

describe('GET /v1/listing/{id}/revy/conversations', () => {
  it('lists each assistant message with the buyer question, newest first, paged', async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, { assistant: true });
    const a = await send(buyer.client, chat.id, 'How many miles does it have?');
    await assistantReply(buyer.client, chat.id, a.id);
    const b = await send(buyer.client, chat.id, 'What year is it?');
    await assistantReply(buyer.client, chat.id, b.id);
    const res = await seller.client.get(`/v1/listing/${listing.id}/revy/conversations`, { query: { size: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 0, size: 1 });
    expect(res.body.content[0]).toMatchObject({
      chatId: chat.id,
      buyerName: 'Bea',
      question: { id: b.id },
      answer: { metadata: { kind: 'assistant' } },
    });
    expect((await buyer.client.get(`/v1/listing/${listing.id}/revy/conversations`)).status).toBe(403);
    expect((await t.client().get(`/v1/listing/${listing.id}/revy/conversations`)).status).toBe(401);
    expect(
      (await seller.client.get(`/v1/listing/${listing.id}/revy/conversations`, { query: { size: 0 } })).status,
    ).toBe(400);
    expect((await seller.client.get(`/v1/listing/${MISSING_ID}/revy/conversations`)).status).toBe(404);
  });
});

describe('POST /v1/chat/{id}/message/{messageId}/correction', () => {
  it('staff corrections are the concierge’s; buyers 403, anonymous 401, blank 400, unknown 404, a person’s message 409', async () => {
    const { buyer, seller, chat, listing } = await chatSetup(t, {}, { assistant: true });
    const asked = await send(buyer.client, chat.id, 'How many miles does it have?');
    const answer = await assistantReply(buyer.client, chat.id, asked.id);
    const url = `/v1/chat/${chat.id}/message/${answer.id}/correction`;
    expect((await buyer.client.post(url, { content: 'It has 10 miles' })).status).toBe(403);
    expect((await (await createSignedInUser(t)).client.post(url, { content: 'x' })).status).toBe(403);
    expect((await t.client().post(url, { content: 'x' })).status).toBe(401);
    expect((await seller.client.post(url, { content: '  ' })).status).toBe(400);
    expect((await seller.client.post(url, {})).status).toBe(400);
    expect(
      (await seller.client.post(`/v1/chat/${chat.id}/message/${MISSING_ID}/correction`, { content: 'x' })).status,
    ).toBe(404);
    expect(
      (await seller.client.post(`/v1/chat/${MISSING_ID}/message/${answer.id}/correction`, { content: 'x' })).status,
    ).toBe(404);
    expect(
      (await seller.client.post(`/v1/chat/${chat.id}/message/${asked.id}/correction`, { content: 'x' })).status,
    ).toBe(409);
    const staff = await createStaff(t, 'concierge');
    const res = await staff.client.post(url, { content: 'About 42,000 miles.' });
    expect(res.status).toBe(200);
    expect(res.body.knowledge).toMatchObject({ listingId: listing.id, type: 'correction', contentSource: 'concierge' });
  });
});

describe('escalations', () => {
  it('the seller sees their listing’s, staff every listing’s; others are refused', async () => {
    const { buyer, seller, chat, listing } = await chatSetup(t, {}, { assistant: true });
    const asked = await send(buyer.client, chat.id, 'Can I book a test drive on Saturday?');
    await assistantReply(buyer.client, chat.id, asked.id);
    const mine = await seller.client.get(`/v1/listing/${listing.id}/escalations`);
    expect(mine.body).toEqual([
      expect.objectContaining({
        chatId: chat.id,
        reason: 'booking',
        handoffTo: 'seller',
        isEscalated: true,
        isConciergeEscalated: false,
        question: 'Can I book a test drive on Saturday?',
      }),
    ]);
    const staff = await createStaff(t, 'concierge');
    expect((await staff.client.get(`/v1/listing/${listing.id}/escalations`)).body).toHaveLength(1);
    expect((await staff.client.get('/v1/concierge/escalations')).body).toContainEqual(
      expect.objectContaining({ chatId: chat.id }),
    );
    expect((await buyer.client.get(`/v1/listing/${listing.id}/escalations`)).status).toBe(403);
    expect((await seller.client.get('/v1/concierge/escalations')).status).toBe(403);
    expect((await t.client().get('/v1/concierge/escalations')).status).toBe(401);
    expect((await t.client().get(`/v1/listing/${listing.id}/escalations`)).status).toBe(401);
    expect((await seller.client.get('/v1/listing/nope/escalations')).status).toBe(400);
    expect((await seller.client.get(`/v1/listing/${MISSING_ID}/escalations`)).status).toBe(404);
  });
});
