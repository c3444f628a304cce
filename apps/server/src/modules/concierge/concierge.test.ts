/* eslint-disable @typescript-eslint/no-explicit-any -- HTTP bodies are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { QueueCountsSchema, QueuePageSchema, type QueueItem } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { chatSetup, send } from '../chats/testing';
import { addPhoto, createListing, createPublished } from '../listings/testing';
import { bookingSetup, book, firstSlotAfter } from '../events/testing';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await createSignedInUser(t, { roles: ['concierge'], firstName: 'Cora', lastName: 'Quinn' });
});
afterAll(() => t?.close());

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

async function queue(client: TestClient, type: string, query: Record<string, string> = {}): Promise<QueueItem[]> {
  const res = await client.get(`/v1/concierge/queues/${type}`, { query: { size: '100', ...query } });
  expect(res.status, res.text).toBe(200);
  return QueuePageSchema.parse(res.body).content;
}

async function counts(client: TestClient = staff.client) {
  const res = await client.get('/v1/concierge/queues');
  expect(res.status, res.text).toBe(200);
  return QueueCountsSchema.parse(res.body);
}

/** Moves the seller's SLA clock of a chat back, as if the buyer had waited that long. */
async function waitedMinutes(chatId: string, minutes: number) {
  await t.ctx.db.execute(
    sql`update chat_users set sla_clock_at = now() - make_interval(mins => ${minutes}) where chat_id = ${chatId} and role = 'seller'`,
  );
}

describe('GET /v1/concierge/queues and /v1/concierge/queues/{type}: who may call', () => {
  it('refuses the signed-out (401), anonymous users and non-staff (403), in the error shape', async () => {
    const anonymous = await createAnonymous(t);
    const user = await createSignedInUser(t);
    for (const path of ['/v1/concierge/queues', '/v1/concierge/queues/escalated']) {
      const out = await t.client().get(path);
      expect(out.status).toBe(401);
      expect(out.body.error).toBe('UNAUTHENTICATED');
      for (const c of [anonymous.client, user.client]) {
        const res = await c.get(path);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) });
      }
    }
  });

  it('admins may read them too', async () => {
    const admin = await createStaff(t, 'admin');
    expect((await admin.client.get('/v1/concierge/queues')).status).toBe(200);
    expect((await admin.client.get('/v1/concierge/queues/review')).status).toBe(200);
  });

  it('answers 400 in the error shape for an unknown queue, a bad page or size, an unknown parameter', async () => {
    for (const [path, query] of [
      ['/v1/concierge/queues/listings', {}],
      ['/v1/concierge/queues/escalated', { size: '0' }],
      ['/v1/concierge/queues/escalated', { page: '-1' }],
      ['/v1/concierge/queues/escalated', { size: 'ten' }],
      ['/v1/concierge/queues/escalated', { sort: 'id,asc' }],
    ] as const) {
      const res = await staff.client.get(path, { query });
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });
});

describe('the escalated queue', () => {
  it('holds chats past the seller SLA (longest waiting first) and chats handed to a concierge, with names', async () => {
    const a = await chatSetup(t);
    await send(a.buyer.client, a.chat.id, 'Is the timing belt done?');
    const b = await chatSetup(t);
    await send(b.buyer.client, b.chat.id, 'Can I see it tomorrow?');
    const fresh = await chatSetup(t);
    await send(fresh.buyer.client, fresh.chat.id, 'Hello, still available?');
    await waitedMinutes(a.chat.id, 300);
    await waitedMinutes(b.chat.id, 200);
    // The SLA (120 minutes by default) has not passed for this one.
    await waitedMinutes(fresh.chat.id, 30);
    const handed = await chatSetup(t);
    await send(handed.buyer.client, handed.chat.id, 'Does it have a tow hitch?');
    const put = await staff.client.put(`/v1/chat/${handed.chat.id}`, { isConciergeEscalated: true });
    expect(put.status, put.text).toBe(200);

    const items = await queue(staff.client, 'escalated');
    const ids = items.map((i) => i.id);
    expect(ids).not.toContain(fresh.chat.id);
    expect(ids.indexOf(a.chat.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.chat.id)).toBeLessThan(ids.indexOf(b.chat.id));
    const itemA = items.find((i) => i.id === a.chat.id)!;
    expect(itemA).toMatchObject({
      queue: 'escalated',
      chatId: a.chat.id,
      listing: { id: a.listing.id, title: '2019 Toyota RAV4 XLE, one owner' },
      seller: { id: a.seller.user.id, name: 'Sam Seller' },
      buyer: { id: a.buyer.user.id, name: 'Bea Buyer' },
      summary: 'Is the timing belt done?',
      conciergeEscalated: false,
    });
    expect(Date.now() - Date.parse(itemA.at)).toBeGreaterThan(299 * 60_000);
    expect(items.find((i) => i.id === handed.chat.id)).toMatchObject({ conciergeEscalated: true });
    expect((await counts()).escalated).toBeGreaterThanOrEqual(3);
  });

  it('a concierge answer is marked as staff for both sides, leaves the queue and is recorded in History', async () => {
    const s = await chatSetup(t);
    await send(s.buyer.client, s.chat.id, 'What is the lowest price?');
    await waitedMinutes(s.chat.id, 500);
    expect((await staff.client.put(`/v1/chat/${s.chat.id}`, { isConciergeEscalated: true })).status).toBe(200);
    const before = (await counts()).escalated;
    expect((await queue(staff.client, 'escalated')).map((i) => i.id)).toContain(s.chat.id);

    const answer = await send(staff.client, s.chat.id, 'Hi, I am with Revy: the seller is firm at the asking price.');
    expect(answer.metadata.staff).toEqual({ userId: staff.user.id, name: 'Cora Quinn', role: 'concierge' });
    for (const c of [s.buyer.client, s.seller.client]) {
      const listed = await c.get(`/v1/chat/${s.chat.id}/message`);
      const m = listed.body.content.find((x: any) => x.id === answer.id);
      expect(m.metadata.staff).toMatchObject({ name: 'Cora Quinn', role: 'concierge' });
      expect(m.senderId).toBe(staff.user.id);
    }
    const chat = await s.seller.client.get(`/v1/chat/${s.chat.id}`);
    expect(chat.body.isConciergeEscalated).toBe(false);
    expect((await queue(staff.client, 'escalated')).map((i) => i.id)).not.toContain(s.chat.id);
    expect((await counts()).escalated).toBe(before - 1);

    const history = rowsOf<{ class_name: string; saved_by: string; data: any }>(
      await t.ctx.db.execute(sql`select class_name, saved_by, data from history where target_id = ${s.chat.id}`),
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      class_name: 'Chat',
      saved_by: staff.user.id,
      data: { action: 'staffMessage', after: { isConciergeEscalated: false, messageId: answer.id } },
    });
  });

  it('a buyer or seller cannot forge the staff mark: metadata.staff is dropped, nothing is recorded', async () => {
    const s = await chatSetup(t);
    const forged = { staff: { userId: s.buyer.user.id, name: 'Revy Support', role: 'concierge' }, note: 'kept' };
    const m = await send(s.buyer.client, s.chat.id, 'Pay me by wire please', { metadata: forged });
    expect(m.metadata.staff).toBeUndefined();
    expect(m.metadata.note).toBe('kept');
    const r = await send(s.seller.client, s.chat.id, 'Sure', { metadata: forged });
    expect(r.metadata.staff).toBeUndefined();
    const listed = await s.seller.client.get(`/v1/chat/${s.chat.id}/message`);
    expect(listed.body.content.every((x: any) => x.metadata.staff === undefined)).toBe(true);
    const history = rowsOf(await t.ctx.db.execute(sql`select id from history where target_id = ${s.chat.id}`));
    expect(history).toHaveLength(0);
  });

  it('two concierges answering at once: both messages kept, the chat leaves the queue once', async () => {
    const other = await createSignedInUser(t, { roles: ['concierge'], firstName: 'Omar', lastName: 'Ortiz' });
    const s = await chatSetup(t);
    await send(s.buyer.client, s.chat.id, 'Anyone there?');
    await waitedMinutes(s.chat.id, 400);
    expect((await staff.client.put(`/v1/chat/${s.chat.id}`, { isConciergeEscalated: true })).status).toBe(200);
    const [r1, r2] = await Promise.all([
      staff.client.post(`/v1/chat/${s.chat.id}/message`, { content: 'Hello from Revy' }),
      other.client.post(`/v1/chat/${s.chat.id}/message`, { content: 'Hi, Revy here' }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect((await queue(staff.client, 'escalated')).map((i) => i.id)).not.toContain(s.chat.id);
    const history = rowsOf<{ data: any }>(
      await t.ctx.db.execute(sql`select data from history where target_id = ${s.chat.id} order by saved_at`),
    );
    // Each answer is recorded; only the first found the escalation to clear.
    expect(history).toHaveLength(2);
    expect(history.filter((h) => h.data.before.isConciergeEscalated === true)).toHaveLength(1);
  });
});

describe('the listing queues', () => {
  it('review: published listings not reviewed, oldest first; reviewing removes one', async () => {
    const seller = await createSignedInUser(t, { firstName: 'Rita', lastName: 'Review' });
    const first = await createPublished(t, seller.client, { title: 'First to review' });
    const second = await createPublished(t, seller.client, { title: 'Second to review' });
    const draft = await createListing(seller.client, { title: 'A draft' });
    const before = (await counts()).review;
    const ids = (await queue(staff.client, 'review')).map((i) => i.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const res = await staff.client.post(`/v1/listing/${first.id}/review`, { reviewed: true });
    expect(res.status, res.text).toBe(200);
    const after = await queue(staff.client, 'review');
    expect(after.map((i) => i.id)).not.toContain(first.id);
    expect(after.find((i) => i.id === second.id)).toMatchObject({
      listing: { id: second.id, title: 'Second to review' },
      seller: { id: seller.user.id, name: 'Rita Review' },
      status: 'published',
    });
    expect((await counts()).review).toBe(before - 1);
  });

  it('incomplete: new listings missing photos, price or description, saying which', async () => {
    const seller = await createSignedInUser(t);
    const bare = await createListing(seller.client, { title: 'Bare', price: null, description: '' });
    const noText = await createListing(seller.client, { title: 'No text', description: null });
    await addPhoto(t, noText.id, 0);
    const complete = await createListing(seller.client, { title: 'Complete' });
    await addPhoto(t, complete.id, 0);
    const items = await queue(staff.client, 'incomplete');
    expect(items.find((i) => i.id === bare.id)?.missing).toEqual(['photos', 'price', 'description']);
    expect(items.find((i) => i.id === noText.id)?.missing).toEqual(['description']);
    expect(items.map((i) => i.id)).not.toContain(complete.id);
    // Old drafts are abandoned, not new.
    await t.ctx.db.execute(sql`update listings set created_at = now() - interval '40 days' where id = ${bare.id}`);
    expect((await queue(staff.client, 'incomplete')).map((i) => i.id)).not.toContain(bare.id);
  });
});

describe('the activation, scam and test-drive queues', () => {
  it('activation: an unpaid PENDING plan is not listed; one with nothing due is, until staff activate it', async () => {
    const unpaid = await chatSetup(t);
    await t.ctx.db.execute(
      sql`update purchases set status = 'PENDING' where listing_id = ${unpaid.listing.id} and status = 'ACTIVE'`,
    );
    const s = await chatSetup(t);
    const [purchase] = rowsOf<{ id: string }>(
      await t.ctx.db.execute(sql`select id from purchases where listing_id = ${s.listing.id} and status = 'ACTIVE'`),
    );
    // Nothing due (a free or fully discounted plan) and not activated: the state bulk activation exists for.
    await t.ctx.db.execute(sql`update purchases set status = 'PENDING', price = 0 where id = ${purchase!.id}`);
    const items = await queue(staff.client, 'activation');
    expect(items.map((i) => i.listing?.id)).not.toContain(unpaid.listing.id);
    expect(items.find((i) => i.id === purchase!.id)).toMatchObject({
      queue: 'activation',
      status: 'PENDING',
      listing: { id: s.listing.id },
      seller: { id: s.seller.user.id, name: 'Sam Seller' },
    });
    const res = await staff.client.post(`/v1/purchase/${purchase!.id}/activate`, {});
    expect(res.status, res.text).toBe(200);
    expect((await queue(staff.client, 'activation')).map((i) => i.id)).not.toContain(purchase!.id);
  });

  it('scam: flagged conversations are counted and listed, the latest flag first', async () => {
    const s = await chatSetup(t);
    const before = (await counts()).scam;
    await send(s.buyer.client, s.chat.id, 'I am on an oil rig, my agent will pay by money order by mail');
    expect((await counts()).scam).toBe(before + 1);
    const [top] = await queue(staff.client, 'scam');
    expect(top).toMatchObject({ id: s.chat.id, chatId: s.chat.id, buyer: { name: 'Bea Buyer' } });
  });

  it('test-drives: drives still to come today, not tomorrow nor over', async () => {
    const s = await bookingSetup(t);
    const slot = firstSlotAfter(s.type.slots, 1);
    const booked = await book(s.buyer.client, s.type.id, s.chat.id, slot);
    expect(booked.status, booked.text).toBe(200);
    const id = booked.body.id as string;
    expect((await queue(staff.client, 'test-drives')).map((i) => i.id)).not.toContain(id);
    await t.ctx.db.execute(
      sql`update events set start_at = now(), end_at = now() + interval '45 minutes' where id = ${id}`,
    );
    const item = (await queue(staff.client, 'test-drives')).find((i) => i.id === id);
    expect(item).toMatchObject({
      queue: 'test-drives',
      listing: { id: s.listing.id },
      seller: { id: s.seller.user.id },
      buyer: { id: s.buyer.user.id, name: 'Bea Buyer' },
      chatId: s.chat.id,
      timezone: 'America/Los_Angeles',
    });
    await t.ctx.db.execute(
      sql`update events set start_at = now() - interval '2 hours', end_at = now() - interval '1 hour' where id = ${id}`,
    );
    expect((await queue(staff.client, 'test-drives')).map((i) => i.id)).not.toContain(id);
  });
});
