import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxPageSchema, type InboxPage } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { createPublished } from '../listings/testing';
import { openChat, send } from './chat.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function inbox(client: TestClient, query: Record<string, string | number> = {}): Promise<InboxPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await client.get(`/v1/chat/inbox${qs ? `?${qs}` : ''}`);
  if (res.status !== 200) throw new Error(`inbox: ${res.status} ${res.text}`);
  return InboxPageSchema.parse(res.body);
}

/** A seller with two published cars; one buyer writes about both, a second about the first only. */
async function twoCars() {
  const seller = await createSignedInUser(t, { firstName: 'Sam', lastName: 'Seller' });
  const buyer = await createSignedInUser(t, { firstName: 'Bea', lastName: 'Buyer' });
  const other = await createSignedInUser(t, { firstName: 'Ola', lastName: 'Other' });
  const civic = await createPublished(t, seller.client, { title: 'Honda Civic' });
  const rav4 = await createPublished(t, seller.client, { title: 'Toyota RAV4' });
  const onCivic = await openChat(buyer.client, civic.id);
  const onRav4 = await openChat(buyer.client, rav4.id);
  const otherOnCivic = await openChat(other.client, civic.id);
  await send(buyer.client, onCivic.id, 'Is the Civic still available?');
  await send(buyer.client, onRav4.id, 'Any rust on the RAV4?');
  await send(buyer.client, onRav4.id, 'And how many keys?');
  await send(other.client, otherOnCivic.id, 'Would you take $9,000?');
  // The seller answers the second buyer: that chat no longer needs a reply.
  await send(seller.client, otherOnCivic.id, 'I could do $9,500.');
  return { seller, buyer, other, civic, rav4, onCivic, onRav4, otherOnCivic };
}

describe('GET /v1/chat/inbox', () => {
  it('shows the chats of both cars with buyer, car, last message, unread counts and the SLA clock', async () => {
    const w = await twoCars();
    const page = await inbox(w.seller.client);
    expect(page.content.map((r) => r.chatId)).toEqual([w.otherOnCivic.id, w.onRav4.id, w.onCivic.id]);
    const rav4 = page.content.find((r) => r.chatId === w.onRav4.id)!;
    expect(rav4).toMatchObject({
      listingId: w.rav4.id,
      buyer: { id: w.buyer.user.id, firstName: 'Bea' },
      listing: { id: w.rav4.id, title: expect.any(String), status: 'published' },
      lastMessage: { preview: 'And how many keys?', from: 'buyer' },
      unreadCount: 2,
      offer: null,
      testDrive: null,
      handledByAssistant: false,
    });
    expect(rav4.waitingSince).not.toBeNull();
    const answered = page.content.find((r) => r.chatId === w.otherOnCivic.id)!;
    expect(answered).toMatchObject({ waitingSince: null, unreadCount: 1, lastMessage: { from: 'seller' } });
    expect(page.counts.all).toEqual({ chats: 3, unread: 4 });
    expect(page.counts.needsReply).toEqual({ chats: 2, unread: 3 });
    expect(page.cars.map((c) => [c.id, c.chats, c.unread])).toEqual(
      expect.arrayContaining([
        [w.civic.id, 2, 2],
        [w.rav4.id, 1, 2],
      ]),
    );
    expect(page.nextCursor).toBeNull();
  });

  it('filters: needs reply longest wait first, offers, test drives, one car; counts follow the car', async () => {
    const w = await twoCars();
    const needs = await inbox(w.seller.client, { filter: 'needsReply' });
    // The Civic question came first, so its buyer has waited longest.
    expect(needs.content.map((r) => r.chatId)).toEqual([w.onCivic.id, w.onRav4.id]);

    expect((await w.buyer.client.post(`/v1/chat/${w.onCivic.id}/offer`, { amount: 8_500_00 })).status).toBe(200);
    expect((await w.buyer.client.post(`/v1/chat/${w.onRav4.id}/testdrive`)).status).toBe(200);
    const offers = await inbox(w.seller.client, { filter: 'offers' });
    expect(offers.content.map((r) => [r.chatId, r.offer?.status, r.offer?.amount])).toEqual([
      [w.onCivic.id, 'pending', 8_500_00],
    ]);
    const drives = await inbox(w.seller.client, { filter: 'testDrives' });
    expect(drives.content.map((r) => [r.chatId, r.testDrive])).toEqual([[w.onRav4.id, 'requested']]);
    expect((await inbox(w.seller.client, { filter: 'assistant' })).content).toEqual([]);

    const civicOnly = await inbox(w.seller.client, { listingId: w.civic.id });
    expect(new Set(civicOnly.content.map((r) => r.listingId))).toEqual(new Set([w.civic.id]));
    expect(civicOnly.counts.all.chats).toBe(2);
    expect(civicOnly.counts.offers.chats).toBe(1);
    expect(civicOnly.counts.testDrives.chats).toBe(0);
  });

  it('pages by keyset without repeats or gaps', async () => {
    const w = await twoCars();
    const first = await inbox(w.seller.client, { size: 2 });
    expect(first.content).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await inbox(w.seller.client, { size: 2, cursor: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    const ids = [...first.content, ...second.content].map((r) => r.chatId);
    expect(ids).toEqual([w.otherOnCivic.id, w.onRav4.id, w.onCivic.id]);
    const waitFirst = await inbox(w.seller.client, { filter: 'needsReply', size: 1 });
    const waitNext = await inbox(w.seller.client, { filter: 'needsReply', size: 1, cursor: waitFirst.nextCursor! });
    expect([...waitFirst.content, ...waitNext.content].map((r) => r.chatId)).toEqual([w.onCivic.id, w.onRav4.id]);
  });

  it('unread counts drop right after the seller reads a chat (the existing read call)', async () => {
    const w = await twoCars();
    expect((await w.seller.client.post(`/v1/chat/${w.onRav4.id}/read`, {})).status).toBe(200);
    const page = await inbox(w.seller.client);
    expect(page.content.find((r) => r.chatId === w.onRav4.id)!.unreadCount).toBe(0);
    expect(page.counts.all.unread).toBe(2);
    expect(page.counts.needsReply.unread).toBe(1);
    expect(page.cars.find((c) => c.id === w.rav4.id)!.unread).toBe(0);
    // Reading is not answering: the buyer still waits.
    expect(page.content.find((r) => r.chatId === w.onRav4.id)!.waitingSince).not.toBeNull();
  });

  it("shows another seller nothing of this seller's, the buyer nothing, and staff any seller's with sellerId", async () => {
    const w = await twoCars();
    const stranger = await createSignedInUser(t);
    const empty = await inbox(stranger.client);
    expect(empty.content).toEqual([]);
    expect(empty.counts.all).toEqual({ chats: 0, unread: 0 });
    expect(empty.cars).toEqual([]);
    // The buyer's own side of these chats is not an inbox of cars they sell.
    expect((await inbox(w.buyer.client)).content).toEqual([]);
    // Naming the seller: 403 for anyone but staff; a car of theirs as filter shows nothing of it.
    expect((await stranger.client.get(`/v1/chat/inbox?sellerId=${w.seller.user.id}`)).status).toBe(403);
    expect((await inbox(stranger.client, { listingId: w.civic.id })).content).toEqual([]);
    const staff = await createStaff(t, 'concierge');
    const seen = await inbox(staff.client, { sellerId: w.seller.user.id });
    expect(seen.counts.all.chats).toBe(3);
    expect((await t.client().get('/v1/chat/inbox')).status).toBe(401);
  });

  it('refuses malformed queries with 400', async () => {
    const w = await twoCars();
    const bad = [
      'filter=unread',
      'filter=',
      'size=0',
      'size=101',
      'size=abc',
      'listingId=nope',
      'sellerId=123',
      'cursor=***',
      `cursor=${Buffer.from('yesterday|nope').toString('base64url')}`,
      `cursor=${Buffer.from(`2026-01-01 00:00:00+00|${w.civic.id}|x`).toString('base64url')}`,
      'colour=red',
    ];
    for (const q of bad) {
      const res = await w.seller.client.get(`/v1/chat/inbox?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toBe('VALIDATION_FAILED');
    }
  });

  it('answers racing reads and a read racing a new message consistently', async () => {
    const w = await twoCars();
    const [, , page] = await Promise.all([
      w.seller.client.post(`/v1/chat/${w.onCivic.id}/read`, {}),
      send(w.buyer.client, w.onRav4.id, 'Still there?'),
      inbox(w.seller.client),
    ]);
    expect(page.counts.all.chats).toBe(3);
    const after = await inbox(w.seller.client);
    expect(after.content.find((r) => r.chatId === w.onCivic.id)!.unreadCount).toBe(0);
    expect(after.content.find((r) => r.chatId === w.onRav4.id)!.unreadCount).toBe(3);
    expect(after.counts.all.unread).toBe(4);
  });
});
