import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingPageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { chats } from '../chats/chats.table';
import { createListing, createPublished } from './listing.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A word (and make) no other test uses, so each test sees only its own listings. */
const word = () => `zq${randomBytes(4).toString('hex')}`;
const ids = (body: { content: { id: string }[] }) => body.content.map((l) => l.id);

describe('GET /v1/listing: visibility and paging', () => {
  it('lists published listings to buyers; the seller sees their own drafts; the page wrapper is filled', async () => {
    const seller = await createSignedInUser(t);
    const make = word();
    const a = await createPublished(t, seller.client, { vehicle: { year: 2019, make, model: 'One', mileage: 1 } });
    const b = await createPublished(t, seller.client, { vehicle: { year: 2019, make, model: 'Two', mileage: 1 } });
    const draft = await createListing(seller.client, { vehicle: { year: 2019, make, model: 'Three', mileage: 1 } });

    const pub = await t.client().get('/v1/listing', { query: { make } });
    expect(pub.status).toBe(200);
    const page = ListingPageSchema.parse(pub.body);
    expect(page).toMatchObject({ totalElements: 2, number: 0, size: 100, totalPages: 1 });
    expect(ids(page)).toEqual([b.id, a.id]); // newest first
    expect(page.content[0]!.cover).not.toBeNull();
    expect(page.content[0]!.photoCount).toBe(1);
    expect(page.content[0]!.seller).toBeNull();

    const second = await t.client().get('/v1/listing', { query: { make, size: 1, page: 1 } });
    expect(second.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(ids(second.body)).toEqual([a.id]);
    const past = await t.client().get('/v1/listing', { query: { make, size: 1, page: 5 } });
    expect(past.body).toMatchObject({ totalElements: 2, content: [] });

    const own = await seller.client.get('/v1/listing', {
      query: { sellerId: seller.user.id, status: 'unpublishedDraft,published' },
    });
    expect(ids(own.body).sort()).toEqual([a.id, b.id, draft.id].sort());
    const ownDrafts = await seller.client.get('/v1/listing', {
      query: { sellerId: seller.user.id, status: 'unpublishedDraft' },
    });
    expect(ids(ownDrafts.body)).toEqual([draft.id]);

    const { client: other } = await createSignedInUser(t);
    const theirs = await other.get('/v1/listing', { query: { sellerId: seller.user.id } });
    expect(ids(theirs.body).sort()).toEqual([a.id, b.id].sort());
    expect(
      (await other.get('/v1/listing', { query: { sellerId: seller.user.id, status: 'unpublishedDraft' } })).body
        .totalElements,
    ).toBe(0);
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await staff.get('/v1/listing', { query: { make, status: 'unpublishedDraft' } })).body.totalElements).toBe(
      1,
    );
  });

  it('buyerId lists the listings the buyer has chats on, for that buyer and staff only', async () => {
    const seller = await createSignedInUser(t);
    const buyer = await createSignedInUser(t);
    const chatted = await createPublished(t, seller.client);
    await createPublished(t, seller.client);
    await t.ctx.db.insert(chats).values({ listingId: chatted.id, buyerId: buyer.user.id });
    const res = await buyer.client.get('/v1/listing', { query: { buyerId: buyer.user.id } });
    expect(ids(res.body)).toEqual([chatted.id]);
    expect((await seller.client.get('/v1/listing', { query: { buyerId: buyer.user.id } })).status).toBe(403);
    expect((await t.client().get('/v1/listing', { query: { buyerId: buyer.user.id } })).status).toBe(403);
  });
});

describe('GET /v1/listing: filters', () => {
  it('filters by make/model (any case), year, price, mileage, body, fuel and transmission', async () => {
    const { client } = await createSignedInUser(t);
    const make = word();
    const suv = await createPublished(t, client, {
      price: 20_000_00,
      vehicle: {
        year: 2016,
        make,
        model: 'Trail',
        mileage: 80_000,
        bodyType: 'SUV',
        fuelType: 'Gasoline',
        transmission: 'Automatic',
      },
    });
    const ev = await createPublished(t, client, {
      price: 35_000_00,
      vehicle: {
        year: 2021,
        make,
        model: 'Volt',
        mileage: 10_000,
        bodyType: 'Hatchback',
        fuelType: 'Electric',
        transmission: 'Automatic',
      },
    });
    const manual = await createPublished(t, client, {
      price: 9_000_00,
      vehicle: {
        year: 2009,
        make,
        model: 'Stick',
        mileage: 150_000,
        bodyType: 'Sedan',
        fuelType: 'Gasoline',
        transmission: 'Manual',
      },
    });
    const find = async (q: Record<string, string | number>) => {
      const res = await t.client().get('/v1/listing', { query: { make: make.toUpperCase(), ...q } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ids(res.body).sort();
    };
    expect(await find({})).toEqual([suv.id, ev.id, manual.id].sort());
    expect(await find({ model: 'volt' })).toEqual([ev.id]);
    expect(await find({ yearMin: 2015 })).toEqual([suv.id, ev.id].sort());
    expect(await find({ yearMin: 2015, yearMax: 2018 })).toEqual([suv.id]);
    expect(await find({ priceMax: 20_000_00 })).toEqual([suv.id, manual.id].sort());
    expect(await find({ priceMin: 30_000_00 })).toEqual([ev.id]);
    expect(await find({ mileageMax: 90_000 })).toEqual([suv.id, ev.id].sort());
    expect(await find({ mileageMin: 100_000 })).toEqual([manual.id]);
    expect(await find({ bodyType: 'SUV,Sedan' })).toEqual([suv.id, manual.id].sort());
    expect(await find({ fuelType: 'Electric' })).toEqual([ev.id]);
    expect(await find({ transmission: 'Manual' })).toEqual([manual.id]);

    const byPrice = await t.client().get('/v1/listing', { query: { make, sort: 'price,asc' } });
    expect(ids(byPrice.body)).toEqual([manual.id, suv.id, ev.id]);
    const byYear = await t.client().get('/v1/listing', { query: { make, sort: 'year,desc' } });
    expect(ids(byYear.body)).toEqual([ev.id, suv.id, manual.id]);
  });

  it('ZIP and radius: distance in miles, a radius filter and sort by distance', async () => {
    const { client } = await createSignedInUser(t);
    const make = word();
    const sanJose = await createPublished(t, client, {
      vehicle: { year: 2019, make, model: 'A', mileage: 1 },
      location: { zip: '95112' },
    });
    const sanFrancisco = await createPublished(t, client, {
      vehicle: { year: 2019, make, model: 'B', mileage: 1 },
      location: { zip: '94103' },
    });
    const newYork = await createPublished(t, client, {
      vehicle: { year: 2019, make, model: 'C', mileage: 1 },
      location: { zip: '10001' },
    });

    const all = await t.client().get('/v1/listing', { query: { make, zip: '95112', sort: 'distance,asc' } });
    expect(ids(all.body)).toEqual([sanJose.id, sanFrancisco.id, newYork.id]);
    const [d0, d1, d2] = all.body.content.map((l: { distance: number }) => l.distance);
    expect(d0).toBeLessThan(1);
    expect(d1).toBeGreaterThan(35);
    expect(d1).toBeLessThan(50);
    expect(d2).toBeGreaterThan(2400);

    const near = await t.client().get('/v1/listing', { query: { make, zip: '95112', radius: 50 } });
    expect(ids(near.body).sort()).toEqual([sanJose.id, sanFrancisco.id].sort());
    const veryNear = await t.client().get('/v1/listing', { query: { make, zip: '95112', radius: 10 } });
    expect(ids(veryNear.body)).toEqual([sanJose.id]);
    const noZip = await t.client().get('/v1/listing', { query: { make } });
    expect(noZip.body.content[0].distance).toBeNull();
  });

  it('400 with fields for unknown filter values, bad sorts, statuses and ZIP codes', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ bodyType: 'Spaceship' }, 'bodyType'],
      [{ fuelType: 'Coal' }, 'fuelType'],
      [{ transmission: 'Automatic,Warp' }, 'transmission'],
      [{ sort: 'color,asc' }, 'sort'],
      [{ sort: 'price,up' }, 'sort'],
      [{ status: 'published,archived' }, 'status'],
      [{ priceMin: '-1' }, 'priceMin'],
      [{ mileageMax: 'lots' }, 'mileageMax'],
      [{ zip: '9511' }, 'zip'],
      [{ zip: '00000' }, 'zip'],
      [{ radius: '25' }, 'radius'],
      [{ zip: '95112', radius: '0' }, 'radius'],
      [{ sort: 'relevance' }, 'sort'],
      [{ sort: 'distance,asc' }, 'sort'],
      [{ sellerId: 'me' }, 'sellerId'],
    ];
    for (const [query, field] of cases) {
      const res = await t.client().get('/v1/listing', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      // list values are reported per item (bodyType.0)
      expect(
        Object.keys(res.body.fields ?? {}).map((k) => k.split('.')[0]),
        JSON.stringify(query),
      ).toContain(field);
    }
  });
});

describe('text search', () => {
  it('ranks a title match above a description match, on /v1/listing and /v1/listing/search', async () => {
    const { client } = await createSignedInUser(t);
    const term = word();
    const inDescription = await createPublished(t, client, {
      title: 'Family hatchback',
      description: `Comes with the ${term} roof box.`,
    });
    const inTitle = await createPublished(t, client, { title: `Rare ${term} edition`, description: 'Garage kept.' });
    await createPublished(t, client, { title: 'Unrelated', description: 'Nothing to see.' });

    for (const path of ['/v1/listing/search', '/v1/listing']) {
      const res = await t.client().get(path, { query: { search: term } });
      expect(res.status).toBe(200);
      expect(ids(res.body), path).toEqual([inTitle.id, inDescription.id]);
    }
    const oldestFirst = await t.client().get('/v1/listing/search', { query: { search: term, sort: 'createdAt,asc' } });
    expect(ids(oldestFirst.body)).toEqual([inDescription.id, inTitle.id]);
    // web-search syntax: excluding the word that only the title has
    const excluded = await t.client().get('/v1/listing/search', { query: { search: `${term} -rare` } });
    expect(ids(excluded.body)).toEqual([inDescription.id]);
  });

  it('matches year/make/model and stems words; malformed syntax is never an error', async () => {
    const { client } = await createSignedInUser(t);
    const make = word();
    const l = await createPublished(t, client, {
      title: 'Clean car',
      description: 'Towing package, heated seats',
      vehicle: { year: 2017, make, model: 'Ranger', mileage: 5 },
    });
    for (const search of [make, `${make} ranger`, `${make} towed`, `"${make}" or nothingatall`]) {
      const res = await t.client().get('/v1/listing/search', { query: { search } });
      expect(ids(res.body), search).toEqual([l.id]);
    }
    for (const search of ['"unbalanced', 'a & | ! (', 'the']) {
      const res = await t.client().get('/v1/listing/search', { query: { search } });
      expect(res.status, search).toBe(200);
    }
  });
});
