import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrichSetSchema, KnowledgeSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { createListing, createPublished } from '../listings/testing';

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

describe('Private entries (issue 15)', () => {
  it('the seller marks an entry private on create and update; GET returns it; a later edit keeps the setting', async () => {
    const { seller, listing } = await sellerWithCar();
    const created = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      category: 'private',
      question: 'Walk-away price',
      content: 'Nothing under $14,000',
      isPrivate: true,
    });
    expect(created.status).toBe(200);
    expect(KnowledgeSchema.parse(created.body)).toMatchObject({ isPrivate: true, contentSource: 'seller' });
    const plain = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      question: 'Roof rack?',
      content: 'No.',
    });
    expect(plain.body.isPrivate).toBe(false);

    const listed = await seller.client.get(`/v1/knowledge/byListing/${listing.id}/faq`);
    expect(
      Object.fromEntries(listed.body.map((k: { question: string; isPrivate: boolean }) => [k.question, k.isPrivate])),
    ).toEqual({ 'Walk-away price': true, 'Roof rack?': false });

    const id = created.body.id as string;
    const edited = await seller.client.put(`/v1/knowledge/${id}`, { content: 'Nothing under $13,500' });
    expect(edited.body).toMatchObject({ content: 'Nothing under $13,500', isPrivate: true });
    const shared = await seller.client.put(`/v1/knowledge/${id}`, { isPrivate: false });
    expect(shared.body).toMatchObject({ isPrivate: false, content: 'Nothing under $13,500' });
    // The entry's own GET body comes back whole (decision 019), the switch flipped.
    const back = await seller.client.put(`/v1/knowledge/${id}`, { ...shared.body, isPrivate: true });
    expect(back.status).toBe(200);
    expect(back.body.isPrivate).toBe(true);

    // Staff may read and set it too (they help the seller); their flip keeps who wrote the answer.
    const staff = await createStaff(t, 'concierge');
    const byStaff = await staff.client.put(`/v1/knowledge/${id}`, { isPrivate: false });
    expect(byStaff.body).toMatchObject({ isPrivate: false, contentSource: 'seller' });
  });

  it('refuses a malformed isPrivate (400) and any caller but the seller and staff (401, 403)', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const entry = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      question: 'Where can I see it?',
      content: 'Near the station',
      isPrivate: true,
    });
    expect(entry.status).toBe(200);
    for (const isPrivate of ['yes', 1, null]) {
      const created = await seller.client.post('/v1/knowledge', {
        listingId: listing.id,
        type: 'faq',
        question: 'q',
        content: 'c',
        isPrivate,
      });
      expect(created.status, String(isPrivate)).toBe(400);
      expect((await seller.client.put(`/v1/knowledge/${entry.body.id}`, { isPrivate })).status).toBe(400);
      const set = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/reason`, {
        answers: [{ key: 'why', content: 'Moving abroad', isPrivate }],
      });
      expect(set.status).toBe(400);
    }

    // A buyer of the published car may not read, add or flip it.
    const buyer = await createSignedInUser(t);
    expect((await buyer.client.get(`/v1/knowledge/byListing/${listing.id}`)).status).toBe(403);
    expect((await buyer.client.put(`/v1/knowledge/${entry.body.id}`, { isPrivate: false })).status).toBe(403);
    expect(
      (
        await buyer.client.post('/v1/knowledge', {
          listingId: listing.id,
          type: 'faq',
          question: 'q',
          content: 'c',
          isPrivate: true,
        })
      ).status,
    ).toBe(403);
    expect((await t.client().put(`/v1/knowledge/${entry.body.id}`, { isPrivate: false })).status).toBe(401);
    expect((await seller.client.get(`/v1/knowledge/byListing/${listing.id}`)).body[0].isPrivate).toBe(true);
  });

  it('the guided set save marks an answer private, keeps the setting when left out, and clears it on request', async () => {
    const { seller, listing } = await sellerWithCar();
    const url = `/v1/knowledge/byListing/${listing.id}/enrich/reason`;
    const why = (body: { questions: { key: string; answer: { isPrivate: boolean; content: string } | null }[] }) =>
      body.questions.find((q) => q.key === 'why')!.answer!;

    const saved = await seller.client.put(url, {
      answers: [
        { key: 'why', content: 'Divorce, need the cash', isPrivate: true },
        { key: 'usage', content: 'Mixed' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(why(saved.body)).toMatchObject({ content: 'Divorce, need the cash', isPrivate: true });
    expect(saved.body.questions.find((q: { key: string }) => q.key === 'usage').answer.isPrivate).toBe(false);

    const edited = await seller.client.put(url, { answers: [{ key: 'why', content: 'Divorce' }] });
    expect(why(edited.body)).toMatchObject({ content: 'Divorce', isPrivate: true });

    // The set's own GET body is accepted as it comes back (decision 019), switches included.
    const [set] = (await seller.client.get(`/v1/knowledge/byListing/${listing.id}/enrichSets`)).body.filter(
      (s: { id: string }) => s.id === 'reason',
    );
    why(set).isPrivate = false;
    const fromGet = await seller.client.put(url, set);
    expect(fromGet.status).toBe(200);
    expect(why(fromGet.body)).toMatchObject({ content: 'Divorce', isPrivate: false });
  });
});
