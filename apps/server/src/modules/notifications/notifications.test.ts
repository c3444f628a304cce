import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { connectFeed } from '../feed/testing';
import { notifyUsers } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

async function userWith(titles: string[]) {
  const u = await createSignedInUser(t);
  // One call each: rows of one insert share created_at, and this test needs their order.
  for (const title of titles)
    await notifyUsers(t.ctx, [
      { userId: u.user.id, type: 'chat.message', title, body: `Body of ${title}`, link: '/chat/x' },
    ]);
  const list = (await u.client.get('/api/notifications')).body.content as { id: string; title: string }[];
  return { ...u, ids: list.map((n) => n.id) };
}

describe('notifyUsers', () => {
  it('stores the notifications and pushes each to its user feed', async () => {
    const u = await createSignedInUser(t);
    const s = await connectFeed(t.url, u.client);
    await s.watch([u.user.id]);
    await notifyUsers(t.ctx, [
      { userId: u.user.id, type: 'chat.offer', title: 'New offer: $9,500', data: { chatId: 'c1' } },
    ]);
    const pushed = await s.next((m) => m.targetId === u.user.id);
    expect(pushed).toMatchObject({
      action: 'create',
      data: { userId: u.user.id, type: 'chat.offer', title: 'New offer: $9,500', readAt: null, data: { chatId: 'c1' } },
    });
    s.close();
  });
});

describe('GET /api/notifications', () => {
  it('lists the caller’s own, newest first, with query, unread and paging', async () => {
    const u = await userWith(['First', 'Second offer', 'Third']);
    await userWith(['Someone else']);
    const res = await u.client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 3, number: 0, size: 20, totalPages: 1 });
    expect(res.body.content.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second offer', 'First']);
    expect((await u.client.get('/api/notifications', { query: { query: 'offer' } })).body.content).toHaveLength(1);
    expect((await u.client.get('/api/notifications', { query: { query: 'body of th' } })).body.content).toHaveLength(1);
    expect((await u.client.get('/api/notifications', { query: { query: '%' } })).body.content).toHaveLength(0);
    expect((await u.client.get('/api/notifications', { query: { size: 2, page: 1 } })).body).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      content: [{ title: 'First' }],
    });
    await u.client.put(`/api/notifications/${u.ids[0]}/read`);
    expect((await u.client.get('/api/notifications', { query: { unread: 'true' } })).body.totalElements).toBe(2);
    expect((await u.client.get('/api/notifications', { query: { unread: 'false' } })).body.totalElements).toBe(1);
  });

  it('lets staff read all users or one user, and refuses that to others (403)', async () => {
    const u = await userWith(['For staff eyes']);
    const other = await createSignedInUser(t);
    const staff = await createStaff(t, 'concierge');
    expect((await staff.client.get('/api/notifications', { query: { userId: u.user.id } })).body.content).toMatchObject(
      [{ title: 'For staff eyes' }],
    );
    expect(
      (await staff.client.get('/api/notifications', { query: { all: 'true', query: 'For staff eyes' } })).body
        .totalElements,
    ).toBe(1);
    expect((await other.client.get('/api/notifications', { query: { userId: u.user.id } })).status).toBe(403);
    expect((await other.client.get('/api/notifications', { query: { all: 'true' } })).status).toBe(403);
  });

  it('refuses a signed-out caller (401) and malformed queries (400)', async () => {
    const res = await t.client().get('/api/notifications');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ name: 'UnauthenticatedException', status: 401 });
    const { client } = await createSignedInUser(t);
    for (const query of [{ size: 0 }, { size: 1000 }, { page: -1 }, { userId: 'nope' }, { unread: 'maybe' }]) {
      const bad = await client.get('/api/notifications', { query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body.name).toBeTruthy();
    }
  });
});

describe('unread count, read, unread, read-all', () => {
  it('counts, marks read and unread, reads all, and pushes each change to the user feed', async () => {
    const u = await userWith(['A', 'B', 'C']);
    const s = await connectFeed(t.url, u.client);
    await s.watch([u.user.id]);
    expect((await u.client.get('/api/notifications/unread-count')).body).toEqual({ count: 3 });

    const read = await u.client.put(`/api/notifications/${u.ids[0]}/read`);
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    expect(await s.next((m) => m.action === 'update' && m.data?.id === u.ids[0] && m.data.readAt)).toBeTruthy();
    // Reading again keeps the first read time.
    expect((await u.client.put(`/api/notifications/${u.ids[0]}/read`)).body.readAt).toBe(read.body.readAt);
    expect((await u.client.get('/api/notifications/unread-count')).body).toEqual({ count: 2 });

    const unread = await u.client.put(`/api/notifications/${u.ids[0]}/unread`);
    expect(unread.body.readAt).toBeNull();
    expect((await u.client.get('/api/notifications/unread-count')).body).toEqual({ count: 3 });

    expect((await u.client.put('/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect(await s.next((m) => m.data?.readAll === true)).toMatchObject({
      targetId: u.user.id,
      data: { unreadCount: 0 },
    });
    expect((await u.client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
    s.close();
  });

  it('answers 404 for someone else’s or a missing notification and changes nothing; staff may change any', async () => {
    const u = await userWith(['Private']);
    const other = await createSignedInUser(t);
    const anon = await createAnonymous(t);
    for (const client of [other.client, anon.client]) {
      expect((await client.put(`/api/notifications/${u.ids[0]}/read`)).status).toBe(404);
      expect((await client.put(`/api/notifications/${u.ids[0]}/unread`)).status).toBe(404);
    }
    expect((await other.client.put(`/api/notifications/${MISSING_ID}/read`)).status).toBe(404);
    await other.client.put('/api/notifications/read-all');
    expect((await u.client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
    const staff = await createStaff(t);
    expect((await staff.client.put(`/api/notifications/${u.ids[0]}/read`)).status).toBe(200);
  });

  it('refuses signed-out callers (401) and malformed ids (400)', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/notifications/unread-count')).status).toBe(401);
    expect((await anonymous.put('/api/notifications/read-all')).status).toBe(401);
    expect((await anonymous.put(`/api/notifications/${MISSING_ID}/read`)).status).toBe(401);
    const { client } = await createSignedInUser(t);
    expect((await client.put('/api/notifications/not-a-uuid/read')).status).toBe(400);
    expect((await client.put('/api/notifications/not-a-uuid/unread')).status).toBe(400);
  });
});
