import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryPageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { createListing, createPublished } from '../listings/testing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('History of a listing', () => {
  it('records every change with the changed fields before and after, newest first', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createPublished(t, seller.client, { price: 10_000_00 });
    await seller.client.request('PATCH', `/v1/listing/${id}`, {
      json: { price: 9_500_00, title: '2019 Toyota RAV4 XLE, one owner' },
    });
    await seller.client.post(`/v1/listing/${id}/update-sale-status`, { outcome: 'sold', salePrice: 9_000_00 });
    const { client: staff, user: staffUser } = await createStaff(t, 'concierge');
    await staff.post(`/v1/listing/${id}/review`, { reviewed: true });
    await seller.client.delete(`/v1/listing/${id}`);

    const res = await seller.client.get(`/v1/history/target/${id}`);
    expect(res.status).toBe(200);
    const page = HistoryPageSchema.parse(res.body);
    expect(page.totalElements).toBe(6);
    const actions = page.content.map((h) => (h.data as { action: string }).action);
    expect(actions).toEqual(['delete', 'review', 'saleStatus', 'update', 'update', 'create']);
    expect(page.content.every((h) => h.className === 'Listing' && h.targetId === id)).toBe(true);

    const [del, review, sale, priceChange, publish, create] = page.content.map(
      (h) => h.data as { before: Record<string, unknown>; after: Record<string, unknown> },
    );
    expect(create!.before).toEqual({});
    expect(create!.after).toMatchObject({ sellerId: seller.user.id, status: 'unpublishedDraft', price: 10_000_00 });
    expect(publish!.before).toEqual({ status: 'unpublishedDraft', publishedAt: null });
    expect(publish!.after).toMatchObject({ status: 'published' });
    // Only what changed: the unchanged title is not in the record.
    expect(priceChange).toEqual({ action: 'update', before: { price: 10_000_00 }, after: { price: 9_500_00 } });
    expect(sale!.after).toMatchObject({ saleStatus: 'sold', salePrice: 9_000_00 });
    expect(review).toEqual({ action: 'review', before: { isReviewed: false }, after: { isReviewed: true } });
    expect(page.content[1]!.savedBy).toBe(staffUser.id);
    expect(del!.after.deletedAt).toEqual(expect.any(String));

    const one = await staff.get(`/v1/history/${page.content[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(page.content[0]);

    const paged = await staff.get(`/v1/history/target/${id}`, { query: { size: 2, page: 1 } });
    expect(paged.body).toMatchObject({ totalElements: 6, totalPages: 3, number: 1 });
    expect(paged.body.content.map((h: { id: string }) => h.id)).toEqual(page.content.slice(2, 4).map((h) => h.id));
  });

  it('is for staff and the seller only (a draft is not found for others)', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const { client: other } = await createSignedInUser(t);
    expect((await other.get(`/v1/history/target/${id}`)).status).toBe(404);
    expect((await t.client().get(`/v1/history/target/${id}`)).status).toBe(401);
    const entry = (await seller.client.get(`/v1/history/target/${id}`)).body.content[0];
    expect((await other.get(`/v1/history/${entry.id}`)).status).toBe(404);
    expect((await other.get('/v1/history/not-an-id')).status).toBe(400);
    const { client: admin } = await createStaff(t, 'admin');
    expect((await admin.get('/v1/history/01890000-0000-7000-8000-000000000000')).status).toBe(404);
  });

  it('writes nothing when a change is refused', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const { client: other } = await createSignedInUser(t);
    expect((await other.put(`/v1/listing/${id}`, { price: 1 })).status).toBe(404);
    expect((await seller.client.put(`/v1/listing/${id}`, { status: 'published' })).status).toBe(422);
    expect((await seller.client.get(`/v1/history/target/${id}`)).body.totalElements).toBe(1);
  });
});
