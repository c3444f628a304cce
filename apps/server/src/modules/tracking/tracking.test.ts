import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { pageViews } from './tracking.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function viewsFor(page: string) {
  return t.ctx.db.select().from(pageViews).where(eq(pageViews.page, page)).orderBy(desc(pageViews.createdAt));
}

describe('POST /v1/t', () => {
  it('records a page view for the signed-in user, without the query string', async () => {
    const { client, user } = await createSignedInUser(t);
    const listingId = '01890000-0000-7000-8000-0000000000aa';
    const res = await client.post('/v1/t', { event: 'page_view', page: '/listings/x?code=123456#top', listingId });
    expect(res.status).toBe(204);
    const [row] = await viewsFor('/listings/x');
    // A made-up listing id is no error, and not kept: it would count views for a car that does not exist.
    expect(row).toMatchObject({ userId: user.id, event: 'page_view', listingId: null });
  });

  it('records signed-out visitors with only their distinct id', async () => {
    const res = await t.client().post('/v1/t', { event: 'page_view', page: '/showroom-anon', distinctId: 'd-123' });
    expect(res.status).toBe(204);
    const [row] = await viewsFor('/showroom-anon');
    expect(row).toMatchObject({ userId: null, distinctId: 'd-123' });
  });

  it('cuts event names to 40 characters', async () => {
    const long = 'E'.repeat(120);
    expect((await t.client().post('/v1/t', { event: long, page: '/long-event' })).status).toBe(204);
    const [row] = await viewsFor('/long-event');
    expect(row!.event).toHaveLength(40);
  });

  it("refuses to record in someone else's name (userId in the body)", async () => {
    const { user } = await createSignedInUser(t);
    const res = await t.client().post('/v1/t', { event: 'page_view', page: '/spoof', userId: user.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', status: 400 });
    expect(await viewsFor('/spoof')).toHaveLength(0);
  });

  it('400 with fields for malformed bodies', async () => {
    const client = t.client();
    const missing = await client.post('/v1/t', { page: '/x' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('event');
    const badId = await client.post('/v1/t', { event: 'x', listingId: 'not-a-uuid' });
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toHaveProperty('listingId');
    const wrongType = await client.post('/v1/t', { event: 42 });
    expect(wrongType.status).toBe(400);
  });
});
