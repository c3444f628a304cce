import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { chatSetup, counters, MISSING_ID, openChat, recordFeed } from './chat.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST and DELETE /v1/chat/{id}/testdrive and /videotour', () => {
  it('sets the flags with a system line, keeps the counters exact under repeats, tells the seller', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const feed = recordFeed(t);
    const res = await buyer.client.post(`/v1/chat/${chat.id}/testdrive`);
    expect(res.status).toBe(200);
    expect(res.body.isTestDriveRequested).toBe(true);
    expect(feed.on(chat.id).map((m) => m.action)).toEqual(['child', 'update']);
    expect(feed.on(seller.user.id).find((m) => m.action === 'create')?.data).toMatchObject({ type: 'chat.testDrive' });
    feed.stop();
    await buyer.client.post(`/v1/chat/${chat.id}/testdrive`);
    await buyer.client.post(`/v1/chat/${chat.id}/videotour`);
    await buyer.client.post(`/v1/chat/${chat.id}/videotour`);
    expect(await counters(seller.client, listing.id)).toMatchObject({
      testDriveRequestCount: 1,
      videoTourRequestCount: 1,
      testDriveAndVideoTourCount: 1,
    });
    const other = await createSignedInUser(t);
    const chat2 = await openChat(other.client, listing.id);
    await other.client.post(`/v1/chat/${chat2.id}/videotour`);
    expect(await counters(seller.client, listing.id)).toMatchObject({
      testDriveRequestCount: 1,
      videoTourRequestCount: 2,
      testDriveAndVideoTourCount: 2,
    });
    const lines = (await seller.client.get(`/v1/chat/${chat.id}/message`)).body.content;
    expect(lines.map((m: { content: string }) => m.content)).toEqual([
      'The buyer asked for a test drive',
      'The buyer asked for a video tour',
    ]);

    const cancelled = await buyer.client.request('DELETE', `/v1/chat/${chat.id}/testdrive`);
    expect(cancelled.body.isTestDriveRequested).toBe(false);
    expect((await buyer.client.request('DELETE', `/v1/chat/${chat.id}/testdrive`)).status).toBe(200);
    expect(await counters(seller.client, listing.id)).toMatchObject({
      testDriveRequestCount: 0,
      videoTourRequestCount: 2,
      testDriveAndVideoTourCount: 2,
    });
    await buyer.client.request('DELETE', `/v1/chat/${chat.id}/videotour`);
    expect(await counters(seller.client, listing.id)).toMatchObject({
      videoTourRequestCount: 1,
      testDriveAndVideoTourCount: 1,
    });
    expect((await seller.client.get(`/v1/chat/${chat.id}/message`)).body.totalElements).toBe(4);
  });

  it("refuses the seller, staff and strangers (403), someone else's chat, unknown chats (404), bad ids (400), sold cars (422)", async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const staff = await createStaff(t);
    const stranger = await createSignedInUser(t);
    for (const c of [seller.client, staff.client, stranger.client]) {
      expect((await c.post(`/v1/chat/${chat.id}/testdrive`)).status).toBe(403);
      expect((await c.request('DELETE', `/v1/chat/${chat.id}/videotour`)).status).toBe(403);
    }
    expect((await buyer.client.post(`/v1/chat/${MISSING_ID}/testdrive`)).status).toBe(404);
    expect((await buyer.client.post('/v1/chat/nope/testdrive')).status).toBe(400);
    expect((await t.client().post(`/v1/chat/${chat.id}/testdrive`)).status).toBe(401);
    await seller.client.post(`/v1/listing/${listing.id}/update-sale-status`, { outcome: 'sold' });
    expect((await buyer.client.post(`/v1/chat/${chat.id}/testdrive`)).status).toBe(422);
    expect((await counters(seller.client, listing.id)).testDriveRequestCount).toBe(0);
  });
});
