import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSchema, pageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { createPublished } from '../listings/testing';
import { chatSetup, openChat } from './chat.fixtures';

/** GET /v1/chat?userId= (issue 16): staff list the chats one user takes part in, for the admin user page. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ChatPage = pageSchema(ChatSchema);

describe('GET /v1/chat?userId=', () => {
  it("answers staff the user's chats, as buyer and as seller", async () => {
    const { seller, buyer, chat } = await chatSetup(t);
    const other = await createPublished(t, (await createSignedInUser(t)).client);
    const second = await openChat(buyer.client, other.id);
    const { client: concierge } = await createStaff(t, 'concierge');

    const ofBuyer = await concierge.get('/v1/chat', { query: { userId: buyer.user.id } });
    expect(ofBuyer.status).toBe(200);
    expect(
      ChatPage.parse(ofBuyer.body)
        .content.map((c) => c.id)
        .sort(),
    ).toEqual([chat.id, second.id].sort());
    const ofSeller = await concierge.get('/v1/chat', { query: { userId: seller.user.id } });
    expect(ChatPage.parse(ofSeller.body).content.map((c) => c.id)).toEqual([chat.id]);
    // Anyone may name themself.
    const own = await buyer.client.get('/v1/chat', { query: { userId: buyer.user.id } });
    expect(own.body.totalElements).toBe(2);
  });

  it("refuses another user's chats to non-staff and the signed out", async () => {
    const { buyer, seller } = await chatSetup(t);
    const query = { userId: buyer.user.id };
    expect((await t.client().get('/v1/chat', { query })).status).toBe(401);
    expect((await (await createAnonymous(t)).client.get('/v1/chat', { query })).status).toBe(403);
    const res = await seller.client.get('/v1/chat', { query });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
  });

  it('400 for a malformed user id', async () => {
    const { client } = await createStaff(t);
    const res = await client.get('/v1/chat', { query: { userId: 'someone' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', fields: { userId: expect.any(String) } });
  });
});
