import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { counters, openChat } from '../chats/testing';
import { createPublished } from '../listings/testing';
import { book, bookingSetup } from './event.fixtures';
import { events } from './events.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('racing bookings', () => {
  it('10 buyers booking one slot at once: exactly one booking, nine clear refusals, one row', async () => {
    const { seller, listing, type } = await bookingSetup(t, { requiresConfirmation: false });
    // Two of the seller's cars: the listing row lock serialises one car's chats, so only the
    // host's calendar lock keeps bookings through different cars from both getting the slot.
    const second = await createPublished(t, seller.client);
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const b = await createSignedInUser(t);
        return { client: b.client, chat: await openChat(b.client, i % 2 ? second.id : listing.id) };
      }),
    );
    const slot = type.slots[4]!;
    const results = await Promise.all(buyers.map((b) => book(b.client, type.id, b.chat.id, slot)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe('That time was just taken. Pick another one.');
    const rows = await t.ctx.db.select().from(events).where(eq(events.eventTypeId, type.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('confirmed');
    const counts = [await counters(seller.client, listing.id), await counters(seller.client, second.id)].map(
      (c) => c.testDriveRequestCount,
    );
    expect(counts.sort()).toEqual([0, 1]);
  });
});
