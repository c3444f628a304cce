import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageSchema, ScamFlaggedChatSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { chatSetup, MISSING_ID, send } from './chat.fixtures';
import { chats } from './chats.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const QueuePage = pageSchema(ScamFlaggedChatSchema);

async function flaggedAt(chatId: string): Promise<Date | null> {
  const [row] = await t.ctx.db.select({ at: chats.scamFlaggedAt }).from(chats).where(eq(chats.id, chatId));
  return row!.at;
}

describe('the scam flag on chats', () => {
  it('a flagged message sets chats.scam_flagged_at and is delivered; an ordinary one leaves it unset', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    await send(buyer.client, chat.id, 'Is it still available? Can we meet at the police station?');
    expect(await flaggedAt(chat.id)).toBeNull();
    const m = await send(buyer.client, chat.id, 'I am on an oil rig, my agent will pay by money order by mail');
    expect(await flaggedAt(chat.id)).toEqual(new Date(m.createdAt));
    const listed = await seller.client.get(`/v1/chat/${chat.id}/message`);
    expect(listed.body.content.map((x: { id: string }) => x.id)).toContain(m.id);
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.me.unreadCount).toBe(2);
  });

  it('an edit that turns a message into a scam flags the chat', async () => {
    const { buyer, chat } = await chatSetup(t);
    const m = await send(buyer.client, chat.id, 'Can I see it Saturday?');
    expect(await flaggedAt(chat.id)).toBeNull();
    const res = await buyer.client.post(`/v1/chat/${chat.id}/message/${m.id}`, {
      content: 'Can I see it Saturday? Text me at 415 555 0134',
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata.scamSignals.map((s: { kind: string }) => s.kind)).toEqual(['offPlatform']);
    expect(await flaggedAt(chat.id)).not.toBeNull();
  });
});

describe('GET /v1/concierge/scam-flagged', () => {
  it('lists flagged chats to staff, latest flag first, with listing, people, messages and families, in pages', async () => {
    const staff = await createStaff(t, 'concierge');
    // Every chat flagged earlier in this file is dismissed, so the queue holds only this test's.
    for (const row of await t.ctx.db.select({ id: chats.id }).from(chats))
      await staff.client.post(`/v1/concierge/scam-flagged/${row.id}/dismiss`);
    const older = await chatSetup(t);
    await send(older.buyer.client, older.chat.id, 'Send me the 6 digit verification code you got');
    const newer = await chatSetup(t);
    await send(newer.seller.client, newer.chat.id, 'Send $300 deposit by Zelle to hold it, lots of buyers');
    await send(newer.seller.client, newer.chat.id, 'Hello? It is a nice car, see photo 3');
    await send(newer.seller.client, newer.chat.id, 'whatsapp me, I am not on here often');

    const first = await staff.client.get('/v1/concierge/scam-flagged', { query: { size: '1' } });
    expect(first.status).toBe(200);
    const page = QueuePage.parse(first.body);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, number: 0, size: 1 });
    const [item] = page.content;
    expect(item!.chat.id).toBe(newer.chat.id);
    expect(item!.chat.listing?.title).toBe(newer.listing.title);
    expect(item!.chat.buyer?.id).toBe(newer.buyer.user.id);
    expect(item!.chat.seller?.id).toBe(newer.seller.user.id);
    expect(item!.flaggedMessageCount).toBe(2);
    expect(item!.messages.map((m) => m.content)).toEqual([
      'whatsapp me, I am not on here often',
      'Send $300 deposit by Zelle to hold it, lots of buyers',
    ]);
    expect(item!.families).toEqual(['offPlatform', 'depositUnseen']);

    const second = QueuePage.parse(
      (await staff.client.get('/v1/concierge/scam-flagged', { query: { page: '1', size: '1' } })).body,
    );
    expect(second.content.map((c) => c.chat.id)).toEqual([older.chat.id]);
    expect(second.content[0]!.families).toEqual(['verificationCode']);
  });

  it('staff act on it: restrict the buyer with PUT /v1/chat/{id}, or dismiss it out of the queue', async () => {
    const staff = await createStaff(t, 'admin');
    const { buyer, chat } = await chatSetup(t);
    await send(buyer.client, chat.id, 'I will mail a cashiers check for more than the price, refund the difference');
    const ids = async () =>
      QueuePage.parse(
        (await staff.client.get('/v1/concierge/scam-flagged', { query: { size: '100' } })).body,
      ).content.map((c) => c.chat.id);
    expect(await ids()).toContain(chat.id);

    const restricted = await staff.client.put(`/v1/chat/${chat.id}`, { isRestricted: true });
    expect(restricted.status).toBe(200);
    expect((await buyer.client.post(`/v1/chat/${chat.id}/message`, { content: 'hello?' })).status).toBe(403);
    const listed = QueuePage.parse(
      (await staff.client.get('/v1/concierge/scam-flagged', { query: { size: '100' } })).body,
    );
    expect(listed.content.find((c) => c.chat.id === chat.id)?.chat.isRestricted).toBe(true);

    expect((await staff.client.post(`/v1/concierge/scam-flagged/${chat.id}/dismiss`)).status).toBe(204);
    expect(await ids()).not.toContain(chat.id);
    expect(await flaggedAt(chat.id)).toBeNull();
    // The warning stays on the message for the person at risk.
    const messages = await staff.client.get(`/v1/chat/${chat.id}/message`);
    expect(messages.body.content[0].metadata.scamSignals[0].kind).toBe('checkOverpayment');
    expect((await staff.client.post(`/v1/concierge/scam-flagged/${MISSING_ID}/dismiss`)).status).toBe(404);
  });

  it('refuses the chat people (403), signed-out callers (401) and malformed queries (400)', async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    await send(buyer.client, chat.id, 'Pay with steam cards ok?');
    expect((await buyer.client.get('/v1/concierge/scam-flagged')).status).toBe(403);
    expect((await seller.client.get('/v1/concierge/scam-flagged')).status).toBe(403);
    expect((await seller.client.post(`/v1/concierge/scam-flagged/${chat.id}/dismiss`)).status).toBe(403);
    expect((await t.client().get('/v1/concierge/scam-flagged')).status).toBe(401);
    expect((await t.client().post(`/v1/concierge/scam-flagged/${chat.id}/dismiss`)).status).toBe(401);
    const staff = await createStaff(t, 'concierge');
    for (const query of [{ size: '0' }, { page: '-1' }, { size: 'many' }, { sort: 'createdAt' }])
      expect((await staff.client.get('/v1/concierge/scam-flagged', { query })).status).toBe(400);
    expect((await staff.client.post('/v1/concierge/scam-flagged/not-a-uuid/dismiss')).status).toBe(400);
    expect(await flaggedAt(chat.id)).not.toBeNull();
  });
});
