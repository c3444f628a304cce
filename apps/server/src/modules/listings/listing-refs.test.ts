import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingRefsSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { createListing } from './testing';

/** POST /v1/listing/batch/refs (issue 16): staff tables name listings in one call. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

describe('POST /v1/listing/batch/refs', () => {
  it('answers staff the title, seller and status of each listing asked, deleted ones marked', async () => {
    const seller = await createSignedInUser(t);
    const a = await createListing(seller.client, { title: '2017 Honda Civic EX' });
    const b = await createListing(seller.client, { title: '2012 Ford Focus' });
    expect((await seller.client.delete(`/v1/listing/${b.id}`)).status).toBeLessThan(300);
    const { client } = await createStaff(t, 'concierge');
    const res = await client.post('/v1/listing/batch/refs', { ids: [b.id, MISSING_ID, a.id, b.id] });
    expect(res.status).toBe(200);
    expect(ListingRefsSchema.parse(res.body)).toEqual([
      { id: b.id, title: '2012 Ford Focus', sellerId: seller.user.id, status: 'unpublishedDraft', deleted: true },
      { id: a.id, title: '2017 Honda Civic EX', sellerId: seller.user.id, status: 'unpublishedDraft', deleted: false },
    ]);
  });

  it('is for staff only', async () => {
    const body = { ids: [MISSING_ID] };
    expect((await t.client().post('/v1/listing/batch/refs', body)).status).toBe(401);
    expect((await (await createAnonymous(t)).client.post('/v1/listing/batch/refs', body)).status).toBe(403);
    const { client } = await createSignedInUser(t);
    expect((await client.post('/v1/listing/batch/refs', body)).status).toBe(403);
  });

  it('400 in the error shape for malformed ids', async () => {
    const { client } = await createStaff(t);
    for (const body of [{}, { ids: ['nope'] }, { ids: MISSING_ID }, { ids: Array(201).fill(MISSING_ID) }]) {
      const res = await client.post('/v1/listing/batch/refs', body);
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', fields: expect.any(Object) });
    }
  });
});
