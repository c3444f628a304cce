import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/http-client';
import { book, bookingSetup, mailTo } from './event.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const bell = async (client: TestClient) =>
  (await client.get('/api/notifications')).body.content as Array<{ type: string; title: string; link: string }>;

/**
 * Issue 19: "a booking sends duplicate notifications". Each change to a test drive puts exactly one item in the
 * bell of each person it concerns who did not make it, whoever books and however many times they click.
 */
describe('test-drive notices, exactly one each', () => {
  it('a booking: one bell item for the seller, none for the buyer who booked, one invitation email each', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const res = await book(buyer.client, type.id, chat.id, type.slots[0]!);
    expect(res.status).toBe(200);

    const sellerBell = await bell(seller.client);
    expect(sellerBell).toHaveLength(1);
    expect(sellerBell[0]).toMatchObject({ type: 'event.requested', link: `/event/${res.body.id}` });
    expect(await bell(buyer.client)).toEqual([]);
    for (const email of [seller.email, buyer.email]) {
      expect((await mailTo(t, email)).map((m) => m.template)).toEqual(['event.requested']);
    }

    // The seller confirms: the buyer hears once; the seller, who clicked, not at all.
    const ok = await seller.client.put(`/v1/event/${res.body.id}`, { status: 'confirmed' });
    expect(ok.status).toBe(200);
    expect((await bell(buyer.client)).map((n) => n.type)).toEqual(['event.confirmed']);
    expect((await bell(seller.client)).map((n) => n.type)).toEqual(['event.requested']);
  });

  it('the same booking sent five times at once: one drive, one bell item for the seller', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const slot = type.slots[2]!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(buyer.client, type.id, chat.id, slot)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(await bell(seller.client)).toHaveLength(1);
    expect(await bell(buyer.client)).toHaveLength(0);
    expect(await mailTo(t, seller.email)).toHaveLength(1);
  });

  it('a seller booking for their buyer: the buyer hears once, the seller gets only the calendar email', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const res = await book(seller.client, type.id, chat.id, type.slots[1]!);
    expect(res.status).toBe(200);
    expect((await bell(buyer.client)).map((n) => n.type)).toEqual(['event.requested']);
    expect(await bell(seller.client)).toEqual([]);
    expect(await mailTo(t, seller.email)).toHaveLength(1);
  });

  it('a malformed booking and a stranger tell nobody', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    expect((await book(buyer.client, type.id, chat.id, { startAt: 'tomorrow' })).status).toBe(400);
    const { buyer: stranger } = await bookingSetup(t);
    expect([403, 404]).toContain((await book(stranger.client, type.id, chat.id, type.slots[0]!)).status);
    expect(await bell(seller.client)).toEqual([]);
    expect(await bell(buyer.client)).toEqual([]);
  });
});
