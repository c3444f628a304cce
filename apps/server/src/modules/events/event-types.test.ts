import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE_DEFAULTS, localDateOf } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { chatSetup, MISSING_ID } from '../chats/testing';
import { createListing } from '../listings/testing';
import { book, bookingSetup, typeForListing } from './event.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST /v1/event/type', () => {
  it('takes the spec 9 defaults and opens every day 09:00-17:00 when availabilities are left out', async () => {
    const host = await createSignedInUser(t);
    const res = await host.client.post('/v1/event/type', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hostId: host.user.id,
      title: 'Test Drive',
      duration: 2_700_000,
      slotInterval: 1_800_000,
      bufferBefore: 1_800_000,
      bufferAfter: 0,
      bufferNotice: 14_400_000,
      disableGuests: false,
      requiresConfirmation: true,
      timezone: 'America/Los_Angeles',
    });
    expect(res.body.availabilities.map((a: { dayOfWeek: number }) => a.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(
      res.body.availabilities.every(
        (a: { dayStartTime: number; dayEndTime: number }) =>
          a.dayStartTime === 32_400_000 && a.dayEndTime === 61_200_000,
      ),
    ).toBe(true);
    // Slots: 14 days of 09:00..16:15 starts every 30 minutes in Los Angeles, none within 4 hours.
    const slots: { startAt: string; endAt: string }[] = res.body.slots;
    expect(slots.length).toBeGreaterThan(13 * 15);
    for (const s of slots) {
      const local = localDateOf(s.startAt, 'America/Los_Angeles');
      expect(local.msFromMidnight).toBeGreaterThanOrEqual(EVENT_TYPE_DEFAULTS.dayStartTime);
      expect(local.msFromMidnight + EVENT_TYPE_DEFAULTS.duration).toBeLessThanOrEqual(EVENT_TYPE_DEFAULTS.dayEndTime);
      expect(Date.parse(s.startAt)).toBeGreaterThanOrEqual(Date.now() + EVENT_TYPE_DEFAULTS.bufferNotice - 60_000);
      expect(Date.parse(s.endAt) - Date.parse(s.startAt)).toBe(EVENT_TYPE_DEFAULTS.duration);
    }
  });

  it('takes the spec 7 payload, lets staff name the host, refuses others doing so, bad bodies and anonymous callers', async () => {
    const host = await createSignedInUser(t);
    const staff = await createStaff(t);
    const body = {
      hostId: host.user.id,
      title: 'Evening drive',
      description: 'After work',
      duration: 3_600_000,
      slotInterval: 3_600_000,
      bufferBefore: 0,
      bufferNotice: 3_600_000,
      disableGuests: true,
      requiresConfirmation: false,
      timezone: 'America/New_York',
      availabilities: [{ dayOfWeek: 1, available: true, dayStartTime: 64_800_000, dayEndTime: 75_600_000 }],
    };
    const res = await staff.client.post('/v1/event/type', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hostId: host.user.id,
      title: 'Evening drive',
      disableGuests: true,
      timezone: 'America/New_York',
    });
    for (const s of res.body.slots) expect(localDateOf(s.startAt, 'America/New_York')).toMatchObject({ dayOfWeek: 1 });
    expect(
      res.body.slots.map(
        (s: { startAt: string }) => localDateOf(s.startAt, 'America/New_York').msFromMidnight % 3_600_000,
      ),
    ).not.toContain(1_800_000);
    const other = await createSignedInUser(t);
    expect((await other.client.post('/v1/event/type', body)).status).toBe(403);
    expect((await staff.client.post('/v1/event/type', { ...body, hostId: MISSING_ID })).status).toBe(404);
    expect((await host.client.post('/v1/event/type', { timezone: 'Mars/Olympus' })).status).toBe(400);
    expect((await host.client.post('/v1/event/type', { duration: 60_000 })).status).toBe(400);
    expect(
      (
        await host.client.post('/v1/event/type', {
          availabilities: [{ dayOfWeek: 7, available: true, dayStartTime: 0, dayEndTime: 1 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await host.client.post('/v1/event/type', {
          availabilities: [{ dayOfWeek: 1, available: true, dayStartTime: 5, dayEndTime: 1 }],
        })
      ).status,
    ).toBe(400);
    expect((await host.client.post('/v1/event/type', { surprise: true })).status).toBe(400);
    expect((await t.client().post('/v1/event/type', {})).status).toBe(401);
    expect((await (await createAnonymous(t)).client.post('/v1/event/type', {})).status).toBe(403);
  });
});

describe('GET and PUT /v1/event/type/{id}, byHost, byListing', () => {
  it('offers slots to any signed-in user, events only to the host and staff; PUT replaces availabilities', async () => {
    const { seller, buyer, chat, type } = await bookingSetup(t);
    const booked = await book(buyer.client, type.id, chat.id, type.slots[0]!);
    expect(booked.status).toBe(200);
    const asBuyer = await buyer.client.get(`/v1/event/type/${type.id}`, { query: { events: 'true' } });
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body.events).toBeUndefined();
    const asHost = await seller.client.get(`/v1/event/type/${type.id}`, { query: { events: 'true' } });
    expect(asHost.body.events.map((e: { id: string }) => e.id)).toEqual([booked.body.id]);
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 4 * 86_400_000).toISOString();
    const ranged = await buyer.client.get(`/v1/event/type/${type.id}`, { query: { from, to } });
    expect(ranged.body.slots.length).toBeGreaterThan(0);
    expect(ranged.body.slots.every((s: { startAt: string }) => s.startAt >= from && s.startAt < to)).toBe(true);
    expect((await buyer.client.get(`/v1/event/type/${type.id}`, { query: { from: to, to: from } })).status).toBe(400);
    expect((await buyer.client.get(`/v1/event/type/${type.id}`, { query: { from: 'soon' } })).status).toBe(400);
    // Never beyond the booking horizon (62 days), so every listed slot can be booked.
    const far = await buyer.client.get(`/v1/event/type/${type.id}`, {
      query: {
        from: new Date(Date.now() + 60 * 86_400_000).toISOString(),
        to: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      },
    });
    expect(far.body.slots.length).toBeGreaterThan(0);
    expect(far.body.slots.every((s: { startAt: string }) => Date.parse(s.startAt) < Date.now() + 62 * 86_400_000)).toBe(
      true,
    );
    const last = far.body.slots.at(-1);
    expect((await book(buyer.client, type.id, chat.id, last)).status).toBe(409); // one booking per chat at a time
    expect((await book(seller.client, type.id, null, last)).status).toBe(200);

    expect((await buyer.client.put(`/v1/event/type/${type.id}`, { title: 'Mine now' })).status).toBe(403);
    const put = await seller.client.put(`/v1/event/type/${type.id}`, {
      availabilities: [{ dayOfWeek: 3, available: true, dayStartTime: 36_000_000, dayEndTime: 43_200_000 }],
      title: 'Wednesdays',
    });
    expect(put.status).toBe(200);
    expect(put.body.title).toBe('Wednesdays');
    expect(put.body.availabilities).toHaveLength(1);
    expect(
      put.body.slots.every((s: { startAt: string }) => localDateOf(s.startAt, 'America/Los_Angeles').dayOfWeek === 3),
    ).toBe(true);
    const staff = await createStaff(t);
    expect(
      (await staff.client.put(`/v1/event/type/${type.id}`, { requiresConfirmation: false })).body.requiresConfirmation,
    ).toBe(false);
    expect((await seller.client.get(`/v1/event/type/${MISSING_ID}`)).status).toBe(404);
    expect((await seller.client.get('/v1/event/type/nope')).status).toBe(400);
    expect((await t.client().get(`/v1/event/type/${type.id}`)).status).toBe(401);

    const byHostOwn = await seller.client.get(`/v1/event/type/byHost/${seller.user.id}`);
    expect(byHostOwn.body).toHaveLength(1);
    expect(byHostOwn.body[0].events).toHaveLength(2);
    const byHostOther = await buyer.client.get(`/v1/event/type/byHost/${seller.user.id}`);
    expect(byHostOther.body[0].events).toBeUndefined();
    expect(byHostOther.body[0].slots.length).toBeGreaterThan(0);
    expect((await buyer.client.get(`/v1/event/type/byHost/${buyer.user.id}`)).body).toEqual([]);
  });

  it('byListing shows a seller without hours the default, unsaved (a read never writes); the seller saving it or a first booking saves it once', async () => {
    const { seller, buyer, listing } = await chatSetup(t);
    const [a, b] = await Promise.all([
      typeForListing(buyer.client, listing.id),
      typeForListing(seller.client, listing.id),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.hostId).toBe(seller.user.id);
    expect(a.slots.length).toBeGreaterThan(0);
    expect((await seller.client.get(`/v1/event/type/byHost/${seller.user.id}`)).body).toHaveLength(0);
    const saved = await Promise.all(
      [1, 2].map(() => seller.client.put(`/v1/event/type/${a.id}`, { title: 'Drive it' })),
    );
    expect(saved.map((r) => r.status)).toEqual([200, 200]);
    expect((await seller.client.get(`/v1/event/type/byHost/${seller.user.id}`)).body).toHaveLength(1);
    expect((await typeForListing(buyer.client, listing.id)).title).toBe('Drive it');
    // Someone else cannot save another seller's default.
    expect((await buyer.client.put(`/v1/event/type/${a.id}`, { title: 'x' })).status).toBe(403);
    expect((await buyer.client.get(`/v1/event/type/byListing/${MISSING_ID}`)).status).toBe(404);
  });

  it('takes its own GET body back: read-only fields (id, hostId, slots, events) are dropped, never applied; typos are still 400', async () => {
    const seller = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const created = (await seller.client.post('/v1/event/type', { title: 'Drives' })).body;
    const before = (await seller.client.get(`/v1/event/type/${created.id}`)).body;
    expect(before.slots.length).toBeGreaterThan(0);
    const res = await seller.client.put(`/v1/event/type/${created.id}`, {
      ...before,
      hostId: other.user.id,
      title: 'Weekend drives',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      hostId: seller.user.id,
      title: 'Weekend drives',
      duration: before.duration,
    });
    expect(res.body.availabilities).toHaveLength(before.availabilities.length);
    expect((await seller.client.put(`/v1/event/type/${created.id}`, { ...before, titel: 'x' })).status).toBe(400);
    // The body's updatedAt is the version the edit started from: the old GET body is now stale.
    const stale = await seller.client.put(`/v1/event/type/${created.id}`, { ...before, title: 'Late' });
    expect(stale.status).toBe(409);
    expect((await seller.client.get(`/v1/event/type/${created.id}`)).body.title).toBe('Weekend drives');
    const racers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        seller.client.put(`/v1/event/type/${created.id}`, { title: `R${i}`, updatedAt: res.body.updatedAt }),
      ),
    );
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await seller.client.put(`/v1/event/type/${created.id}`, { ...before, duration: 'long' })).status).toBe(400);
  });

  it("a stranger reading another seller's draft gets 404 and nothing is made for that seller", async () => {
    const seller = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const draft = await createListing(seller.client);
    expect((await stranger.client.get(`/v1/event/type/byListing/${draft.id}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/event/type/byListing/${draft.id}`)).status).toBe(200);
    expect((await seller.client.get(`/v1/event/type/byHost/${seller.user.id}`)).body).toHaveLength(0);
  });
});
