import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { counters, MISSING_ID, openChat } from '../chats/testing';
import { book, bookingSetup, firstSlotAfter, mailTo } from './event.fixtures';
import { runEventJobs } from './events.jobs';
import { events } from './events.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET, PUT and DELETE /v1/event/{id}', () => {
  it('shows the event to its host, attendees and staff only', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const ev = (await book(buyer.client, type.id, chat.id, type.slots[0]!)).body;
    for (const c of [seller.client, buyer.client, (await createStaff(t)).client])
      expect((await c.get(`/v1/event/${ev.id}`)).status).toBe(200);
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.get(`/v1/event/${ev.id}`)).status).toBe(403);
    expect((await stranger.client.put(`/v1/event/${ev.id}`, { status: 'confirmed' })).status).toBe(403);
    expect((await stranger.client.request('DELETE', `/v1/event/${ev.id}`)).status).toBe(403);
    expect((await t.client().get(`/v1/event/${ev.id}`)).status).toBe(401);
    expect((await buyer.client.get('/v1/event/not-an-id')).status).toBe(400);
    const put404 = await seller.client.put(`/v1/event/${MISSING_ID}`, { status: 'confirmed' });
    expect([put404.status, put404.body.message]).toEqual([404, `Event with ID ${MISSING_ID} not found`]);
    expect((await seller.client.request('DELETE', `/v1/event/${MISSING_ID}`)).body.message).toBe(
      `Event with ID ${MISSING_ID} not found`,
    );
    expect((await seller.client.put(`/v1/event/${ev.id}`, { status: 'approved' })).status).toBe(400);
  });

  it('the host confirms one of two requests for a slot; confirming the other answers 409; the buyer cannot confirm', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const other = await createSignedInUser(t, { firstName: 'Otto' });
    const chat2 = await openChat(other.client, listing.id);
    const slot = type.slots[2]!;
    const a = (await book(buyer.client, type.id, chat.id, slot)).body;
    const b = (await book(other.client, type.id, chat2.id, slot)).body;
    expect([a.status, b.status]).toEqual(['pending', 'pending']);
    const self = await buyer.client.put(`/v1/event/${a.id}`, { status: 'confirmed' });
    expect([self.status, self.body.message]).toEqual([
      403,
      'Only the seller can change this; you can move the drive or cancel it',
    ]);
    expect((await buyer.client.put(`/v1/event/${a.id}`, { title: 'Mine' })).status).toBe(403);
    const ok = await seller.client.put(`/v1/event/${a.id}`, { status: 'confirmed' });
    expect([ok.status, ok.body.status]).toEqual([200, 'confirmed']);
    expect((await buyer.client.get('/api/notifications')).body.content[0]).toMatchObject({
      type: 'event.confirmed',
      link: `/event/${a.id}`,
    });
    const lines = (await buyer.client.get(`/v1/chat/${chat.id}/message`)).body.content.map(
      (m: { content: string }) => m.content,
    );
    expect(lines.at(-1)).toMatch(/^Test drive confirmed for /);
    const second = await seller.client.put(`/v1/event/${b.id}`, { status: 'confirmed' });
    expect([second.status, second.body.message]).toEqual([409, 'That time was just taken. Pick another one.']);
    expect((await seller.client.get(`/v1/event/${b.id}`)).body.status).toBe('pending');
    // Any status may be set (spec 4): completed, and back.
    expect((await seller.client.put(`/v1/event/${a.id}`, { status: 'completed' })).body.status).toBe('completed');
    expect((await seller.client.put(`/v1/event/${a.id}`, { status: 'awaitingHost' })).body.status).toBe('awaitingHost');
  });

  it('the buyer moves a confirmed drive to another offered time: it waits for the host again, with a new invitation', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const first = firstSlotAfter(type.slots, 2);
    const ev = (await book(buyer.client, type.id, chat.id, first)).body;
    await seller.client.put(`/v1/event/${ev.id}`, { status: 'confirmed' });
    const to = firstSlotAfter(type.slots, 4);
    const moved = await buyer.client.put(`/v1/event/${ev.id}`, { startAt: to.startAt });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startAt: to.startAt, endAt: to.endAt, status: 'awaitingHost' });
    expect((await seller.client.get('/api/notifications')).body.content[0]).toMatchObject({
      type: 'event.rescheduled',
    });
    const [mail] = (await mailTo(t, seller.email)).filter((m) => m.template === 'event.rescheduled');
    expect(mail!.ical).toContain('SEQUENCE:1');
    const lines = (await buyer.client.get(`/v1/chat/${chat.id}/message`)).body.content.map(
      (m: { content: string }) => m.content,
    );
    expect(lines.at(-1)).toMatch(/^Test drive moved to /);
    // Off-grid and too-soon moves are refused like bookings; the event stays where it was.
    expect(
      (
        await buyer.client.put(`/v1/event/${ev.id}`, {
          startAt: new Date(Date.parse(to.startAt) + 600_000).toISOString(),
        })
      ).status,
    ).toBe(409);
    expect(
      (await buyer.client.put(`/v1/event/${ev.id}`, { startAt: new Date(Date.now() - 3_600_000).toISOString() }))
        .status,
    ).toBe(422);
    expect(
      (
        await buyer.client.put(`/v1/event/${ev.id}`, {
          startAt: to.startAt,
          endAt: new Date(Date.parse(to.startAt) + 60_000).toISOString(),
        })
      ).status,
    ).toBe(400);
    expect((await buyer.client.get(`/v1/event/${ev.id}`)).body.startAt).toBe(to.startAt);
    // Another confirmed drive at the new time blocks a move there.
    const blocker = (await book(seller.client, type.id, null, first, { status: 'confirmed' })).body;
    const back = await buyer.client.put(`/v1/event/${ev.id}`, { startAt: first.startAt });
    expect([back.status, back.body.message]).toEqual([409, 'That time was just taken. Pick another one.']);
    expect(blocker.status).toBe('confirmed');
  });

  it('the buyer cancelling the test-drive request also cancels the drive booked from it, on both calendars', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const ev = (await book(buyer.client, type.id, chat.id, type.slots[0]!)).body;
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(true);
    // Not the seller's to cancel this way, nor a stranger's; nothing changes.
    expect((await seller.client.delete(`/v1/chat/${chat.id}/testdrive`)).status).toBe(403);
    const stranger = await createSignedInUser(t);
    expect([403, 404]).toContain((await stranger.client.delete(`/v1/chat/${chat.id}/testdrive`)).status);
    expect((await seller.client.get(`/v1/event/${ev.id}`)).status).toBe(200);
    const res = await buyer.client.delete(`/v1/chat/${chat.id}/testdrive`);
    expect(res.status).toBe(200);
    expect(res.body.isTestDriveRequested).toBe(false);
    expect((await seller.client.get(`/v1/event/${ev.id}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/event/byListing/${listing.id}`)).body).toEqual([]);
    expect((await buyer.client.get(`/v1/event/byUser/${buyer.user.id}`)).body).toEqual([]);
    const [mail] = (await mailTo(t, seller.email)).filter((m) => m.template === 'event.cancelled');
    expect(mail!.ical).toContain('METHOD:CANCEL');
    expect(await counters(seller.client, listing.id)).toMatchObject({ testDriveRequestCount: 0 });
    // Cancelling again changes nothing.
    expect((await buyer.client.delete(`/v1/chat/${chat.id}/testdrive`)).status).toBe(200);
  });

  it('cancelling removes the event and clears the chat flag when none is left; decline is the host cancelling with ?reason=declined', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const ev = (await book(buyer.client, type.id, chat.id, type.slots[0]!)).body;
    const declineByBuyer = await buyer.client.request('DELETE', `/v1/event/${ev.id}`, {
      query: { reason: 'declined' },
    });
    expect(declineByBuyer.status).toBe(403);
    const declined = await seller.client.request('DELETE', `/v1/event/${ev.id}`, { query: { reason: 'declined' } });
    expect(declined.status).toBe(204);
    expect((await buyer.client.get(`/v1/event/${ev.id}`)).status).toBe(404);
    expect((await buyer.client.get('/api/notifications')).body.content[0]).toMatchObject({ type: 'event.declined' });
    const [cancelMail] = (await mailTo(t, buyer.email)).filter((m) => m.template === 'event.declined');
    expect(cancelMail!.ical).toContain('METHOD:CANCEL');
    expect(cancelMail!.ical).toContain('STATUS:CANCELLED');
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(false);
    expect(await counters(seller.client, listing.id)).toMatchObject({ testDriveRequestCount: 0 });
    let lines = (await buyer.client.get(`/v1/chat/${chat.id}/message`)).body.content.map(
      (m: { content: string }) => m.content,
    );
    expect(lines.at(-1)).toMatch(/^The seller declined the test drive for /);

    const again = (await book(buyer.client, type.id, chat.id, type.slots[1]!)).body;
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(true);
    expect((await buyer.client.request('DELETE', `/v1/event/${again.id}`)).status).toBe(204);
    expect((await seller.client.get('/api/notifications')).body.content[0]).toMatchObject({ type: 'event.cancelled' });
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(false);
    lines = (await buyer.client.get(`/v1/chat/${chat.id}/message`)).body.content.map(
      (m: { content: string }) => m.content,
    );
    expect(lines.at(-1)).toMatch(/^Test drive for .* cancelled$/);
    expect(await counters(seller.client, listing.id)).toMatchObject({
      testDriveRequestCount: 0,
      testDriveAndVideoTourCount: 0,
    });
  });
});

describe('lists and the reminder job', () => {
  it('byChatId for the chat, byListing for the seller, byUser for the user, staff for all', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const ev = (await book(buyer.client, type.id, chat.id, type.slots[0]!)).body;
    const staff = await createStaff(t);
    const stranger = await createSignedInUser(t);
    const ids = (res: { body: { id: string }[] }) => res.body.map((e) => e.id);
    for (const c of [seller.client, buyer.client, staff.client])
      expect(ids(await c.get(`/v1/event/byChatId/${chat.id}`))).toEqual([ev.id]);
    expect((await stranger.client.get(`/v1/event/byChatId/${chat.id}`)).status).toBe(403);
    for (const c of [seller.client, staff.client])
      expect(ids(await c.get(`/v1/event/byListing/${listing.id}`))).toEqual([ev.id]);
    expect((await buyer.client.get(`/v1/event/byListing/${listing.id}`)).status).toBe(403);
    expect((await buyer.client.get(`/v1/event/byListing/${MISSING_ID}`)).status).toBe(404);
    expect(ids(await buyer.client.get(`/v1/event/byUser/${buyer.user.id}`))).toEqual([ev.id]);
    expect(ids(await seller.client.get(`/v1/event/byUser/${seller.user.id}`))).toEqual([ev.id]);
    expect(ids(await staff.client.get(`/v1/event/byUser/${buyer.user.id}`))).toEqual([ev.id]);
    expect((await stranger.client.get(`/v1/event/byUser/${buyer.user.id}`)).status).toBe(403);
    expect((await stranger.client.get(`/v1/event/byUser/${stranger.user.id}`)).body).toEqual([]);
    expect((await buyer.client.get('/v1/event/byUser/nope')).status).toBe(400);
  });

  it('reminds both sides of a confirmed drive once, and completes drives a day after they end', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const slot = firstSlotAfter(type.slots, 3);
    const ev = (await book(buyer.client, type.id, chat.id, slot)).body;
    await seller.client.put(`/v1/event/${ev.id}`, { status: 'confirmed' });
    // Run the job as if it were 12 hours before the drive: inside the 24-hour window.
    const at = new Date(Date.parse(slot.startAt) - 12 * 3_600_000);
    const first = await runEventJobs(t.ctx, at);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const [second] = await Promise.all([runEventJobs(t.ctx, at), runEventJobs(t.ctx, new Date(at.getTime() + 60_000))]);
    expect(second.reminded).toBe(0);
    for (const c of [seller.client, buyer.client]) {
      const bell = (await c.get('/api/notifications', { query: { type: 'event.reminder' } })).body.content;
      expect(bell.filter((n: { link: string }) => n.link === `/event/${ev.id}`)).toHaveLength(1);
    }
    expect((await mailTo(t, buyer.email)).filter((m) => m.template === 'event.reminder')).toHaveLength(1);

    const done = await runEventJobs(t.ctx, new Date(Date.parse(slot.endAt) + 25 * 3_600_000));
    expect(done.completed).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(events).where(eq(events.id, ev.id));
    expect(row!.status).toBe('completed');
  });
});
