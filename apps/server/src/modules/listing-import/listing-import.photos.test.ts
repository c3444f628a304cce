import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { assets } from '../assets/assets.table';
import { listings } from '../listings/listings.table';
import { listingsCsv } from './listing-import.fixtures';
import { fetchPhoto, IMPORT_QUEUE, isInternalAddress, PHOTO_FETCH_DEFAULTS, setPhotoFetchOptions } from './testing';

let t: TestApp;
let server: http.Server;
let base: string;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  // The fake photo host: a photo, one too large, a page that is not an image, a 404 and a redirect to the photo.
  server = http.createServer((req, res) => {
    if (req.url === '/car.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    if (req.url === '/huge.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(Buffer.alloc(300_000, 1));
    }
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (req.url === '/moved') return res.writeHead(302, { location: '/car.jpg' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

describe('photos by URL', () => {
  it('fetches the photos of created listings in the background; failures are reported, not fatal', async () => {
    // The fake server is on 127.0.0.1: this test allows it, and lowers the size limit to 200 KB.
    setPhotoFetchOptions(t.ctx, { allowPrivateAddresses: true, maxBytes: 200_000 });
    const admin = await createStaff(t, 'admin');
    const seller = await createSignedInUser(t);
    const urls = [`${base}/car.jpg`, `${base}/huge.jpg`, `${base}/page.html`, `${base}/missing.jpg`, `${base}/moved`];
    const csv = listingsCsv({
      rows: 1,
      sellerEmail: seller.email,
      serialBase: 900,
      photos: () => `"${urls.join(' ')}"`,
    });
    const up = await admin.client.post('/v1/listing-import', { fileName: 'photos.csv', content: csv });
    expect(up.body.mapping['Photo URLs']).toBe('photoUrls');
    await admin.client.put(`/v1/listing-import/${up.body.id}/mapping`, { mapping: up.body.mapping });
    expect((await admin.client.post(`/v1/listing-import/${up.body.id}/run`)).status).toBe(202);
    await t.ctx.jobs.drain([IMPORT_QUEUE], 30_000);

    const done = await admin.client.get(`/v1/listing-import/${up.body.id}`);
    expect(done.body).toMatchObject({
      status: 'done',
      counts: { created: 1, photosFetched: 2, photosFailed: 3, photosPending: 0 },
    });
    const report = await admin.client.get(`/v1/listing-import/${up.body.id}/report`);
    expect(report.body.rows[0].photos).toEqual([
      { url: urls[0], ok: true, message: null },
      { url: urls[1], ok: false, message: 'Larger than 195 KB' },
      { url: urls[2], ok: false, message: 'Not an image (text/html)' },
      { url: urls[3], ok: false, message: 'The server answered 404' },
      { url: urls[4], ok: true, message: null },
    ]);
    const [listing] = await t.ctx.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.sellerId, seller.user.id));
    const stored = await t.ctx.db
      .select({ status: assets.status, files: assets.files })
      .from(assets)
      .where(and(eq(assets.targetId, listing!.id)));
    expect(stored).toHaveLength(2);
    expect(stored.every((a) => a.status === 'ready' && Object.keys(a.files ?? {}).length > 2)).toBe(true);
  });

  it('refuses private, loopback and link-local addresses without the test allowance', async () => {
    const port = new URL(base).port;
    await expect(fetchPhoto(`${base}/car.jpg`, PHOTO_FETCH_DEFAULTS)).rejects.toThrow(/internal address/);
    // A name that resolves to loopback is refused after resolution.
    await expect(fetchPhoto(`http://localhost:${port}/car.jpg`, PHOTO_FETCH_DEFAULTS)).rejects.toThrow(
      /internal address/,
    );
    await expect(fetchPhoto('http://[::1]/x.jpg', PHOTO_FETCH_DEFAULTS)).rejects.toThrow(/internal address/);
    await expect(fetchPhoto('http://169.254.169.254/latest/meta-data', PHOTO_FETCH_DEFAULTS)).rejects.toThrow(
      /internal address/,
    );
    await expect(fetchPhoto('file:///etc/passwd', PHOTO_FETCH_DEFAULTS)).rejects.toThrow(/Only http and https/);
    // With the allowance, the same address is fetched (what the test above relies on).
    await expect(
      fetchPhoto(`${base}/car.jpg`, { ...PHOTO_FETCH_DEFAULTS, allowPrivateAddresses: true }),
    ).resolves.toMatchObject({ contentType: 'image/jpeg' });
    for (const a of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '151.101.1.69', '2606:4700::1111']) expect(isInternalAddress(a), a).toBe(false);
  });
});
