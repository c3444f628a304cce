import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryPageSchema, PLAN_PRODUCT_IDS, type History } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { createListing, createPublished } from '../listings/testing';
import { choosePlan, MISSING_ID } from '../payments/testing';

/** POST /v1/history/{id}/restore (decision 032) and staff activations recorded in History (issue 16). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Data = { action: string; before: Record<string, unknown>; after: Record<string, unknown> };
const dataOf = (h: History) => h.data as Data;

async function historyOf(client: TestClient, targetId: string): Promise<History[]> {
  const res = await client.get(`/v1/history/target/${targetId}`);
  expect(res.status).toBe(200);
  return HistoryPageSchema.parse(res.body).content;
}

/** A seller's published car whose price the seller then changed: the change's History record. */
async function priceChanged() {
  const seller = await createSignedInUser(t);
  const { id } = await createPublished(t, seller.client, { price: 18_500_00 });
  expect((await seller.client.request('PATCH', `/v1/listing/${id}`, { json: { price: 17_900_00 } })).status).toBe(200);
  const [change] = await historyOf(seller.client, id);
  expect(dataOf(change!)).toEqual({ action: 'update', before: { price: 18_500_00 }, after: { price: 17_900_00 } });
  return { seller, listingId: id, change: change! };
}

describe('POST /v1/history/{id}/restore', () => {
  it('puts the old price back as staff and records it as a restore by them', async () => {
    const { seller, listingId, change } = await priceChanged();
    const { client: staff, user: concierge } = await createStaff(t, 'concierge');
    const res = await staff.post(`/v1/history/${change.id}/restore`, { field: 'price' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: listingId, price: 18_500_00, status: 'published' });
    expect((await seller.client.get(`/v1/listing/${listingId}`)).body.price).toBe(18_500_00);

    const [restore] = await historyOf(staff, listingId);
    expect(restore!.savedBy).toBe(concierge.id);
    expect(dataOf(restore!)).toEqual({ action: 'restore', before: { price: 17_900_00 }, after: { price: 18_500_00 } });

    // `after` re-applies the change's own value.
    const again = await staff.post(`/v1/history/${change.id}/restore`, { field: 'price', value: 'after' });
    expect(again.body.price).toBe(17_900_00);
  });

  it('restores a whole vehicle and a text, through the edit rules', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client, { description: 'First words.' });
    await seller.client.request('PATCH', `/v1/listing/${id}`, {
      json: { description: 'Second words.', vehicle: { mileage: 99_000 } },
    });
    const [change] = await historyOf(seller.client, id);
    const before = dataOf(change!).before;
    const { client: admin } = await createStaff(t, 'admin');
    expect((await admin.post(`/v1/history/${change!.id}/restore`, { field: 'description' })).body.description).toBe(
      'First words.',
    );
    const res = await admin.post(`/v1/history/${change!.id}/restore`, { field: 'vehicle' });
    expect(res.status).toBe(200);
    expect(res.body.vehicle.mileage).toBe((before.vehicle as { mileage: number }).mileage);
  });

  it('refuses fields the product sets, and fields this change did not touch (422, nothing written)', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createPublished(t, seller.client);
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await staff.post(`/v1/listing/${id}/review`, { reviewed: true })).status).toBe(200);
    const [review, publish] = await historyOf(staff, id);
    const count = (await historyOf(staff, id)).length;

    for (const [record, field] of [
      [review!, 'isReviewed'],
      [publish!, 'status'],
      [publish!, 'publishedAt'],
      [publish!, 'deletedAt'],
      [review!, 'price'],
    ] as const) {
      const res = await staff.post(`/v1/history/${record.id}/restore`, { field });
      expect(res.status, field).toBe(422);
      expect(res.body).toMatchObject({ error: 'UNPROCESSABLE', status: 422, fields: { field: expect.any(String) } });
    }
    expect(await historyOf(staff, id)).toHaveLength(count);
    expect((await staff.get(`/v1/listing/${id}`)).body).toMatchObject({ isReviewed: true, status: 'published' });
  });

  it('refuses a Purchase record (only listing fields are restorable)', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const p = await choosePlan(seller.client, id, PLAN_PRODUCT_IDS.Pro);
    const { client: staff } = await createStaff(t, 'admin');
    expect((await staff.post(`/v1/purchase/${p.id}/activate`, {})).status).toBe(200);
    const [activation] = await historyOf(staff, p.id);
    const res = await staff.post(`/v1/history/${activation!.id}/restore`, { field: 'status' });
    expect(res.status).toBe(422);
  });

  it('is for staff only: 401 signed out, 403 for guests, other users and the seller themself', async () => {
    const { seller, listingId, change } = await priceChanged();
    const path = `/v1/history/${change.id}/restore`;
    expect((await t.client().post(path, { field: 'price' })).status).toBe(401);
    const guest = await createAnonymous(t);
    expect((await guest.client.post(path, { field: 'price' })).status).toBe(403);
    const { client: other } = await createSignedInUser(t);
    expect((await other.post(path, { field: 'price' })).status).toBe(403);
    const own = await seller.client.post(path, { field: 'price' });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('FORBIDDEN');
    expect((await seller.client.get(`/v1/listing/${listingId}`)).body.price).toBe(17_900_00);
  });

  it('400 in the error shape for a malformed request, 404 for an unknown record', async () => {
    const { change } = await priceChanged();
    const { client: staff } = await createStaff(t, 'concierge');
    for (const body of [{}, { field: '' }, { field: 'price', value: 'later' }, { field: 'price', extra: 1 }, []]) {
      const res = await staff.post(`/v1/history/${change.id}/restore`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', status: 400 });
    }
    expect((await staff.post('/v1/history/not-an-id/restore', { field: 'price' })).status).toBe(400);
    const missing = await staff.post(`/v1/history/${MISSING_ID}/restore`, { field: 'price' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('NOT_FOUND');
  });

  it('two staff restoring at once: both succeed, the listing ends on the restored value, one restore is recorded', async () => {
    const { listingId, change } = await priceChanged();
    const { client: a } = await createStaff(t, 'concierge');
    const { client: b } = await createStaff(t, 'admin');
    const results = await Promise.all([
      a.post(`/v1/history/${change.id}/restore`, { field: 'price' }),
      b.post(`/v1/history/${change.id}/restore`, { field: 'price' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await a.get(`/v1/listing/${listingId}`)).body.price).toBe(18_500_00);
    // The row lock serialises them: the second finds the price already restored and records nothing.
    const restores = (await historyOf(a, listingId)).filter((h) => dataOf(h).action === 'restore');
    expect(restores).toHaveLength(1);
  });
});

describe('Purchase activation in History', () => {
  it('records who activated a plan, with the staff member as savedBy', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    const p = await choosePlan(seller.client, id, PLAN_PRODUCT_IDS.Pro);
    const { client: staff, user: admin } = await createStaff(t, 'admin');
    const startAt = '2026-01-02T03:04:05.000Z';
    expect((await staff.post(`/v1/purchase/${p.id}/activate`, { startAt })).status).toBe(200);
    const [activation] = await historyOf(staff, p.id);
    expect(activation).toMatchObject({ className: 'Purchase', targetId: p.id, savedBy: admin.id });
    expect(dataOf(activation!)).toMatchObject({
      action: 'activate',
      before: { status: 'PENDING' },
      after: { status: 'ACTIVE', startAt, listingId: id },
    });
    // The listing's own History names the same staff member for the plan it gained.
    const [plan] = await historyOf(staff, id);
    expect(plan!.savedBy).toBe(admin.id);

    // ?related=true merges the purchases' records into the listing's timeline, newest first.
    const merged = await staff.get(`/v1/history/target/${id}`, { query: { related: 'true' } });
    expect(merged.status).toBe(200);
    const content = HistoryPageSchema.parse(merged.body).content;
    expect(content.map((h) => h.className)).toContain('Purchase');
    expect(content.find((h) => h.className === 'Purchase')!.id).toBe(activation!.id);
    expect(merged.body.totalElements).toBe((await historyOf(staff, id)).length + 1);
    expect((await historyOf(staff, id)).every((h) => h.className === 'Listing')).toBe(true);
    expect((await staff.get(`/v1/history/target/${id}`, { query: { related: 'yes' } })).status).toBe(400);
    // The seller reads the merged timeline of their own car too.
    const own = await seller.client.get(`/v1/history/target/${id}`, { query: { related: 'true' } });
    expect(own.body.totalElements).toBe(merged.body.totalElements);
  });
});

describe('GET /v1/history/target/{id}?action=&field=', () => {
  it('narrows the history to one action or to the changes of one field', async () => {
    const { listingId } = await priceChanged();
    const { client: staff } = await createStaff(t, 'concierge');
    await staff.request('PATCH', `/v1/listing/${listingId}`, { json: { title: 'Renamed by staff' } });

    const prices = await staff.get(`/v1/history/target/${listingId}`, { query: { field: 'price' } });
    expect(prices.status).toBe(200);
    // The creation set the price, then the seller changed it.
    expect(HistoryPageSchema.parse(prices.body).content.map((h) => dataOf(h).action)).toEqual(['update', 'create']);
    const updates = await staff.get(`/v1/history/target/${listingId}`, { query: { action: 'update' } });
    expect(updates.body.content.map((h: History) => Object.keys(dataOf(h).after))).toContainEqual(['title']);
    expect(updates.body.content.every((h: History) => dataOf(h).action === 'update')).toBe(true);
    const both = await staff.get(`/v1/history/target/${listingId}`, { query: { action: 'update', field: 'title' } });
    expect(both.body.totalElements).toBe(1);
    const none = await staff.get(`/v1/history/target/${listingId}`, { query: { action: 'restore' } });
    expect(none.body).toMatchObject({ totalElements: 0, content: [] });
  });

  it('400 for a malformed filter', async () => {
    const { listingId } = await priceChanged();
    const { client: staff } = await createStaff(t, 'concierge');
    for (const query of [{ field: "price' or 1=1" }, { action: '' }, { field: 'x'.repeat(60) }]) {
      const res = await staff.get(`/v1/history/target/${listingId}`, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });
});
