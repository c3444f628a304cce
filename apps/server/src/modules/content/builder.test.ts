import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { startFakeBuilderServer } from '../../../test/fake-builder-server';

type Fake = Awaited<ReturnType<typeof startFakeBuilderServer>>;
const REMOTE_PAGE = {
  id: 'bld-1',
  name: 'Spring sale',
  modelId: 'page',
  published: 'published',
  data: { title: 'Spring sale', url: '/spring-sale', blocks: [] },
};

describe('GET /v1/builder/content/{model} without Builder.io', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it("serves the product's own content in Builder.io's shape", async () => {
    const page = await t.client().get('/v1/builder/content/page', { query: { urlPath: '/privacy/terms' } });
    expect(page.status).toBe(200);
    expect(page.body.source).toBe('own');
    expect(page.body.results).toHaveLength(1);
    expect(page.body.results[0]).toMatchObject({
      name: 'Terms of service',
      published: 'published',
      data: { title: 'Terms of service', url: '/terms', slug: 'terms', type: 'page' },
    });
    expect(page.body.results[0].data.markdown).toContain('## 1. What Revy is');

    const landing = await t.client().get('/v1/builder/content/landing', { query: { urlPath: '/marketing/live' } });
    expect(landing.body.results[0].data).toMatchObject({ variant: 'live', type: 'landing' });
    const byVariant = await t.client().get('/v1/builder/content/landing-section', { query: { variant: 'lp' } });
    expect(byVariant.body.results[0].name).toBe('Get more for your car than a trade-in');

    const posts = await t.client().get('/v1/builder/content/blog-post', { query: { limit: '3' } });
    expect(posts.body.results).toHaveLength(3);
    const post = await t
      .client()
      .get('/v1/builder/content/blog-post', { query: { urlPath: '/blog/spotting-buyer-scams' } });
    expect(post.body.results[0].name).toBe('Spotting buyer scams before they cost you');

    for (const [model, query] of [
      ['page', { urlPath: '/no-such-page' }],
      ['unknown-model', {}],
      ['page', { urlPath: '/blog/spotting-buyer-scams' }],
    ] as const) {
      const res = await t.client().get(`/v1/builder/content/${model}`, { query });
      expect(res.status).toBe(200);
      expect(res.body.results, `${model} ${JSON.stringify(query)}`).toEqual([]);
    }
  });

  it('refuses malformed models and attributes (400)', async () => {
    expect((await t.client().get('/v1/builder/content/Bad_Model')).status).toBe(400);
    expect((await t.client().get('/v1/builder/content/page', { query: { urlPath: 'x'.repeat(501) } })).status).toBe(
      400,
    );
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`a${i}`, 'x']));
    expect((await t.client().get('/v1/builder/content/page', { query: many })).status).toBe(400);
  });

  it('clears the cache for staff only, and a content change shows at once', async () => {
    const buyer = await createSignedInUser(t);
    expect((await t.client().post('/v1/builder/cache/clear', {})).status).toBe(401);
    expect((await buyer.client.post('/v1/builder/cache/clear', {})).status).toBe(403);
    const concierge = await createStaff(t, 'concierge');
    expect((await concierge.client.post('/v1/builder/cache/clear', {})).body).toEqual({ cleared: true });

    const slug = `promo-${randomBytes(3).toString('hex')}`;
    const first = await t.client().get('/v1/builder/content/page', { query: { urlPath: `/${slug}` } });
    expect(first.body.results).toEqual([]); // cached as "none"
    await concierge.client.post('/v1/content', { type: 'page', title: 'Promo', slug, status: 'published' });
    const after = await t.client().get('/v1/builder/content/page', { query: { urlPath: `/${slug}` } });
    expect(after.body.results[0]?.name).toBe('Promo');
  });
});

describe('GET /v1/builder/content/{model} with Builder.io', () => {
  let fake: Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeBuilderServer({ page: [REMOTE_PAGE] });
    t = await buildTestApp({
      config: { builder: { apiKey: 'test-builder-key', baseUrl: fake.url, timeoutMs: 300, cacheMs: 86_400_000 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.state.mode = 'ok';
    fake.requests.length = 0;
    const admin = await createStaff(t);
    await admin.client.post('/v1/builder/cache/clear', {});
  });

  it("asks Builder.io with the spec's parameters and caches the answer", async () => {
    const res = await t
      .client()
      .get('/v1/builder/content/page', { query: { urlPath: '/spring-sale', device: 'mobile' } });
    expect(res.body).toMatchObject({ source: 'builder.io', results: [{ id: 'bld-1', name: 'Spring sale' }] });
    expect(fake.requests).toHaveLength(1);
    const q = fake.requests[0]!.searchParams;
    expect(JSON.parse(q.get('userAttributes')!)).toEqual({ urlPath: '/spring-sale', device: 'mobile' });
    expect(Object.fromEntries([...q].filter(([k]) => k !== 'userAttributes'))).toEqual({
      apiKey: 'test-builder-key',
      limit: '1',
      includeRefs: 'true',
      noTraverse: 'false',
      omit: 'meta.componentsUsed',
    });
    await t.client().get('/v1/builder/content/page', { query: { device: 'mobile', urlPath: '/spring-sale' } });
    expect(fake.requests).toHaveLength(1); // same attributes in another order: served from the cache
  });

  it('falls back to own content when Builder.io fails, times out or has nothing', async () => {
    for (const mode of [500, 'hang', 'empty'] as const) {
      fake.state.mode = mode;
      const admin = await createStaff(t);
      await admin.client.post('/v1/builder/cache/clear', {});
      const started = Date.now();
      const res = await t.client().get('/v1/builder/content/page', { query: { urlPath: '/privacy/policy' } });
      expect(res.status, String(mode)).toBe(200);
      expect(res.body.source).toBe('own');
      expect(res.body.results[0].name).toBe('Privacy policy');
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });
});

/** With Redis a clear travels over pub/sub at once; without it (one process per instance) the TTL is the bound. */
const CACHE_MS = process.env.REDIS_URL ? 86_400_000 : 800;

describe('the builder cache across instances', () => {
  let fake: Fake;
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeBuilderServer({ page: [REMOTE_PAGE] });
    const builder = { apiKey: 'test-builder-key', baseUrl: fake.url, timeoutMs: 1000, cacheMs: CACHE_MS };
    a = await buildTestApp({ config: { builder } });
    b = await buildSecondInstance(a, { builder });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await fake?.close();
  });

  it('a clear on one instance empties the other (Redis), or its copy expires within the TTL', async () => {
    const ask = () => b.inject({ method: 'GET', url: '/v1/builder/content/page?urlPath=%2Fspring-sale' });
    await ask();
    await ask();
    expect(fake.requests).toHaveLength(1);
    const admin = await createStaff(a);
    await admin.client.post('/v1/builder/cache/clear', {});
    await new Promise((r) => setTimeout(r, process.env.REDIS_URL ? 200 : CACHE_MS + 100));
    await ask();
    expect(fake.requests).toHaveLength(2);
  });
});
