import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNotFoundMessage, localDateOf, zonedWallTimeToUtc } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { chatSetup, counters, MISSING_ID, openChat } from '../chats/testing';
import { book, bookingSetup, firstSlotAfter, mailTo, typeForListing } from './event.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const TZ = 'America/Los_Angeles';
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe('POST /v1/event (booking)', () => {
  it('books a pending request with the chat flag, a system line, counters, notifications and an .ics email to both sides', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const slot = type.slots[0]!;
    const res = await book(buyer.client, type.id, chat.id, slot);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventTypeId: type.id,
      hostId: seller.user.id,
      status: 'pending',
      listingId: listing.id,
      chatId: chat.id,
      startAt: slot.startAt,
      endAt: slot.endAt,
      title: 'Test Drive',
      attendees: [{ userId: buyer.user.id, firstName: 'Bea', lastNameInitial: 'B' }],
      host: { userId: seller.user.id, firstName: 'Sam', lastNameInitial: 'S' },
      listing: { id: listing.id, city: 'San Jose', state: 'CA' },
      timezone: TZ,
    });
    const asSeller = await seller.client.get(`/v1/chat/${chat.id}`);
    expect(asSeller.body.isTestDriveRequested).toBe(true);
    expect(await counters(seller.client, listing.id)).toMatchObject({
      testDriveRequestCount: 1,
      testDriveAndVideoTourCount: 1,
    });
    const lines = (await seller.client.get(`/v1/chat/${chat.id}/message`)).body.content.map(
      (m: { content: string }) => m.content,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Test drive requested for (Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM) P[SD]T$/,
    );

    const bell = await seller.client.get('/api/notifications');
    expect(bell.body.content[0]).toMatchObject({ type: 'event.requested', link: `/event/${res.body.id}` });
    expect(bell.body.content[0].title).toContain('Test drive requested');
    // The buyer booked it themself: the email's calendar copy, but no bell item (issue 19, booking-notices.test.ts).
    expect((await buyer.client.get('/api/notifications')).body.content).toEqual([]);

    for (const email of [seller.email, buyer.email]) {
      const [mail] = await mailTo(t, email);
      expect(mail).toMatchObject({ template: 'event.requested' });
      expect(mail!.text).toContain(`http://revy.test/event/${res.body.id}`);
      const ics = mail!.ical!.replace(/\r\n /g, '');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`UID:${res.body.id}@revy`);
      expect(ics).toContain(`DTSTART:${slot.startAt.replace(/[-:]/g, '').replace('.000', '')}`);
      expect(ics).toContain('LOCATION:San Jose\\, CA');
      expect(ics).toContain(`ATTENDEE;CN="${email === seller.email ? 'Sam' : 'Bea'}"`);
    }
    // A pending request leaves the slot offered (spec 4).
    expect((await buyer.client.get(`/v1/event/type/${type.id}`)).body.slots[0]).toEqual(slot);
    // One booking per chat at a time: move or cancel it instead.
    expect((await book(buyer.client, type.id, chat.id, type.slots[3]!)).status).toBe(409);
  });

  it('books confirmed when the type needs no confirmation; the slot and its buffer leave the list; a second buyer gets 409', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t, { requiresConfirmation: false });
    const slot = firstSlotAfter(type.slots, 2);
    const res = await book(buyer.client, type.id, chat.id, slot);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('confirmed');
    const lines = (await seller.client.get(`/v1/chat/${chat.id}/message`)).body.content.map(
      (m: { content: string }) => m.content,
    );
    expect(lines[0]).toMatch(/^Test drive booked for /);
    const slots: { startAt: string }[] = (await buyer.client.get(`/v1/event/type/${type.id}`)).body.slots;
    const starts = slots.map((s) => s.startAt);
    expect(starts).not.toContain(slot.startAt);
    expect(starts).not.toContain(plus(slot.startAt, 3_600_000)); // 30 min buffer before: 10:00 would start 15 min after the drive ends
    expect(starts).toContain(plus(slot.startAt, 5_400_000)); // 10:30

    const other = await createSignedInUser(t);
    const chat2 = await openChat(other.client, listing.id);
    const taken = await book(other.client, type.id, chat2.id, slot);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('That time was just taken. Pick another one.');
    const overlapping = await book(other.client, type.id, chat2.id, { startAt: plus(slot.startAt, 1_800_000) });
    expect(overlapping.status).toBe(409);
    expect((await seller.client.get(`/v1/event/byListing/${listing.id}`)).body).toHaveLength(1);
    expect((await other.client.get(`/v1/chat/${chat2.id}`)).body.isTestDriveRequested).toBe(false);
  });

  it('refuses past, too-soon, out-of-hours, off-grid and wrong-length slots with clear messages, changing nothing', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const day = firstSlotAfter(type.slots, 2);
    const local = localDateOf(day.startAt, TZ);
    const at = (h: number, m = 0) =>
      new Date(zonedWallTimeToUtc(local.year, local.month, local.day, (h * 60 + m) * 60_000, TZ)).toISOString();
    const soon = new Date(Math.ceil((Date.now() + 3_600_000) / 1_800_000) * 1_800_000).toISOString();
    const cases: [string, { startAt: string; endAt?: string }, number, string | RegExp][] = [
      ['past', { startAt: new Date(Date.now() - 86_400_000).toISOString() }, 422, 'That time has already passed'],
      ['too soon', { startAt: soon }, 409, "That time is too soon: bookings need 4 hours' notice"],
      ['out of hours', { startAt: at(2) }, 409, "That time is outside the seller's hours"],
      ['evening', { startAt: at(16, 30) }, 409, "That time is outside the seller's hours"],
      ['off grid', { startAt: at(9, 10) }, 409, 'Pick one of the offered times'],
      ['too far', { startAt: plus(day.startAt, 70 * 86_400_000) }, 409, 'That date is not open for booking'],
    ];
    for (const [name, slot, status, message] of cases) {
      const res = await book(buyer.client, type.id, chat.id, slot);
      expect([name, res.status]).toEqual([name, status]);
      expect(res.body.message).toMatch(message);
    }
    const long = await book(buyer.client, type.id, chat.id, {
      startAt: day.startAt,
      endAt: plus(day.startAt, 3_600_000),
    });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ endAt: 'A test drive lasts 45 minutes' });
    const backwards = await book(buyer.client, type.id, chat.id, {
      startAt: day.startAt,
      endAt: plus(day.startAt, -60_000),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.endAt).toBe('The end must be after the start');
    expect((await seller.client.get(`/v1/event/byListing/${listing.id}`)).body).toEqual([]);
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(false);
    expect((await seller.client.get(`/v1/chat/${chat.id}/message`)).body.totalElements).toBe(0);
    expect(await counters(seller.client, listing.id)).toMatchObject({ testDriveRequestCount: 0 });
  });

  it('the first booking of a seller who never saved hours saves the default type it was shown, once', async () => {
    const { seller, buyer, listing, chat } = await chatSetup(t);
    const shown = await typeForListing(buyer.client, listing.id);
    expect((await seller.client.get(`/v1/event/type/byHost/${seller.user.id}`)).body).toHaveLength(0);
    const res = await book(buyer.client, shown.id, chat.id, shown.slots[0]!);
    expect(res.status).toBe(200);
    const saved = (await seller.client.get(`/v1/event/type/byHost/${seller.user.id}`)).body;
    expect(saved.map((x: { id: string }) => x.id)).toEqual([shown.id]);
    expect((await seller.client.get(`/v1/event/byListing/${listing.id}`)).body).toHaveLength(1);
  });

  it('refuses unknown types and chats, strangers, the wrong seller, confirming oneself, guests when disabled, bad bodies, anonymous callers', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const slot = type.slots[0]!;
    const unknownType = await book(buyer.client, MISSING_ID, chat.id, slot);
    expect([unknownType.status, unknownType.body.message]).toEqual([404, 'Event type not found']);
    expect((await book(buyer.client, type.id, MISSING_ID, slot)).status).toBe(404);
    const stranger = await createSignedInUser(t);
    expect((await book(stranger.client, type.id, chat.id, slot)).status).toBe(403);
    expect((await book(stranger.client, type.id, null, slot)).status).toBe(403);
    const elsewhere = await bookingSetup(t);
    expect((await book(buyer.client, elsewhere.type.id, chat.id, slot)).status).toBe(409);
    const selfConfirmed = await book(buyer.client, type.id, chat.id, slot, { status: 'confirmed' });
    expect([selfConfirmed.status, selfConfirmed.body.message]).toEqual([403, 'Only the seller confirms a test drive']);
    expect((await book(buyer.client, type.id, chat.id, slot, { listingId: elsewhere.listing.id })).status).toBe(400);
    const friend = await createSignedInUser(t);
    const withGuest = await book(buyer.client, type.id, chat.id, slot, { attendees: [{ userId: MISSING_ID }] });
    expect(withGuest.body.fields).toEqual({ attendees: 'Unknown attendee' });
    await seller.client.put(`/v1/event/type/${type.id}`, { disableGuests: true });
    const noGuests = await book(buyer.client, type.id, chat.id, slot, { attendees: [{ userId: friend.user.id }] });
    expect([noGuests.status, noGuests.body.fields]).toEqual([400, { attendees: 'This test drive takes no guests' }]);
    for (const body of [
      { eventTypeId: 'nope', startAt: slot.startAt },
      { eventTypeId: type.id, startAt: 'tomorrow' },
      { eventTypeId: type.id },
      { eventTypeId: type.id, startAt: slot.startAt, status: 'approved' },
      { eventTypeId: type.id, startAt: slot.startAt, hostId: seller.user.id },
    ]) {
      expect((await buyer.client.post('/v1/event', body)).status).toBe(400);
    }
    expect(
      (
        await buyer.client.request('POST', '/v1/event', {
          body: '{"eventTypeId":',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await t.client().post('/v1/event', { eventTypeId: type.id, startAt: slot.startAt })).status).toBe(401);
    expect(
      (await (await createAnonymous(t)).client.post('/v1/event', { eventTypeId: type.id, startAt: slot.startAt }))
        .status,
    ).toBe(403);
    expect((await seller.client.get(`/v1/event/byListing/${listing.id}`)).body).toEqual([]);
    const missing = await buyer.client.get(`/v1/event/${MISSING_ID}`);
    expect([missing.status, missing.body.message]).toEqual([404, eventNotFoundMessage(MISSING_ID)]);
    expect(missing.body.message).toBe(`Event with ID ${MISSING_ID} not found`);
  });

  it('lets the host and staff book for someone, with the status they choose and guests', async () => {
    const { seller, buyer, listing, chat, type } = await bookingSetup(t);
    const friend = await createSignedInUser(t);
    const res = await book(seller.client, type.id, chat.id, type.slots[0]!, {
      status: 'confirmed',
      attendees: [{ userId: friend.user.id }],
      location: '1 Main St',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', location: '1 Main St' });
    expect(res.body.attendees.map((a: { userId: string }) => a.userId)).toEqual([buyer.user.id, friend.user.id]);
    const staff = await createStaff(t);
    const noChat = await book(staff.client, type.id, null, type.slots[5]!, {
      listingId: listing.id,
      attendees: [{ userId: friend.user.id }],
    });
    expect(noChat.status).toBe(200);
    expect(noChat.body).toMatchObject({ status: 'pending', chatId: null, listingId: listing.id });
    expect((await friend.client.get(`/v1/event/${noChat.body.id}`)).status).toBe(200);
  });
});
