import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { createListing, createPublished } from './listing.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST /v1/listing/{id}/track', () => {
  it('counts each visitor once: signed-in users by id, others by distinct id or address', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createPublished(t, seller.client);
    const buyer = await createSignedInUser(t);

    const first = await buyer.client.post(`/v1/listing/${id}/track`, { userId: buyer.user.id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ uniqueVisitorCount: 1, counted: true });
    expect((await buyer.client.post(`/v1/listing/${id}/track`, {})).body).toEqual({
      uniqueVisitorCount: 1,
      counted: false,
    });
    // Another action by the same visitor is recorded but is not another visitor.
    expect((await buyer.client.post(`/v1/listing/${id}/track`, { action: 'SHARE' })).body).toEqual({
      uniqueVisitorCount: 1,
      counted: true,
    });

    const browser = t.client();
    expect((await browser.post(`/v1/listing/${id}/track`, { distinctId: 'ph-123' })).body.uniqueVisitorCount).toBe(2);
    expect((await browser.post(`/v1/listing/${id}/track`, { distinctId: 'ph-123' })).body.counted).toBe(false);
    // No body, no identity: the address and user agent make the key.
    const bare = await browser.request('POST', `/v1/listing/${id}/track`);
    expect(bare.body).toEqual({ uniqueVisitorCount: 3, counted: true });
    expect((await browser.request('POST', `/v1/listing/${id}/track`)).body.counted).toBe(false);
    expect((await t.client().request('POST', `/v1/listing/${id}/track`)).body.uniqueVisitorCount).toBe(4);

    // Concurrent first visits of one visitor count once.
    const racer = await createSignedInUser(t);
    const results = await Promise.all([1, 2, 3, 4].map(() => racer.client.post(`/v1/listing/${id}/track`, {})));
    expect(results.filter((r) => r.body.counted)).toHaveLength(1);
    expect((await seller.client.get(`/v1/listing/${id}`)).body.uniqueVisitorCount).toBe(5);
  });

  it("does not count the seller; 403 for someone else's userId; 404 for a draft; 400 for a bad action", async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createPublished(t, seller.client);
    expect((await seller.client.post(`/v1/listing/${id}/track`, {})).body).toEqual({
      uniqueVisitorCount: 0,
      counted: false,
    });
    const buyer = await createSignedInUser(t);
    expect((await buyer.client.post(`/v1/listing/${id}/track`, { userId: seller.user.id })).status).toBe(403);
    expect((await t.client().post(`/v1/listing/${id}/track`, { userId: buyer.user.id })).status).toBe(403);
    expect((await buyer.client.post(`/v1/listing/${id}/track`, { action: 'LIKE' })).status).toBe(400);
    const draft = await createListing(seller.client);
    expect((await buyer.client.post(`/v1/listing/${draft.id}/track`, {})).status).toBe(404);
  });
});

describe('POST /v1/listing/{id}/review', () => {
  it('lets staff set isReviewed and refuses everyone else', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createListing(seller.client);
    expect((await seller.client.post(`/v1/listing/${id}/review`, { reviewed: true })).status).toBe(403);
    expect((await t.client().post(`/v1/listing/${id}/review`, { reviewed: true })).status).toBe(401);
    const { client: staff } = await createStaff(t, 'concierge');
    expect((await staff.post(`/v1/listing/${id}/review`, { reviewed: 'yes' })).status).toBe(400);
    const res = await staff.post(`/v1/listing/${id}/review`, { reviewed: true });
    expect(res.status).toBe(200);
    expect(res.body.isReviewed).toBe(true);
    expect((await seller.client.get(`/v1/listing/${id}`)).body.isReviewed).toBe(true);
  });
});

describe('POST /v1/listing/{id}/update-sale-status', () => {
  it('sold sets the sale details; hold puts it back to unsold and clears them', async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createPublished(t, seller.client);
    const sold = await seller.client.post(`/v1/listing/${id}/update-sale-status`, {
      outcome: 'sold',
      salePrice: 23_000_00,
      saleMarketplace: 'Revy',
      soldTo: 'Alex',
    });
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({
      saleStatus: 'sold',
      salePrice: 23_000_00,
      saleMarketplace: 'Revy',
      soldTo: 'Alex',
      preferNotToSay: false,
    });
    expect(sold.body.soldAt).toMatch(/^\d{4}-/);

    const again = await seller.client.post(`/v1/listing/${id}/update-sale-status`, {
      outcome: 'sold',
      preferNotToSay: true,
      salePrice: 1_00,
    });
    expect(again.body).toMatchObject({
      saleStatus: 'sold',
      salePrice: null,
      preferNotToSay: true,
      soldAt: sold.body.soldAt,
    });

    const hold = await seller.client.post(`/v1/listing/${id}/update-sale-status`, { outcome: 'hold' });
    expect(hold.body).toMatchObject({
      saleStatus: 'unsold',
      salePrice: null,
      saleMarketplace: null,
      soldTo: null,
      soldAt: null,
      preferNotToSay: false,
    });
  });

  it("403 on another user's listing (unchanged), 400 for a bad outcome or price", async () => {
    const seller = await createSignedInUser(t);
    const { id } = await createPublished(t, seller.client);
    const { client: buyer } = await createSignedInUser(t);
    expect((await buyer.post(`/v1/listing/${id}/update-sale-status`, { outcome: 'sold' })).status).toBe(403);
    expect((await seller.client.get(`/v1/listing/${id}`)).body.saleStatus).toBe('unsold');
    expect((await seller.client.post(`/v1/listing/${id}/update-sale-status`, { outcome: 'gone' })).status).toBe(400);
    const negative = await seller.client.post(`/v1/listing/${id}/update-sale-status`, {
      outcome: 'sold',
      salePrice: -5,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toHaveProperty('salePrice');
    const { client: admin } = await createStaff(t, 'admin');
    expect((await admin.post(`/v1/listing/${id}/update-sale-status`, { outcome: 'sold' })).body.saleStatus).toBe(
      'sold',
    );
  });
});
