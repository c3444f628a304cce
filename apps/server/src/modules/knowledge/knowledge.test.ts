import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrichSetSchema, KnowledgeSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { createListing } from '../listings/testing';

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function sellerWithCar(vehicle?: Record<string, unknown>) {
  const seller = await createSignedInUser(t);
  const listing = await createListing(seller.client, vehicle ? { vehicle } : {});
  return { seller, listing };
}

describe('Knowledge (spec 7)', () => {
  it('the seller adds, lists, filters by type, changes and deletes entries; new ones go last', async () => {
    const { seller, listing } = await sellerWithCar();
    const a = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      question: 'Does it have a tow hitch?',
      content: 'Yes, rated for 1,500 lb.',
    });
    expect(a.status).toBe(200);
    expect(KnowledgeSchema.parse(a.body)).toMatchObject({
      listingId: listing.id,
      type: 'faq',
      ordinal: 0,
      contentSource: 'seller',
      contentType: 'text',
      category: null,
    });
    const b = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      question: 'Roof rack?',
      content: 'No.',
    });
    expect(b.body.ordinal).toBe(1);
    await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'correction',
      question: 'How many keys?',
      content: 'Two.',
    });

    const all = await seller.client.get(`/v1/knowledge/byListing/${listing.id}`);
    expect(all.body.map((k: { question: string }) => k.question)).toEqual([
      'How many keys?',
      'Does it have a tow hitch?',
      'Roof rack?',
    ]);
    const faq = await seller.client.get(`/v1/knowledge/byListing/${listing.id}/faq`);
    expect(faq.body).toHaveLength(2);

    const changed = await seller.client.put(`/v1/knowledge/${b.body.id}`, { content: 'Yes, crossbars included.' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ content: 'Yes, crossbars included.', question: 'Roof rack?' });

    expect((await seller.client.delete(`/v1/knowledge/${a.body.id}`)).status).toBe(204);
    expect(
      (await seller.client.get(`/v1/knowledge/byListing/${listing.id}/faq`)).body.map((k: { id: string }) => k.id),
    ).toEqual([b.body.id]);
    expect((await seller.client.delete(`/v1/knowledge/${a.body.id}`)).status).toBe(404);
  });

  it('staff write as concierge; strangers get 404 on a draft, anonymous 401, malformed 400, unknown 404', async () => {
    const { seller, listing } = await sellerWithCar();
    const staff = await createStaff(t, 'concierge');
    const byStaff = await staff.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      question: 'Warranty?',
      content: 'Factory warranty until 2027.',
    });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.contentSource).toBe('concierge');
    expect((await staff.client.get(`/v1/knowledge/byListing/${listing.id}`)).status).toBe(200);

    const stranger = await createSignedInUser(t);
    const id = byStaff.body.id as string;
    expect((await stranger.client.get(`/v1/knowledge/byListing/${listing.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/v1/knowledge/byListing/${listing.id}/enrichSets`)).status).toBe(404);
    expect(
      (await stranger.client.post('/v1/knowledge', { listingId: listing.id, type: 'faq', question: 'q', content: 'c' }))
        .status,
    ).toBe(404);
    expect((await stranger.client.put(`/v1/knowledge/${id}`, { content: 'mine now' })).status).toBe(404);
    expect((await stranger.client.delete(`/v1/knowledge/${id}`)).status).toBe(404);
    expect(
      (await stranger.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/keys`, { answers: [] })).status,
    ).toBe(404);

    const anon = t.client();
    expect((await anon.get(`/v1/knowledge/byListing/${listing.id}`)).status).toBe(401);
    expect(
      (await anon.post('/v1/knowledge', { listingId: listing.id, type: 'faq', question: 'q', content: 'c' })).status,
    ).toBe(401);
    expect((await anon.delete(`/v1/knowledge/${id}`)).status).toBe(401);

    for (const body of [
      {},
      { listingId: listing.id, type: 'gossip', question: 'q', content: 'c' },
      { listingId: listing.id, type: 'faq', question: ' ', content: 'c' },
      { listingId: 'nope', type: 'faq', question: 'q', content: 'c' },
      { listingId: listing.id, type: 'faq', question: 'q', content: 'c', extra: 1 },
    ]) {
      expect((await seller.client.post('/v1/knowledge', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await seller.client.put(`/v1/knowledge/${id}`, { content: '' })).status).toBe(400);
    expect((await seller.client.get(`/v1/knowledge/byListing/${listing.id}/gossip`)).status).toBe(400);
    expect((await seller.client.get('/v1/knowledge/byListing/nope')).status).toBe(400);

    expect(
      (await seller.client.post('/v1/knowledge', { listingId: MISSING_ID, type: 'faq', question: 'q', content: 'c' }))
        .status,
    ).toBe(404);
    expect((await seller.client.put(`/v1/knowledge/${MISSING_ID}`, { content: 'x' })).status).toBe(404);
    expect((await seller.client.get(`/v1/knowledge/byListing/${MISSING_ID}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/knowledge/byListing/${MISSING_ID}/enrichSets`)).status).toBe(404);
  });
});

describe('Guided enrich sets', () => {
  it('lists the sets adapted to the car, saves a set in one go (store, update, delete) and counts answers', async () => {
    const { seller, listing } = await sellerWithCar({
      year: 2021,
      make: 'Tesla',
      model: 'Model 3',
      mileage: 30_000,
      fuelType: 'Electric',
    });
    const sets = await seller.client.get(`/v1/knowledge/byListing/${listing.id}/enrichSets`);
    expect(sets.status).toBe(200);
    const parsed = sets.body.map((s: unknown) => EnrichSetSchema.parse(s));
    const maintenance = parsed.find((s: { id: string }) => s.id === 'maintenance');
    expect(maintenance.questions.map((q: { key: string }) => q.key)).toContain('battery');
    expect(parsed.every((s: { answeredCount: number }) => s.answeredCount === 0)).toBe(true);

    const saved = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/keys`, {
      answers: [
        { key: 'count', content: '2' },
        { key: 'extras', content: 'All-weather mats and a roof rack' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: 'keys', answeredCount: 2, questionCount: 4 });
    const count = saved.body.questions.find((q: { key: string }) => q.key === 'count');
    expect(count.answer).toMatchObject({
      type: 'enrich',
      category: 'keys',
      ordinal: 0,
      question: 'How many keys or fobs come with it?',
      content: '2',
      contentType: 'choice',
      contentSource: 'seller',
    });

    const again = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/keys`, {
      answers: [
        { key: 'count', content: '3 or more' },
        { key: 'extras', content: '' },
      ],
    });
    expect(again.body.answeredCount).toBe(1);
    expect(again.body.questions.find((q: { key: string }) => q.key === 'count').answer.id).toBe(count.answer.id);
    const stored = await seller.client.get(`/v1/knowledge/byListing/${listing.id}/enrich`);
    expect(stored.body.map((k: { content: string }) => k.content)).toEqual(['3 or more']);
  });

  it('refuses an unknown set (404), an unknown or repeated key or a choice not offered (400) and saves nothing then', async () => {
    const { seller, listing } = await sellerWithCar();
    expect(
      (await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/horoscope`, { answers: [] })).status,
    ).toBe(404);
    expect((await seller.client.put(`/v1/knowledge/byListing/${MISSING_ID}/enrich/keys`, { answers: [] })).status).toBe(
      404,
    );
    const bad = [
      {
        answers: [
          { key: 'count', content: '2' },
          { key: 'colour', content: 'red' },
        ],
      },
      {
        answers: [
          { key: 'count', content: '2' },
          { key: 'count', content: '3 or more' },
        ],
      },
      { answers: [{ key: 'count', content: 'seven' }] },
      { answers: 'nope' },
      { answers: [], extra: true },
    ];
    for (const body of bad) {
      const res = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/keys`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await seller.client.get(`/v1/knowledge/byListing/${listing.id}/enrich`)).body).toEqual([]);
  });
});
