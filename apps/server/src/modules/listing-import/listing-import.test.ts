import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ListingImportPreviewSchema, ListingImportSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { listings } from '../listings/listings.table';
import { listingsCsv, testVin } from './listing-import.fixtures';
import { listingImports } from './listing-import.table';
import { IMPORT_QUEUE, readCsv, runImport } from './testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t, 'admin');
});
afterAll(() => t?.close());

const upload = (content: string, fileName = 'cars.csv') =>
  admin.client.post('/v1/listing-import', { fileName, content });

/** Uploads, maps with the suggested mapping (and a seller for the file when given), returns the preview. */
async function uploadAndMap(content: string, sellerEmail?: string) {
  const up = await upload(content);
  expect(up.status).toBe(201);
  const map = await admin.client.put(`/v1/listing-import/${up.body.id}/mapping`, {
    mapping: up.body.mapping,
    sellerEmail,
  });
  expect(map.status).toBe(200);
  return ListingImportPreviewSchema.parse(map.body);
}

async function runToEnd(id: string) {
  const res = await admin.client.post(`/v1/listing-import/${id}/run`);
  expect(res.status).toBe(202);
  await t.ctx.jobs.drain([IMPORT_QUEUE], 30_000);
  return ListingImportSchema.parse((await admin.client.get(`/v1/listing-import/${id}`)).body);
}

const sellerListings = (sellerId: string) =>
  t.ctx.db
    .select({ id: listings.id, vin: listings.vinValue, status: listings.status, price: listings.price })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), isNull(listings.deletedAt)));

describe('reading the file', () => {
  it('reads quotes, commas and line breaks in fields, a BOM, CRLF and blank lines', () => {
    const csv =
      '\uFEFFVIN,Make,Description\r\n\r\n1,"Honda, Inc.","Says ""hi""\r\non two lines"\r\n,,\r\n2,Ford,plain\r\n\r\n';
    expect(readCsv(csv)).toEqual({
      headers: ['VIN', 'Make', 'Description'],
      rows: [
        ['1', 'Honda, Inc.', 'Says "hi"\r\non two lines'],
        ['2', 'Ford', 'plain'],
      ],
    });
  });

  it('reads TSV and pads short rows; refuses what is not a table or past the limits', () => {
    expect(readCsv('VIN\tMake\tModel\nA\tB\n')).toEqual({ headers: ['VIN', 'Make', 'Model'], rows: [['A', 'B', '']] });
    expect(() => readCsv('VIN,Make\n"unclosed,quote\n')).toThrow(/could not be read as CSV/);
    expect(() => readCsv('VIN,Make\n')).toThrow(/no rows/);
    expect(() => readCsv('A,A\n1,2\n')).toThrow(/same header/);
    expect(() => readCsv(`VIN\n${'x\n'.repeat(5001)}`)).toThrow(/more than 5000 rows/);
    expect(() => readCsv(`VIN\n${'x'.repeat(20_001)}\n`)).toThrow(/longer than 20000/);
  });
});

describe('who may import', () => {
  it('refuses signed-out callers (401), anonymous users, sellers and concierges (403)', async () => {
    const body = { fileName: 'a.csv', content: 'VIN\nx\n' };
    expect((await t.client().post('/v1/listing-import', body)).status).toBe(401);
    expect((await (await createAnonymous(t)).client.post('/v1/listing-import', body)).status).toBe(403);
    const seller = await createSignedInUser(t);
    const denied = await seller.client.post('/v1/listing-import', body);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ name: 'ForbiddenException', status: 403 });
    expect((await seller.client.get('/v1/listing-import')).status).toBe(403);
    expect((await (await createStaff(t, 'concierge')).client.get('/v1/listing-import')).status).toBe(403);
  });

  it('answers malformed requests with 400 in the error shape, never 500', async () => {
    const noContent = await admin.client.post('/v1/listing-import', { fileName: 'a.csv' });
    expect(noContent.status).toBe(400);
    expect(noContent.body).toMatchObject({
      name: 'ValidationException',
      status: 400,
      fields: { content: expect.any(String) },
    });
    const broken = await upload('VIN,Make\n"never closed\n');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 400, message: expect.stringContaining('could not be read as CSV') });
    expect((await admin.client.post('/v1/listing-import', { fileName: 'a.csv', content: 'x', extra: 1 })).status).toBe(
      400,
    );
    expect((await admin.client.get('/v1/listing-import/not-an-id')).status).toBe(400);
    const ok = await upload('VIN,Year\nx,1\n');
    const badField = await admin.client.put(`/v1/listing-import/${ok.body.id}/mapping`, { mapping: { VIN: 'colour' } });
    expect(badField.status).toBe(400);
    const badHeader = await admin.client.put(`/v1/listing-import/${ok.body.id}/mapping`, { mapping: { Nope: 'vin' } });
    expect(badHeader.body).toMatchObject({ status: 400, fields: { mapping: expect.stringContaining('Nope') } });
    const twice = await admin.client.put(`/v1/listing-import/${ok.body.id}/mapping`, {
      mapping: { VIN: 'vin', Year: 'vin' },
    });
    expect(twice.status).toBe(400);
    const unknownSeller = await admin.client.put(`/v1/listing-import/${ok.body.id}/mapping`, {
      mapping: ok.body.mapping,
      sellerEmail: 'nobody@revy.test',
    });
    expect(unknownSeller.body).toMatchObject({ status: 400, fields: { sellerEmail: expect.any(String) } });
    // Year, make and model are required: the run refuses to start without them.
    const noModel = await admin.client.post(`/v1/listing-import/${ok.body.id}/run`);
    expect(noModel.body).toMatchObject({ status: 400, fields: { mapping: expect.stringContaining('make') } });
  });
});

describe('upload, map, preview, run, report', () => {
  it('suggests the mapping, previews row errors, creates drafts for the seller and reports what it skipped', async () => {
    const seller = await createSignedInUser(t);
    const preview = await uploadAndMap(listingsCsv({ rows: 10, bad: [3, 6, 9] }), seller.email);
    expect(preview.import.mapping).toMatchObject({
      VIN: 'vin',
      Year: 'year',
      Price: 'price',
      Mileage: 'mileage',
      ZIP: 'zip',
    });
    expect(preview.counts).toEqual({ new: 7, update: 0, error: 3 });
    expect(preview.missingFields).toEqual([]);
    expect(preview.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'VIN'],
      [6, 'Year'],
      [9, 'Price'],
    ]);
    expect(preview.rows[0]).toMatchObject({
      row: 1,
      action: 'new',
      vin: testVin(1),
      price: 910_000,
      title: '2011 Honda Accord',
    });

    const done = await runToEnd(preview.import.id);
    expect(done).toMatchObject({
      status: 'done',
      counts: { rows: 10, processed: 10, created: 7, updated: 0, skipped: 3 },
    });
    const mine = await sellerListings(seller.user.id);
    expect(mine).toHaveLength(7);
    expect(new Set(mine.map((l) => l.status))).toEqual(new Set(['unpublishedDraft']));

    const report = await admin.client.get(`/v1/listing-import/${preview.import.id}/report`);
    expect(report.body.rows.filter((r: { outcome: string }) => r.outcome === 'skipped')).toEqual([
      expect.objectContaining({ row: 3, message: expect.stringContaining('VIN') }),
      expect.objectContaining({ row: 6, message: expect.stringContaining('Year') }),
      expect.objectContaining({ row: 9, message: expect.stringContaining('Price') }),
    ]);
    const csv = await admin.client.get(`/v1/listing-import/${preview.import.id}/report.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('cars-report.csv');
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(11);

    // A started run keeps its mapping; starting it again is a 409.
    expect((await admin.client.post(`/v1/listing-import/${preview.import.id}/run`)).status).toBe(409);
    expect((await admin.client.put(`/v1/listing-import/${preview.import.id}/mapping`, { mapping: {} })).status).toBe(
      409,
    );
    const list = await admin.client.get('/v1/listing-import');
    expect(list.body.content[0]).toMatchObject({ id: preview.import.id, uploadedBy: { id: admin.user.id } });
  });

  it('re-importing the same file updates the same listings: no duplicates', async () => {
    const seller = await createSignedInUser(t);
    const csv = listingsCsv({ rows: 6, bad: [2], sellerEmail: seller.email, serialBase: 100 });
    const first = await uploadAndMap(csv);
    expect((await runToEnd(first.import.id)).counts).toMatchObject({ created: 5, skipped: 1 });
    const before = await sellerListings(seller.user.id);

    const again = await uploadAndMap(csv.replace('"$9,100"', '"$9,150"'));
    expect(again.counts).toEqual({ new: 0, update: 5, error: 1 });
    expect((await runToEnd(again.import.id)).counts).toMatchObject({ created: 0, updated: 5, skipped: 1 });
    const after = await sellerListings(seller.user.id);
    expect(after.map((l) => l.id).sort()).toEqual(before.map((l) => l.id).sort());
    expect(after.find((l) => l.vin === testVin(101))!.price).toBe(915_000);
  });

  it('two concurrent runs of the same file create each car once', async () => {
    const seller = await createSignedInUser(t);
    const csv = listingsCsv({ rows: 8, sellerEmail: seller.email, serialBase: 200 });
    const a = await uploadAndMap(csv);
    const b = await uploadAndMap(csv);
    await t.ctx.db
      .update(listingImports)
      .set({ status: 'queued' })
      .where(inArray(listingImports.id, [a.import.id, b.import.id]));
    await Promise.all([runImport(t.ctx, { importId: a.import.id }), runImport(t.ctx, { importId: b.import.id })]);
    const mine = await sellerListings(seller.user.id);
    expect(mine).toHaveLength(8);
    expect(new Set(mine.map((l) => l.vin)).size).toBe(8);
    const [ra, rb] = await Promise.all(
      [a, b].map(async (p) => (await admin.client.get(`/v1/listing-import/${p.import.id}`)).body.counts),
    );
    expect(ra.created + rb.created).toBe(8);
    expect(ra.updated + rb.updated).toBe(8);
  });

  it('of racing starts of one import, one wins and the others get 409', async () => {
    const seller = await createSignedInUser(t);
    const p = await uploadAndMap(listingsCsv({ rows: 2, sellerEmail: seller.email, serialBase: 300 }));
    const results = await Promise.all([1, 2, 3].map(() => admin.client.post(`/v1/listing-import/${p.import.id}/run`)));
    expect(results.map((r) => r.status).sort()).toEqual([202, 409, 409]);
    await t.ctx.jobs.drain([IMPORT_QUEUE], 30_000);
    expect(await sellerListings(seller.user.id)).toHaveLength(2);
  });

  it('refuses rows of unknown sellers and repeated VINs row by row', async () => {
    const seller = await createSignedInUser(t);
    const anon = await createAnonymous(t);
    const csv = [
      'VIN,Year,Make,Model,Seller email',
      `${testVin(401)},2018,Ford,Focus,${seller.email}`,
      `${testVin(401)},2018,Ford,Focus,${seller.email}`,
      `${testVin(402)},2018,Ford,Focus,ghost@revy.test`,
      `${testVin(403)},2018,Ford,Focus,`,
    ].join('\n');
    const p = await uploadAndMap(csv);
    expect(p.counts).toEqual({ new: 1, update: 0, error: 3 });
    expect(p.errors.map((e) => e.message)).toEqual([
      'Same VIN as row 1',
      'No registered user has the email ghost@revy.test',
      'No seller: fill in Seller email or choose a seller for the file',
    ]);
    expect(anon.userId).toBeTruthy();
  });
});
