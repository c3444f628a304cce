import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingSchema, ListingWriterEventSchema, type ListingWriterEvent } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { assets, assetTags } from '../assets/assets.table';
import { knowledge } from '../knowledge/knowledge.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';
const vehicle = {
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  mileage: 61_250,
  transmission: 'Automatic',
  titleStatus: 'Clean',
  equipment: ['Sunroof', 'Heated seats'],
};

async function newListing(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/v1/listing', {
    price: 15_900_00,
    vehicle,
    location: { zip: '95112', city: 'San Jose', state: 'CA' },
    ...body,
  });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body as { id: string };
}

async function addKnowledge(listingId: string) {
  await t.ctx.db.insert(knowledge).values([
    {
      listingId,
      type: 'enrich',
      category: 'accidents',
      ordinal: 0,
      question: 'Has it been in an accident?',
      content: 'Never',
      contentSource: 'seller',
    },
    {
      listingId,
      type: 'enrich',
      category: 'price',
      ordinal: 1,
      question: 'Why is it priced where it is?',
      content: 'New tires and a full service this year',
      contentSource: 'seller',
    },
  ]);
  const [a] = await t.ctx.db
    .insert(assets)
    .values({ targetId: listingId, status: 'ready' })
    .returning({ id: assets.id });
  await t.ctx.db.insert(assetTags).values([
    { assetId: a!.id, targetId: listingId, tag: 'photo' },
    { assetId: a!.id, targetId: listingId, tag: 'odometer' },
  ]);
}

/** The events of an SSE body, in order. */
function events(text: string): ListingWriterEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => ListingWriterEventSchema.parse(JSON.parse(block.slice(6))));
}

describe('PUT/PATCH /v1/listing/{id}?runAi=true', () => {
  it('fills the empty generated fields, keeps what the seller wrote, and sets isPopulated', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client);
    await addKnowledge(id);
    const res = await client.request('PATCH', `/v1/listing/${id}`, {
      json: { description: 'My own words about the car.' },
      query: { runAi: 'true' },
    });
    expect(res.status).toBe(200);
    const listing = ListingSchema.parse(res.body);
    expect(listing).toMatchObject({
      title: '2018 Honda Civic EX',
      shortTitle: '2018 Honda Civic EX',
      description: 'My own words about the car.',
      isPopulated: true,
    });
    expect(listing.shortDescription).toContain('61,250 miles');
    expect(listing.features).toEqual(expect.arrayContaining(['Sunroof', 'Heated seats']));
    expect(listing.priceExplanation).toContain('new tires and a full service this year');

    // A second save with runAi keeps every field that now has text.
    const again = await client.put(`/v1/listing/${id}`, { title: 'Civic for sale' }, { query: { runAi: 'true' } });
    expect(again.body).toMatchObject({
      title: 'Civic for sale',
      shortTitle: 'Civic for sale',
      description: 'My own words about the car.',
      shortDescription: listing.shortDescription,
    });
  });

  it('does nothing more without runAi', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client);
    const res = await client.request('PATCH', `/v1/listing/${id}`, { json: { price: 15_000_00 } });
    expect(res.body).toMatchObject({ title: null, description: null, isPopulated: false });
  });
});

describe('POST /v1/listing/{id}/regenerate-content', () => {
  it('rewrites the parts asked for and leaves the others', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client, { title: 'Keep me', description: 'Old text' });
    const res = await client.post(`/v1/listing/${id}/regenerate-content`, { parts: ['description'] });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Keep me');
    // The opener's wording is seeded by the listing (decision 012); the facts are in it whatever it is.
    expect(res.body.description).toMatch(/2018 Honda Civic EX.{0,20} 61,250 miles/);
    expect(res.body.isPopulated).toBe(true);

    const all = await client.post(`/v1/listing/${id}/regenerate-content`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ title: '2018 Honda Civic EX', shortTitle: '2018 Honda Civic EX' });
  });

  it('streams progress, deltas and the saved listing as server-sent events', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client);
    await addKnowledge(id);
    const res = await client.post(
      `/v1/listing/${id}/regenerate-content`,
      { parts: ['title', 'description'] },
      { headers: { accept: 'text/event-stream' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const list = events(res.text);
    expect(list[0]).toMatchObject({ type: 'progress', step: 'facts' });
    expect(list.filter((e) => e.type === 'progress').map((e) => e.type === 'progress' && e.step)).toEqual([
      'facts',
      'writing',
      'saving',
      'saving',
    ]);
    const deltas = list.filter((e) => e.type === 'delta');
    const description = deltas
      .filter((e) => e.part === 'description')
      .map((e) => e.text)
      .join('');
    expect(deltas.length).toBeGreaterThan(3);
    const done = list.at(-1)!;
    expect(done.type).toBe('done');
    const saved = ListingSchema.parse(done.type === 'done' ? done.listing : null);
    expect(saved.description).toBe(description);
    expect(saved.description).toContain('odometer');
    expect((await client.get(`/v1/listing/${id}`)).body).toEqual(JSON.parse(JSON.stringify(saved)));
  });

  it("lets staff regenerate; other users' drafts are not found (404), signed-out callers 401, unknown listings 404, bad bodies 400", async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client);
    const staff = await createStaff(t, 'concierge');
    expect((await staff.client.post(`/v1/listing/${id}/regenerate-content`, { parts: ['title'] })).status).toBe(200);
    const other = await createSignedInUser(t);
    expect((await other.client.post(`/v1/listing/${id}/regenerate-content`, {})).status).toBe(404);
    const streamed = await other.client.post(
      `/v1/listing/${id}/regenerate-content`,
      {},
      { headers: { accept: 'text/event-stream' } },
    );
    expect(streamed.status).toBe(404);
    expect((await t.client().post(`/v1/listing/${id}/regenerate-content`, {})).status).toBe(401);
    const anon = await createAnonymous(t);
    expect((await anon.client.post(`/v1/listing/${id}/regenerate-content`, {})).status).toBe(404);
    expect((await client.post(`/v1/listing/${MISSING_ID}/regenerate-content`, {})).status).toBe(404);
    expect((await client.post(`/v1/listing/${id}/regenerate-content`, { parts: ['offerLowest'] })).status).toBe(400);
    expect((await client.post(`/v1/listing/${id}/regenerate-content`, { parts: [] })).status).toBe(400);
    expect((await client.post(`/v1/listing/${id}/regenerate-content`, { extra: 1 })).status).toBe(400);
  });

  it('never writes a private knowledge entry into the listing (issue 15)', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client);
    await t.ctx.db.insert(knowledge).values([
      {
        listingId: id,
        type: 'enrich',
        category: 'reason',
        ordinal: 0,
        question: 'Why are you selling?',
        content: 'Behind on rent and need cash this week',
        contentSource: 'seller',
        isPrivate: true,
      },
      {
        listingId: id,
        type: 'faq',
        category: 'private',
        ordinal: 0,
        question: 'Walk-away price',
        content: 'Nothing under $14,350',
        contentSource: 'seller',
        isPrivate: true,
      },
      {
        listingId: id,
        type: 'enrich',
        category: 'keys',
        ordinal: 0,
        question: 'How many keys or fobs come with it?',
        content: '2',
        contentSource: 'seller',
      },
    ]);
    const res = await client.post(`/v1/listing/${id}/regenerate-content`);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain('Two keys come with it');
    expect(text).not.toMatch(/rent|14,350|walk-away/i);
  });

  it('limits regenerations per user', async () => {
    const { client } = await createSignedInUser(t);
    const { id } = await newListing(client);
    const responses = [];
    for (let i = 0; i < 21; i++)
      responses.push(await client.post(`/v1/listing/${id}/regenerate-content`, { parts: ['title'] }));
    expect(responses.slice(0, 20).every((r) => r.status === 200)).toBe(true);
    expect(responses[20]!.status).toBe(429);
    expect(Number(responses[20]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
