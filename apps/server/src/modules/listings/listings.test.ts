import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isPlanFeature, ListingMinimalSchema, ListingSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { grantActivePlan } from '../../../test/plan-factories';
import { addPhoto, createListing, createPublished, listingBody } from './listing.fixtures';
import { listings } from './listings.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

describe('POST /v1/listing', () => {
  it('creates an unpublished draft for any signed-in user and counts it on the seller', async () => {
    const { client, user } = await createSignedInUser(t);
    const res = await client.post('/v1/listing', listingBody());
    expect(res.status).toBe(200);
    const listing = ListingSchema.parse(res.body);
    expect(listing).toMatchObject({
      sellerId: user.id,
      status: 'unpublishedDraft',
      saleStatus: 'unsold',
      price: 24_500_00,
      isReviewed: false,
      photoCount: 0,
      cover: null,
      publishedAt: null,
      vehicle: { make: 'Toyota', model: 'RAV4', mileage: 42_000 },
      location: { zip: '95112' },
      seller: { id: user.id, firstName: 'Test', lastNameInitial: 'U' },
    });
    expect((await client.get('/v1/user/current')).body.listingCount).toBe(1);

    const anon = await createAnonymous(t);
    const draft = await anon.client.post('/v1/listing', { title: 'My car' });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ sellerId: anon.userId, status: 'unpublishedDraft' });
  });

  it('401 signed out; 400 "Listing is required" without a body', async () => {
    expect((await t.client().post('/v1/listing', listingBody())).status).toBe(401);
    const { client } = await createSignedInUser(t);
    const res = await client.request('POST', '/v1/listing');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Listing is required');
  });

  it('400 with fields for malformed input', async () => {
    const { client } = await createSignedInUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ vinValue: '1HGCM82633A00435O' }, 'vinValue'],
      [{ vinValue: '123' }, 'vinValue'],
      [{ price: -100 }, 'price'],
      [{ price: 12.5 }, 'price'],
      [{ vehicle: { mileage: -1 } }, 'vehicle.mileage'],
      [{ vehicle: { bodyType: 'Spaceship' } }, 'vehicle.bodyType'],
      [{ location: { zip: '9511' } }, 'location.zip'],
      [{ status: 'sold' }, 'status'],
    ];
    // Server-owned fields (spec 5: saving never sends isReviewed) are ignored, never applied (decision 019).
    const reviewed = await client.post('/v1/listing', { isReviewed: true });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.isReviewed).toBe(false);
    for (const [body, field] of cases) {
      const res = await client.post('/v1/listing', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field !== '_') expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const unknownZip = await client.post('/v1/listing', { location: { zip: '00000' } });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body.fields).toEqual({ 'location.zip': "We don't know this ZIP code" });
  });
});

describe('the VIN on a listing', () => {
  it('keeps what the VIN says as vinInfo, and saves an undecodable VIN without it', { timeout: 60_000 }, async () => {
    const { client } = await createSignedInUser(t);
    const created = await client.post('/v1/listing', { vinValue: '1hgcm82633a004352' });
    expect(created.body.vinValue).toBe('1HGCM82633A004352');
    expect(created.body.vinInfo).toMatchObject({ vin: '1HGCM82633A004352', make: 'Honda', year: 2003 });
    // A European VIN the offline data does not know still saves.
    const other = await client.request('PATCH', `/v1/listing/${created.body.id}`, {
      json: { vinValue: 'WBA3A5C51CF256985' },
    });
    expect(other.status).toBe(200);
    expect(other.body.vinValue).toBe('WBA3A5C51CF256985');
  });
});

describe('PUT and PATCH /v1/listing/{id}', () => {
  it('If-Match: a stale edit is 409 and changes nothing; of 10 racing edits from one version exactly one wins; counters do not make edits stale', async () => {
    const seller = await createSignedInUser(t);
    const { client: concierge } = await createStaff(t, 'concierge');
    const listing = await createListing(seller.client);
    const opened = await seller.client.get(`/v1/listing/${listing.id}`);
    const etag = opened.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await concierge.get(`/v1/listing/${listing.id}`)).headers.get('etag')).toBe(etag);
    // The concierge saves first; the seller's save from the old version is refused.
    const first = await concierge.put(
      `/v1/listing/${listing.id}`,
      { title: 'Fixed by the concierge' },
      { headers: { 'if-match': etag } },
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(etag);
    const stale = await seller.client.put(
      `/v1/listing/${listing.id}`,
      { ...opened.body, title: 'Mine' },
      { headers: { 'if-match': etag } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'CONFLICT' });
    expect((await seller.client.get(`/v1/listing/${listing.id}`)).body.title).toBe('Fixed by the concierge');
    // Reload, then save again: fine. Without If-Match the last writer wins, as before.
    const fresh = (await seller.client.get(`/v1/listing/${listing.id}`)).headers.get('etag')!;
    expect(
      (await seller.client.put(`/v1/listing/${listing.id}`, { title: 'Mine' }, { headers: { 'if-match': fresh } }))
        .status,
    ).toBe(200);
    expect((await seller.client.put(`/v1/listing/${listing.id}`, { title: 'Mine again' })).status).toBe(200);
    // A buyer's visit moves counters, not the edit version.
    const now = (await seller.client.get(`/v1/listing/${listing.id}`)).headers.get('etag')!;
    await t.client().post(`/v1/listing/${listing.id}/track`, {});
    expect((await seller.client.get(`/v1/listing/${listing.id}`)).headers.get('etag')).toBe(now);
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        seller.client.put(`/v1/listing/${listing.id}`, { title: `Racer ${i}` }, { headers: { 'if-match': now } }),
      ),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it("takes the listing's own GET body back (server-owned fields ignored, never applied) and still refuses what is wrong", async () => {
    const seller = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    for (const listing of [await createListing(seller.client), await createPublished(t, seller.client)]) {
      const before = (await seller.client.get(`/v1/listing/${listing.id}`)).body;
      for (const method of ['PUT', 'PATCH']) {
        const res = await seller.client.request(method, `/v1/listing/${listing.id}`, { json: before });
        expect(res.status, `${method} ${before.status}`).toBe(200);
        expect(res.body).toMatchObject({
          id: before.id,
          sellerId: before.sellerId,
          status: before.status,
          title: before.title,
          price: before.price,
          features: before.features,
        });
      }
      // Server-owned fields are dropped, whatever they say.
      const forged = {
        ...before,
        id: other.user.id,
        sellerId: other.user.id,
        isReviewed: true,
        isPaid: true,
        buyerCount: 99,
        uniqueVisitorCount: 1e6,
        price: 1_234_500,
      };
      const res = await seller.client.put(`/v1/listing/${listing.id}`, forged);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: listing.id,
        sellerId: seller.user.id,
        isReviewed: before.isReviewed,
        isPaid: before.isPaid,
        buyerCount: before.buyerCount,
        price: 1_234_500,
      });
      expect((await other.client.get('/v1/listing', { query: { sellerId: other.user.id } })).body.totalElements).toBe(
        0,
      );
      // What the client may set is still checked, and a typo is still named.
      const typo = await seller.client.put(`/v1/listing/${listing.id}`, { ...before, colour: 'red' });
      expect(typo.status).toBe(400);
      const wrong = await seller.client.put(`/v1/listing/${listing.id}`, { ...before, price: 'cheap' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toHaveProperty('price');
    }
  });

  it('PATCH merges vehicle and location key by key; PUT replaces them; left-out fields stay', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await createListing(client);
    const patched = await client.request('PATCH', `/v1/listing/${id}?runAi=true`, {
      json: { vehicle: { mileage: 43_000 }, price: 23_000_00 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.vehicle).toMatchObject({ make: 'Toyota', model: 'RAV4', mileage: 43_000 });
    expect(patched.body).toMatchObject({ price: 23_000_00, title: '2019 Toyota RAV4 XLE, one owner' });

    const put = await client.put(`/v1/listing/${id}`, {
      vehicle: { year: 2018, make: 'Honda', model: 'CR-V' },
      location: { zip: '10001' },
    });
    expect(put.status).toBe(200);
    expect(put.body.vehicle).toEqual({ year: 2018, make: 'Honda', model: 'CR-V' });
    // Replaced whole: San Jose's city and state went with the old ZIP; the new ZIP brings its own (issue 19).
    expect(put.body.location).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
    expect(put.body.price).toBe(23_000_00);
  });

  it("features: the seller sets the car's highlights; the plan's codes can be neither granted nor dropped", async () => {
    const { client } = await createSignedInUser(t);
    const listing = await createListing(client);
    // What plan activation leaves on a listing (listing-plan.service.ts).
    const planCodes = ['PUBLISH_14', 'pubCL'];
    expect(planCodes.every(isPlanFeature)).toBe(true);
    await t.ctx.db.update(listings).set({ features: planCodes }).where(eq(listings.id, listing.id));
    const res = await client.request('PATCH', `/v1/listing/${listing.id}`, {
      json: { features: ['One owner', 'pubCL', 'CONCIERGE', 'New tires'] },
    });
    expect(res.status, res.text).toBe(200);
    expect(new Set(res.body.features)).toEqual(new Set([...planCodes, 'One owner', 'New tires']));
    const cleared = await client.request('PATCH', `/v1/listing/${listing.id}`, { json: { features: [] } });
    expect(cleared.body.features).toEqual(planCodes);
  });

  it('400 "Listing is required" for an empty body; 404 for an unknown listing', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await createListing(client);
    for (const method of ['PUT', 'PATCH']) {
      const empty = await client.request(method, `/v1/listing/${id}`);
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Listing is required');
      expect((await client.request(method, `/v1/listing/${id}`, { json: {} })).body.message).toBe(
        'Listing is required',
      );
    }
    expect((await client.put(`/v1/listing/${MISSING_ID}`, { title: 'x' })).status).toBe(404);
    expect((await client.put('/v1/listing/nope', { title: 'x' })).status).toBe(400);
  });

  it("404 for another user's draft (as if missing), and nothing changes; staff may edit", async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const { client: other } = await createSignedInUser(t);
    const res = await other.request('PATCH', `/v1/listing/${id}`, { json: { price: 1_00 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
    expect((await seller.client.get(`/v1/listing/${id}`)).body.price).toBe(24_500_00);
    const anon = await createAnonymous(t);
    expect((await anon.client.put(`/v1/listing/${id}`, { price: 1_00 })).status).toBe(404);
    expect((await t.client().put(`/v1/listing/${id}`, { price: 1_00 })).status).toBe(401);

    const { client: concierge } = await createStaff(t, 'concierge');
    const fixed = await concierge.request('PATCH', `/v1/listing/${id}`, { json: { title: 'Fixed by staff' } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.title).toBe('Fixed by staff');
  });

  it('publishes a complete listing of a registered seller with a plan, setting publishedAt once', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await createListing(client);
    const incomplete = await client.request('PATCH', `/v1/listing/${id}`, {
      json: { status: 'published', price: null },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error).toBe('UNPROCESSABLE');
    expect(Object.keys(incomplete.body.fields)).toEqual(['price', 'photos']);
    expect((await client.get(`/v1/listing/${id}`)).body).toMatchObject({
      status: 'unpublishedDraft',
      price: 24_500_00,
    });

    await addPhoto(t, id, 2);
    const unpaid = await client.request('PATCH', `/v1/listing/${id}`, { json: { status: 'published' } });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body).toMatchObject({ error: 'PAYMENT_REQUIRED', message: 'Choose a plan to publish your listing' });
    await grantActivePlan(t, id);
    const published = await client.request('PATCH', `/v1/listing/${id}`, { json: { status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', photoCount: 1 });
    const firstPublishedAt = published.body.publishedAt;
    expect(firstPublishedAt).toMatch(/^\d{4}-/);

    const unpublished = await client.put(`/v1/listing/${id}`, { status: 'unpublished' });
    expect(unpublished.body).toMatchObject({ status: 'unpublished', publishedAt: firstPublishedAt });
    const again = await client.put(`/v1/listing/${id}`, { status: 'published' });
    expect(again.body).toMatchObject({ status: 'published', publishedAt: firstPublishedAt });
  });

  it('403 REGISTRATION_REQUIRED when an anonymous seller publishes', async () => {
    const anon = await createAnonymous(t);
    const { id } = await createListing(anon.client);
    await addPhoto(t, id);
    const res = await anon.client.request('PATCH', `/v1/listing/${id}`, { json: { status: 'published' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('REGISTRATION_REQUIRED');
    expect((await anon.client.get(`/v1/listing/${id}`)).body.status).toBe('unpublishedDraft');
  });
});

describe('GET /v1/listing/{id}', () => {
  it("shows the plan's internal codes only to the seller and staff; visitors see the car's own features", async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    // As a paid plan leaves them: the car's highlights and the plan's codes in one list.
    await t.ctx.db
      .update(listings)
      .set({ features: ['Heated seats', 'PUBLISH_UNLIMITED', 'Tow hitch', 'REVY_ASSISTANT'] })
      .where(eq(listings.id, listing.id));
    const own = (await seller.client.get(`/v1/listing/${listing.id}`)).body.features as string[];
    expect(own.some(isPlanFeature)).toBe(true);
    const { client: staff } = await createStaff(t, 'concierge');
    expect(((await staff.get(`/v1/listing/${listing.id}`)).body.features as string[]).some(isPlanFeature)).toBe(true);
    const { client: buyer } = await createSignedInUser(t);
    for (const c of [buyer, t.client()]) {
      expect((await c.get(`/v1/listing/${listing.id}`)).body.features).toEqual(['Heated seats', 'Tow hitch']);
      const page = (await c.get('/v1/listing', { query: { sellerId: seller.user.id } })).body.content as {
        features: string[];
      }[];
      expect(page.length).toBeGreaterThan(0);
      for (const l of page) expect(l.features.some(isPlanFeature)).toBe(false);
    }
  });

  it('buyers read published listings without the owner-only fields; sellers and staff read all', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, { offerLowest: 20_000_00 });
    await seller.client.post(`/v1/listing/${listing.id}/update-sale-status`, {
      outcome: 'sold',
      salePrice: 23_000_00,
      soldTo: 'Sam',
    });

    const own = await seller.client.get(`/v1/listing/${listing.id}`);
    expect(own.body).toMatchObject({ offerLowest: 20_000_00, salePrice: 23_000_00, soldTo: 'Sam' });

    const { client: buyer } = await createSignedInUser(t);
    for (const c of [buyer, t.client()]) {
      const res = await c.get(`/v1/listing/${listing.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: listing.id,
        saleStatus: 'sold',
        offerLowest: null,
        salePrice: null,
        soldTo: null,
        statusReason: null,
        issues: [],
        offerCount: 0,
        uniqueVisitorCount: 0,
      });
      expect(res.body.seller).toMatchObject({ id: seller.user.id });
      expect(res.body.seller).not.toHaveProperty('email');
      expect(res.body.cover).toMatchObject({ files: { cover300x200: expect.any(String) } });
    }
    const { client: staff } = await createStaff(t);
    expect((await staff.get(`/v1/listing/${listing.id}`)).body.offerLowest).toBe(20_000_00);
  });

  it('answers the minimal shape with minimal=true; unpublished listings are 404 to others', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const minimal = await seller.client.get(`/v1/listing/${id}?minimal=true`);
    expect(minimal.status).toBe(200);
    expect(minimal.body).toEqual(ListingMinimalSchema.parse(minimal.body));
    expect(Object.keys(minimal.body).sort()).toEqual(['id', 'saleStatus', 'sellerId', 'shortTitle', 'status', 'title']);
    const { client: buyer } = await createSignedInUser(t);
    expect((await buyer.get(`/v1/listing/${id}`)).status).toBe(404);
    expect((await buyer.get(`/v1/listing/${id}?minimal=true`)).status).toBe(404);
    expect((await t.client().get(`/v1/listing/${MISSING_ID}`)).status).toBe(404);
    expect((await t.client().get(`/v1/listing/${id}?minimal=maybe`)).status).toBe(400);
  });
});

describe('DELETE /v1/listing/{id}', () => {
  it('soft-deletes for the seller, keeps the count in step, and is not found for anyone else (a draft)', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const { client: other } = await createSignedInUser(t);
    expect((await other.delete(`/v1/listing/${id}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/listing/${id}`)).status).toBe(200);

    expect((await seller.client.delete(`/v1/listing/${id}`)).status).toBe(204);
    expect((await seller.client.get(`/v1/listing/${id}`)).status).toBe(404);
    expect((await seller.client.delete(`/v1/listing/${id}`)).status).toBe(404);
    expect((await seller.client.get('/v1/user/current')).body.listingCount).toBe(0);
    const mine = await seller.client.get('/v1/listing', { query: { sellerId: seller.user.id } });
    expect(mine.body.totalElements).toBe(0);
  });

  it('lets staff delete any listing', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const { client: admin } = await createStaff(t, 'admin');
    expect((await admin.delete(`/v1/listing/${id}`)).status).toBe(204);
  });
});

describe('GET /v1/listing/options', () => {
  it('answers the value lists', async () => {
    const res = await t.client().get('/v1/listing/options');
    expect(res.status).toBe(200);
    expect(res.body.transmissionTypes).toContain('Manual');
    expect(res.body.fuelTypes).toContain('Electric');
    expect(res.body.titleStatuses).toContain('Clean');
    expect(res.body.bodyTypes).toContain('SUV');
  });
});
