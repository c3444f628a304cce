import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { download, pdfText } from '../../../test/pdf-text';
import { createListing, createPublished } from '../listings/testing';

const VIN = '1HGCM82633A004352';
const reportPath = (id: string) => `/v1/asset/listing/${id}/vin-audit-report`;
const availabilityPath = (id: string) => `/v1/listing/${id}/vinaudit/check-availability`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /v1/listing/{id}/vinaudit/check-availability without a provider', () => {
  it('offers the built-in report for a listing with a VIN, and says why not without one', async () => {
    const seller = await createSignedInUser(t);
    const withVin = await createPublished(t, seller.client, { vinValue: VIN });
    const res = await t.client().get(availabilityPath(withVin.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: true, provider: 'builtin', reason: null });

    const noVin = await createPublished(t, seller.client);
    expect((await t.client().get(availabilityPath(noVin.id))).body).toEqual({
      available: false,
      provider: null,
      reason: 'This listing has no VIN yet, so there is no vehicle history report for it.',
    });
  });

  it('hides an unpublished listing from strangers (404) and answers its seller; a malformed id is a 400', async () => {
    const seller = await createSignedInUser(t);
    const draft = await createListing(seller.client, { vinValue: VIN });
    const anon = await createAnonymous(t);
    const denied = await anon.client.get(availabilityPath(draft.id));
    expect(denied.status).toBe(404);
    expect((await seller.client.get(availabilityPath(draft.id))).body.available).toBe(true);
    expect((await t.client().get(availabilityPath('not-an-id'))).status).toBe(400);
  });
});

describe('GET /v1/asset/listing/{listingId}/vin-audit-report without a provider', () => {
  it('needs a listing id (spec 8 message), also when it is blank or malformed', async () => {
    for (const p of [
      '/v1/asset/listing/undefined/vin-audit-report',
      '/v1/asset/listing/%20/vin-audit-report',
      '/v1/asset/listing/vin-audit-report',
      '/v1/asset/listing/12345/vin-audit-report',
    ]) {
      const res = await t.client().get(p);
      expect(res.status, p).toBe(400);
      expect(res.body.message, p).toBe('Listing ID is required to download a VIN audit report');
    }
  });

  it("builds Revy's own report from the listing, its disclosures, odometer and price history and earlier listings", async () => {
    const seller = await createSignedInUser(t);
    // An earlier listing of the same car by someone else, public once and since removed.
    const earlierSeller = await createSignedInUser(t);
    const earlier = await createPublished(t, earlierSeller.client, {
      vinValue: VIN,
      vehicle: { year: 2003, make: 'Honda', model: 'Accord', mileage: 150_000 },
      price: 6_100_00,
    });
    expect((await earlierSeller.client.delete(`/v1/listing/${earlier.id}`)).status).toBe(204);

    const car = await createPublished(t, seller.client, {
      vinValue: VIN,
      vehicle: { year: 2003, make: 'Honda', model: 'Accord', trim: 'EX', mileage: 161_000, titleStatus: 'Clean' },
      price: 5_900_00,
    });
    expect((await seller.client.request('PATCH', `/v1/listing/${car.id}`, { json: { price: 5_400_00 } })).status).toBe(
      200,
    );
    const answer = (category: string, question: string, content: string, extra: object = {}) =>
      seller.client.post('/v1/knowledge', { listingId: car.id, type: 'enrich', category, question, content, ...extra });
    expect((await answer('accidents', 'Has it been in an accident?', 'Minor, repaired')).status).toBe(200);
    expect((await answer('title', 'Is there a loan on the car?', 'No loan')).status).toBe(200);
    // Not quoted: a private answer, and a set about the seller's price thinking rather than the car.
    await answer('accidents', 'Anything else?', 'My walk-away price is 5000', { isPrivate: true });
    await answer('price', 'Why this price?', 'I need the money by Friday');
    const { client: staff } = await createStaff(t, 'concierge');
    expect(
      (
        await staff.post('/v1/knowledge', {
          listingId: car.id,
          type: 'enrich',
          category: 'maintenance',
          question: 'Do you have service records?',
          content: 'Full records',
        })
      ).status,
    ).toBe(200);

    const buyer = await createSignedInUser(t);
    const res = await download(t, buyer.client, reportPath(car.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="revy-vehicle-report-${VIN}.pdf"`);
    const { pages } = await pdfText(res.data);
    const text = pages.flat().join('\n');
    for (const page of pages) expect(page.join(' ')).toContain('NOT A THIRD-PARTY VEHICLE HISTORY REPORT');
    expect(text).toContain(`Vehicle report for VIN ${VIN}`);
    expect(text).toContain('Accord'); // decoded from the VIN
    expect(text).toContain('Clean');
    expect(text).toContain('Minor, repaired');
    expect(text).toContain('No loan');
    expect(text).toMatch(/written by the seller, /);
    expect(text).toMatch(/added by Revy staff, /);
    expect(text).not.toContain('walk-away');
    expect(text).not.toContain('by Friday');
    expect(text).toContain('150,000 miles (an earlier listing of this VIN)');
    expect(text).toContain('161,000 miles');
    expect(text).toContain('$6,100');
    expect(text).toContain('$5,900');
    expect(text).toContain('$5,400');
    expect(text).toMatch(/Earlier listing\nremoved; listed /);
  });

  it('lets only who may read the listing download it: a stranger gets 404 for a draft, its seller and staff the PDF', async () => {
    const seller = await createSignedInUser(t);
    const draft = await createListing(seller.client, { vinValue: VIN });
    const stranger = await createSignedInUser(t);
    const anon = await createAnonymous(t);
    for (const c of [stranger.client, anon.client, t.client()]) {
      const denied = await download(t, c, reportPath(draft.id));
      expect(denied.status).toBe(404);
      expect(denied.json?.message).toBe('Listing not found');
    }
    const { client: admin } = await createStaff(t, 'admin');
    for (const c of [seller.client, admin]) expect((await download(t, c, reportPath(draft.id))).status).toBe(200);
  });

  it('answers 422 for a listing without a VIN and 404 for a missing listing', async () => {
    const seller = await createSignedInUser(t);
    const noVin = await createPublished(t, seller.client);
    const res = await download(t, t.client(), reportPath(noVin.id));
    expect(res.status).toBe(422);
    expect(res.json?.message).toBe('This listing has no VIN yet, so there is no vehicle history report for it.');
    const missing = await download(t, t.client(), reportPath('0190b8e0-0000-7000-8000-000000000000'));
    expect(missing.status).toBe(404);
  });

  it('serves the same file to buyers at once, and a new one when the facts change', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { vinValue: VIN });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(t)));
    const files = await Promise.all(buyers.map((b) => download(t, b.client, reportPath(car.id))));
    for (const f of files) expect(f.status).toBe(200);
    for (const f of files.slice(1)) expect(Buffer.from(f.data).equals(Buffer.from(files[0]!.data))).toBe(true);

    await seller.client.request('PATCH', `/v1/listing/${car.id}`, { json: { price: 4_999_00 } });
    const after = await download(t, buyers[0]!.client, reportPath(car.id));
    expect(Buffer.from(after.data).equals(Buffer.from(files[0]!.data))).toBe(false);
    expect((await pdfText(after.data)).pages.flat().join('\n')).toContain('$4,999');
  });
});
