import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingPageSchema, ListingSchema, NearestZipSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { GEO_RATE_RULE } from './listing-geo.rate-limits';
import { NO_ZIP_NEAR } from './listing-geo.service';
import { createListing, createPublished } from './listing.fixtures';
import { zipLocation } from './zip-locations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const word = () => `zg${randomBytes(4).toString('hex')}`;
const nearest = (query: Record<string, string | number>, client = t.client()) =>
  client.get('/v1/geo/nearest-zip', { query });

/** Haversine in miles, written apart from the app's (zip-locations.ts) and its SQL twin. */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.sqrt(h));
}

describe('GET /v1/geo/nearest-zip', () => {
  it('turns a position into the nearest US ZIP code, with its city, state, centre and distance', async () => {
    const austin = await nearest({ lat: 30.2672, lng: -97.7431 });
    expect(austin.status).toBe(200);
    expect(NearestZipSchema.parse(austin.body)).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      lat: 30.2706,
      lng: -97.7426,
      distance: 0.2,
    });
    const anchorage = await nearest({ lat: '61.2181', lng: '-149.9003' });
    expect(anchorage.body).toMatchObject({ zip: '99513', city: 'Anchorage', state: 'AK' });
    // A ZIP we know the centre of but not the place (Puerto Rico is not in the GeoNames US file): no city, no error.
    const sanJuan = await nearest({ lat: 18.4655, lng: -66.1057 });
    expect(sanJuan.body).toMatchObject({ zip: '00901', city: null, state: null });
  });

  it('is the same for every caller: signed out, anonymous or signed in', async () => {
    const { client } = await createSignedInUser(t);
    const a = await nearest({ lat: 40.758, lng: -73.9855 });
    const b = await nearest({ lat: 40.758, lng: -73.9855 }, client);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body).toMatchObject({ zip: '10020', city: 'New York', state: 'NY' });
  });

  it('400 naming the field for a missing, non-numeric or out-of-range coordinate', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ lat: 'abc', lng: -97.7 }, 'lat'],
      [{ lat: 200, lng: -97.7 }, 'lat'],
      [{ lat: -90.5, lng: -97.7 }, 'lat'],
      [{ lat: 30.2, lng: 181 }, 'lng'],
      [{ lat: 30.2, lng: '-97.7x' }, 'lng'],
      [{ lat: '', lng: -97.7 }, 'lat'],
      [{ lat: '1e1', lng: -97.7 }, 'lat'],
      [{ lat: 'NaN', lng: -97.7 }, 'lat'],
      [{ lat: 'Infinity', lng: -97.7 }, 'lat'],
      [{ lng: -97.7 }, 'lat'],
      [{ lat: 30.2 }, 'lng'],
    ];
    for (const [query, field] of cases) {
      const res = await nearest(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.name, JSON.stringify(query)).toBe('ValidationException');
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(query)).toContain(field);
    }
  });

  it('404 with a clear message outside the US (London, the open Pacific)', async () => {
    for (const query of [
      { lat: 51.5, lng: -0.12 },
      { lat: 0, lng: -150 },
      { lat: 90, lng: 180 },
    ]) {
      const res = await nearest(query);
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.body.message).toBe(NO_ZIP_NEAR);
    }
  });

  it('answers concurrent look-ups alike (the ZIP index is built once, on the first)', async () => {
    const fresh = await buildTestApp();
    try {
      const all = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          fresh.client().get('/v1/geo/nearest-zip', { query: { lat: 37.3382, lng: i % 2 ? -121.8863 : -121.8862 } }),
        ),
      );
      expect(all.map((r) => r.status)).toEqual(all.map(() => 200));
      expect(new Set(all.map((r) => r.body.zip))).toEqual(new Set(['95113']));
    } finally {
      await fresh.close();
    }
  });

  it('429 with Retry-After past the limit for one address; other addresses are unaffected', async () => {
    const c = t.client();
    for (let i = 0; i < GEO_RATE_RULE.max; i++) {
      const res = await nearest(i % 2 ? { lat: 'x', lng: 1 } : { lat: 30.2672, lng: -97.7431 }, c);
      expect(res.status).not.toBe(429);
    }
    const over = await nearest({ lat: 30.2672, lng: -97.7431 }, c);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await nearest({ lat: 30.2672, lng: -97.7431 })).status).toBe(200);
  });
});

describe('"Use my location", then nearest first', () => {
  it('listings in three ZIPs come back nearest first, with the right miles from the found ZIP', async () => {
    const { client } = await createSignedInUser(t);
    const make = word();
    const car = (model: string, zip: string) =>
      createPublished(t, client, { vehicle: { year: 2019, make, model, mileage: 1 }, location: { zip } });
    const newYork = await car('A', '10001');
    const sanFrancisco = await car('B', '94103');
    const sanJose = await car('C', '95112');

    // The browser is in downtown San Jose.
    const here = (await nearest({ lat: 37.3382, lng: -121.8863 })).body as { zip: string };
    expect(here.zip).toBe('95113');
    const res = await t.client().get('/v1/listing', { query: { make, zip: here.zip, sort: 'distance,asc' } });
    const page = ListingPageSchema.parse(res.body);
    expect(page.content.map((l) => l.id)).toEqual([sanJose.id, sanFrancisco.id, newYork.id]);

    const from = zipLocation(here.zip)!;
    for (const [l, zip] of [
      [page.content[0]!, '95112'],
      [page.content[1]!, '94103'],
      [page.content[2]!, '10001'],
    ] as const) {
      const expected = miles(from, zipLocation(zip)!);
      expect(Math.abs(l.distance! - expected), `${zip}: ${l.distance} vs ${expected}`).toBeLessThanOrEqual(0.06);
      expect(l.position).toEqual(zipLocation(zip));
    }
    expect(page.content[0]!.distance).toBeLessThan(3);
    expect(page.content[1]!.distance).toBeGreaterThan(40);
    expect(page.content[1]!.distance).toBeLessThan(50);
    expect(page.content[2]!.distance).toBeGreaterThan(2_500);
  });
});

describe('the map: each listing carries the centre of its ZIP', () => {
  it('on list pages and single reads; null without a ZIP', async () => {
    const { client } = await createSignedInUser(t);
    const withZip = await createListing(client, { location: { zip: '78701' } });
    expect(ListingSchema.parse(withZip).position).toEqual({ lat: 30.2706, lng: -97.7426 });
    const withoutZip = await createListing(client, { location: {} });
    expect(withoutZip.position).toBeNull();
    const read = await client.get(`/v1/listing/${withZip.id}`);
    expect(read.body.position).toEqual({ lat: 30.2706, lng: -97.7426 });
  });
});

describe('city and state from the ZIP', () => {
  const patch = (client: Awaited<ReturnType<typeof createSignedInUser>>['client'], id: string, json: object) =>
    client.request('PATCH', `/v1/listing/${id}`, { json });

  it('a new listing with only a ZIP gets its city and state', async () => {
    const { client } = await createSignedInUser(t);
    const l = await createListing(client, { location: { zip: '78701' } });
    expect(l.location).toEqual({ zip: '78701', city: 'Austin', state: 'TX' });
    // An empty or blank city is not one the seller typed.
    const blank = await createListing(client, { location: { zip: '10001', city: '  ', state: null } });
    expect(blank.location).toMatchObject({ city: 'New York', state: 'NY' });
  });

  it('keeps what the seller typed, filling only the other', async () => {
    const { client } = await createSignedInUser(t);
    const l = await createListing(client, { location: { zip: '78701', city: 'Downtown Austin' } });
    expect(l.location).toEqual({ zip: '78701', city: 'Downtown Austin', state: 'TX' });
  });

  it('a new ZIP brings its own city and state; the old ones are replaced, typed ones kept', async () => {
    const { client } = await createSignedInUser(t);
    const l = await createListing(client, { location: { zip: '78701' } });
    // PATCH with the ZIP alone.
    const moved = await patch(client, l.id, { location: { zip: '10001' } });
    expect(moved.body.location).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
    // The edit form PUTs the whole listing back: the new ZIP with the city and state it showed (the old ZIP's).
    const put = await client.request('PUT', `/v1/listing/${l.id}`, {
      json: { ...moved.body, location: { zip: '94103', city: 'New York', state: 'NY' } },
    });
    expect(put.status).toBe(200);
    expect(put.body.location).toEqual({ zip: '94103', city: 'San Francisco', state: 'CA' });
    // A city the seller changed in the same save is theirs.
    const typed = await patch(client, l.id, { location: { zip: '95112', city: 'Japantown' } });
    expect(typed.body.location).toEqual({ zip: '95112', city: 'Japantown', state: 'CA' });
  });

  it('leaves the place alone when the ZIP does not change, or when the ZIP has no known place', async () => {
    const { client } = await createSignedInUser(t);
    const l = await createListing(client, { location: { zip: '78701' } });
    const cleared = await patch(client, l.id, { location: { city: null } });
    expect(cleared.body.location).toEqual({ zip: '78701', city: null, state: 'TX' });
    const other = await patch(client, l.id, { description: 'New tires.' });
    expect(other.body.location).toEqual({ zip: '78701', city: null, state: 'TX' });
    const pr = await createListing(client, { location: { zip: '00901' } });
    expect(pr.location).toEqual({ zip: '00901' });
  });

  it('an unknown ZIP is still a 400 on location.zip, before any place is looked up', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post('/v1/listing', { title: 'x', location: { zip: '00000' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain('location.zip');
  });

  it('two saves racing with different ZIPs leave a city and state that match the ZIP that won', async () => {
    const { client } = await createSignedInUser(t);
    const l = await createListing(client, { location: { zip: '78701' } });
    const [a, b] = await Promise.all([
      patch(client, l.id, { location: { zip: '10001' } }),
      patch(client, l.id, { location: { zip: '94103' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const final = (await client.get(`/v1/listing/${l.id}`)).body.location;
    const places: Record<string, object> = {
      '10001': { zip: '10001', city: 'New York', state: 'NY' },
      '94103': { zip: '94103', city: 'San Francisco', state: 'CA' },
    };
    expect(final).toEqual(places[final.zip]);
  });
});
