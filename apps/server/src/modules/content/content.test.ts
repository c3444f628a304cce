import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPageSchema, ContentSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let seq = 0;
const slug = (label = 'post') => `${label}-${Date.now().toString(36)}-${++seq}`;
const post = (overrides: Record<string, unknown> = {}) => ({
  type: 'blog',
  title: 'Five things to check before a test drive',
  slug: slug(),
  metadata: { seoTitle: 'Test drive checks', excerpt: 'Quick list', authorName: 'Revy team' },
  data: { markdown: '## Tires\n\nLook at the **tread**.' },
  ...overrides,
});

describe('POST /v1/content and POST /v1/content/{id}', () => {
  it('lets staff write a draft, publish it (stamping publishedAt once) and edit it; History records each change', async () => {
    const concierge = await createStaff(t, 'concierge');
    const created = await concierge.client.post('/v1/content', post());
    expect(created.status).toBe(201);
    const draft = ContentSchema.parse(created.body);
    expect(draft).toMatchObject({ status: 'draft', type: 'blog', createdBy: concierge.user.id });
    expect(draft.metadata.publishedAt).toBeUndefined();

    // Nobody else sees the draft, by id or slug.
    expect((await t.client().get(`/v1/content/${draft.id}`)).status).toBe(404);
    expect((await t.client().get(`/v1/content/${draft.slug}`)).status).toBe(404);
    expect((await concierge.client.get(`/v1/content/${draft.slug}`)).status).toBe(200);

    const published = await concierge.client.post(`/v1/content/${draft.id}`, { status: 'published' });
    expect(published.status).toBe(200);
    const stamp = published.body.metadata.publishedAt as string;
    expect(new Date(stamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const edited = await concierge.client.post(`/v1/content/${draft.id}`, { title: 'Six things to check' });
    expect(edited.body).toMatchObject({ title: 'Six things to check', metadata: { publishedAt: stamp } });
    const pub = await t.client().get(`/v1/content/${draft.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data.markdown).toContain('**tread**');

    const admin = await createStaff(t, 'admin');
    const history = await admin.client.get(`/v1/history/target/${draft.id}`);
    expect(history.status).toBe(200);
    const actions = JSON.stringify(history.body);
    expect(actions).toContain('create');
    expect(actions).toContain('published');
  });

  it('refuses Markdown that could run script with 422, and keeps what was saved', async () => {
    const admin = await createStaff(t);
    for (const markdown of [
      'Hello <script>alert(1)</script>',
      '<img src=x onerror="fetch(`//evil`)">',
      '[Click for a discount](javascript:alert(document.cookie))',
      '[x](java&#115;cript:alert(1))',
      '<iframe src="https://evil.example"></iframe>',
    ]) {
      const res = await admin.client.post('/v1/content', post({ data: { markdown } }));
      expect(res.status, markdown).toBe(422);
      expect(res.body.message).toMatch(/^Content may not contain/);
    }
    const ok = await admin.client.post('/v1/content', post());
    const res = await admin.client.post(`/v1/content/${ok.body.id}`, { data: { markdown: '<script>x</script>' } });
    expect(res.status).toBe(422);
    expect((await admin.client.get(`/v1/content/${ok.body.id}`)).body.data.markdown).toContain('Tires');
  });

  it('answers 409 for a slug in use, also when two creates race for it; 400 for a bad or reserved slug', async () => {
    const admin = await createStaff(t);
    const taken = slug();
    expect((await admin.client.post('/v1/content', post({ slug: taken }))).status).toBe(201);
    const dup = await admin.client.post('/v1/content', post({ slug: taken }));
    expect(dup.status).toBe(409);
    expect(dup.body.fields?.slug ?? dup.body.message).toBeTruthy();

    const race = slug('race');
    const results = await Promise.all([1, 2, 3].map(() => admin.client.post('/v1/content', post({ slug: race }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);

    const other = await admin.client.post('/v1/content', post({ slug: slug() }));
    const moved = await admin.client.post(`/v1/content/${other.body.id}`, { slug: taken });
    expect(moved.status).toBe(409);

    for (const bad of ['Has Caps', 'a--b', 'showroom', 'admin', 'x/y', '-lead', 'x'.repeat(81)]) {
      expect((await admin.client.post('/v1/content', post({ slug: bad }))).status, bad).toBe(400);
    }
  });

  it('refuses signed-out callers (401), guests, buyers and sellers (403), and malformed bodies (400)', async () => {
    const buyer = await createSignedInUser(t);
    const anon = await createAnonymous(t);
    const admin = await createStaff(t);
    const existing = await admin.client.post('/v1/content', post());
    expect((await t.client().post('/v1/content', post())).status).toBe(401);
    expect((await anon.client.post('/v1/content', post())).status).toBe(403);
    expect((await buyer.client.post('/v1/content', post())).status).toBe(403);
    expect((await buyer.client.post(`/v1/content/${existing.body.id}`, { title: 'Mine now' })).status).toBe(403);
    for (const body of [
      {},
      post({ type: 'ad' }),
      post({ title: '' }),
      post({ status: 'live' }),
      post({ data: { markdown: 42 } }),
      post({ metadata: { coverImageUrl: 'http://insecure.example/x.jpg' } }),
      post({ data: { markdown: 'x'.repeat(100_001) } }),
    ]) {
      expect((await admin.client.post('/v1/content', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await admin.client.post(`/v1/content/${existing.body.id}`, {})).status).toBe(400);
    expect((await admin.client.post('/v1/content/not-a-uuid', { title: 'x' })).status).toBe(400);
    expect((await admin.client.post('/v1/content/00000000-0000-4000-8000-000000000000', { title: 'x' })).status).toBe(
      404,
    );
    expect((await t.client().get('/v1/content/bad%20key!')).status).toBe(400);
  });

  it('keeps both of two concurrent edits to different fields', async () => {
    const admin = await createStaff(t);
    const { body } = await admin.client.post('/v1/content', post());
    await Promise.all([
      admin.client.post(`/v1/content/${body.id}`, { title: 'New title' }),
      admin.client.post(`/v1/content/${body.id}`, { status: 'published' }),
    ]);
    expect((await admin.client.get(`/v1/content/${body.id}`)).body).toMatchObject({
      title: 'New title',
      status: 'published',
    });
  });
});

describe('GET /v1/content', () => {
  it('pages published entries for everyone and every status for staff, filtered by type and sorted', async () => {
    const admin = await createStaff(t);
    const tag = slug('list');
    for (let i = 0; i < 3; i++) {
      await admin.client.post('/v1/content', post({ slug: `${tag}-${i}`, title: `${tag} ${i}`, status: 'published' }));
    }
    await admin.client.post('/v1/content', post({ slug: `${tag}-draft`, title: `${tag} draft` }));
    const pub = await t.client().get('/v1/content', { query: { search: tag, size: 2, sort: 'id,asc' } });
    const page = ContentPageSchema.parse(pub.body);
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, size: 2, number: 0 });
    expect(page.content.map((c) => c.title)).toEqual([`${tag} 0`, `${tag} 1`]);
    const staff = await admin.client.get('/v1/content', { query: { search: tag } });
    expect(staff.body.totalElements).toBe(4);
    // A non-staff caller asking for drafts still gets published entries only.
    const sneaky = await t.client().get('/v1/content', { query: { search: tag, status: 'draft' } });
    expect(sneaky.body.totalElements).toBe(0);
    for (const query of [{ size: 0 }, { size: 101 }, { page: -1 }, { sort: 'password,asc' }, { type: 'ad' }]) {
      expect((await t.client().get('/v1/content', { query })).status, JSON.stringify(query)).toBe(400);
    }
  });

  it('starts every install with real published pages, posts and landing copy', async () => {
    for (const key of ['terms', 'privacy', 'about', 'how-it-works', 'faq', 'safety', 'spotting-buyer-scams']) {
      const res = await t.client().get(`/v1/content/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.body.status).toBe('published');
      expect(res.body.data.markdown.length, key).toBeGreaterThan(400);
      expect(res.body.data.markdown).not.toMatch(/lorem ipsum/i);
    }
    const blog = await t.client().get('/v1/content', { query: { type: 'blog', sort: 'publishedAt,desc', size: 10 } });
    expect(blog.body.totalElements).toBeGreaterThanOrEqual(4);
    expect(blog.body.content[0].metadata.publishedAt >= blog.body.content[1].metadata.publishedAt).toBe(true);
    const landing = await t.client().get('/v1/content', { query: { type: 'landing', variant: 'home' } });
    expect(landing.body.content[0].title).toBe('Sell your car the easy way');
  });
});
