import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealBadgeSchema, PriceEstimateSchema, type Listing } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createUser } from '../../../test/factories';
import { listings } from '../listings/listings.table';
import { createListing, createPublished } from '../listings/testing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';
const YEAR_NOW = new Date().getUTCFullYear();

/** The known answer of the generated markets: $30,000 new, 12% a year, $0.06 a mile over 12,000 a year. */
const truth = (year: number, mileage: number) => {
  const age = YEAR_NOW - year + 0.5;
  return Math.round((30_000 * 0.88 ** age - 0.06 * (mileage - 12_000 * age)) * 100);
};

/** A make no other test uses, so each market is its own. */
const uniqueMake = () => `Make${randomBytes(3).toString('hex')}`;

/** `count` published listings of make/model in the straight table, priced at truth ± 4%. */
async function seedMarket(make: string, model: string, count: number, baseYear: number) {
  const { user } = await createUser(t);
  const rows = Array.from({ length: count }, (_, i) => {
    const year = baseYear - 3 + (i % 7);
    const mileage = Math.round((YEAR_NOW - year + 0.5) * (9_000 + ((i * 2_654) % 6_000)));
    const noise = 1 + (((i * 37) % 17) - 8) / 200;
    return {
      sellerId: user.id,
      title: `${year} ${make} ${model}`,
      price: Math.round(truth(year, mileage) * noise),
      status: 'published' as const,
      publishedAt: new Date(),
      vehicle: { year, make, model, mileage, bodyType: 'Sedan' },
    };
  });
  return t.ctx.db.insert(listings).values(rows).returning({ id: listings.id });
}

describe('GET /v1/listing/{id}/pricing', () => {
  it('estimates a car in a generated market within 5% of the known value and rates a low price great', async () => {
    const make = uniqueMake();
    await seedMarket(make, 'Camry', 42, 2019);
    const { client } = await createSignedInUser(t);
    const known = truth(2019, 60_000);
    // Lower case on purpose: make and model match in any case.
    const car = await createPublished(t, client, {
      price: Math.round(known * 0.85),
      vehicle: { year: 2019, make: make.toLowerCase(), model: 'camry', mileage: 60_000, bodyType: 'Sedan' },
    });

    const res = await t.client().get(`/v1/listing/${car.id}/pricing`);
    expect(res.status).toBe(200);
    const e = PriceEstimateSchema.parse(res.body);
    expect(e.method).toBe('comparables');
    expect(e.comparableCount).toBeGreaterThanOrEqual(38);
    expect(Math.abs(e.value - known) / known).toBeLessThan(0.05);
    expect(e.rating).toBe('great');
    expect(e.reasons[0]).toMatch(
      new RegExp(`^Priced \\$[\\d,]+ under similar 2016–2022 ${make.toLowerCase()} camrys$`),
    );
    expect(e.comparables.length).toBeLessThanOrEqual(50);
    expect(e.comparables.some((c) => c.listingId === car.id)).toBe(false);
    expect(e.priceExplanation).toContain('listed or sold in the last 12 months');

    // Stored: the deal badge reads it, rated against the current price.
    const deal = await t.client().get(`/v1/listing/${car.id}/deal`);
    expect(DealBadgeSchema.parse(deal.body)).toEqual({
      rating: 'great',
      value: e.value,
      low: e.low,
      high: e.high,
      confidence: e.confidence,
      comparableCount: e.comparableCount,
    });
    // 38+ comparables within ±4% of the known price: a firm estimate, and it says why.
    expect(e.confidence).toBe('high');
    expect(e.spread).toBeLessThan(0.15);
    expect(e.confidenceText).toMatch(/^Based on \d+ similar cars listed or sold .*so this estimate is firm\.$/);
    await client.request('PATCH', `/v1/listing/${car.id}`, { json: { price: Math.round(e.value * 1.3) } });
    expect((await t.client().get(`/v1/listing/${car.id}/deal`)).body.rating).toBe('overpriced');
  });

  it('falls back on depreciation when comparables are few, and says so', async () => {
    const make = uniqueMake();
    await seedMarket(make, 'Rare', 1, 2018);
    const { client } = await createSignedInUser(t);
    const car = await createPublished(t, client, {
      price: 15_000_00,
      vehicle: { year: 2018, make, model: 'Rare', mileage: 70_000, bodyType: 'Sedan' },
    });
    const e = PriceEstimateSchema.parse((await client.get(`/v1/listing/${car.id}/pricing`)).body);
    expect(e.method).toBe('depreciation');
    expect(e.comparableCount).toBe(1);
    expect(e.reasons).toContain('Only 1 similar car on the market: estimated from typical depreciation');
    expect(e.high).toBeGreaterThan(e.value);
    // Thin data is said plainly, on the estimate, its explanation and the stored badge.
    expect(e.confidence).toBe('low');
    expect(e.confidenceText).toMatch(/^Only 1 similar car on Revy: .*rough guide\.$/);
    expect(e.priceExplanation).toMatch(/Only 1 similar car is on the market, so take this as a rough guide\.$/);
    const deal = DealBadgeSchema.parse((await t.client().get(`/v1/listing/${car.id}/deal`)).body);
    expect(deal).toMatchObject({ confidence: 'low', comparableCount: 1 });
  });

  it('cards say how sure the stored estimate is, in the one batched read', async () => {
    const make = uniqueMake();
    await seedMarket(make, 'Few', 4, 2018);
    const { client } = await createSignedInUser(t);
    const car = await createPublished(t, client, {
      price: 14_000_00,
      vehicle: { year: 2018, make, model: 'Few', mileage: 70_000, bodyType: 'Sedan' },
    });
    const e = PriceEstimateSchema.parse((await t.client().get(`/v1/listing/${car.id}/pricing`)).body);
    expect(e.method).toBe('blend');
    expect(e.confidence).toBe('medium');
    // Thin data widens the range: never narrower than ±8% at medium confidence.
    expect(e.value - e.low).toBeGreaterThanOrEqual(e.value * 0.075);
    expect(e.high - e.value).toBeGreaterThanOrEqual(e.value * 0.075);
    const cards = (await t.client().get(`/v1/listing/search?make=${make}&size=50`)).body.content as Listing[];
    expect(cards.find((l) => l.id === car.id)!.deal).toMatchObject({ confidence: 'medium', comparableCount: 4 });
  });

  it('400 for a malformed id, 404 for an unknown listing and for the draft of another seller; the seller and staff see theirs', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.get('/v1/listing/not-an-id/pricing')).status).toBe(400);
    expect((await client.get(`/v1/listing/${MISSING_ID}/pricing`)).status).toBe(404);
    expect((await client.get(`/v1/listing/${MISSING_ID}/deal`)).status).toBe(404);

    const draft = await createListing(client);
    const other = await createSignedInUser(t);
    expect((await other.client.get(`/v1/listing/${draft.id}/pricing`)).status).toBe(404);
    expect((await other.client.get(`/v1/listing/${draft.id}/deal`)).status).toBe(404);
    expect((await t.client().get(`/v1/listing/${draft.id}/pricing`)).status).toBe(404);
    expect((await client.get(`/v1/listing/${draft.id}/pricing`)).status).toBe(200);
  });

  it('422 when the listing lacks year, make or model; its deal is null', async () => {
    const { client } = await createSignedInUser(t);
    const bare = await createListing(client, { vehicle: { make: 'Toyota' } });
    const res = await client.get(`/v1/listing/${bare.id}/pricing`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Add the year, make and model to get a price estimate');
    const deal = await client.get(`/v1/listing/${bare.id}/deal`);
    expect(deal.status).toBe(200);
    expect(deal.body).toBeNull();
  });
});

describe('deal badges in search results', () => {
  it('cards carry the stored rating (null until estimated); the refresh job fills them in', async () => {
    const make = uniqueMake();
    await seedMarket(make, 'Accord', 20, 2020);
    const { client } = await createSignedInUser(t);
    const car = await createPublished(t, client, {
      price: Math.round(truth(2020, 50_000) * 1.4),
      vehicle: { year: 2020, make, model: 'Accord', mileage: 50_000, bodyType: 'Sedan' },
    });
    await t.client().get(`/v1/listing/${car.id}/pricing`);

    const before = await t.client().get(`/v1/listing/search?make=${make}&size=50`);
    expect(before.status).toBe(200);
    const cards = before.body.content as Listing[];
    const byId = new Map(cards.map((l) => [l.id, l]));
    expect(byId.get(car.id)!.deal!.rating).toBe('overpriced');
    // The job runs as the app starts and then every minute; at most the ones it already did have one.
    expect(cards.every((l) => 'deal' in l)).toBe(true);

    // As production runs it: the job, whose end empties the showroom cache (decision 049).
    await t.ctx.jobs.send('pricing.refresh', {});
    await t.ctx.jobs.drain(['pricing.refresh']);
    const after = await t.client().get(`/v1/listing/search?make=${make}&size=50`);
    expect(after.body.totalElements).toBe(21);
    for (const l of after.body.content as Listing[]) expect(DealBadgeSchema.parse(l.deal).value).toBeGreaterThan(0);
    // The single-listing read carries no badge (the page asks GET /deal).
    expect('deal' in (await t.client().get(`/v1/listing/${car.id}`)).body).toBe(false);
  });
});
