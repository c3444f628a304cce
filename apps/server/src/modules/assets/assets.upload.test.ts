import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetSchema, IMAGE_SIZES, MAX_UPLOAD_BYTES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { assets } from './assets.table';
import { spoolDir } from './multipart-upload';
import {
  cameraJpeg,
  fetchFile,
  hasGpsLatitude,
  listingOf,
  sendMultipart,
  smallJpeg,
  tempDataDir,
  uploadPhoto,
} from './assets.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { dataDir: tempDataDir() } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
});

const filesDir = () => path.join(t.ctx.config.dataDir, 'files');
/** Uploads spooled to disk and not yet deleted. */
const spooled = () => {
  const dir = spoolDir(t.ctx.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
  return check();
};
const storedFileCount = (targetId: string) => {
  const dir = path.join(filesDir(), targetId);
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length
    : 0;
};

describe('POST /v1/asset', () => {
  it('stores every size as WebP plus a JPEG fallback, upright and without any metadata', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    // 900x600 stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const input = await cameraJpeg({ width: 900, height: 600, orientation: 6 });
    expect(hasGpsLatitude(input)).toBe(true);
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });

    const res = await sendMultipart(
      seller.client,
      '/v1/asset',
      { targetId: listingId, tag: 'photo', title: 'Front' },
      { data: input, name: 'IMG_0001.JPG' },
    );
    expect(res.status).toBe(201);
    const asset = AssetSchema.parse(res.body);
    expect(asset).toMatchObject({
      targetId: listingId,
      status: 'ready',
      type: 'image',
      source: 'upload',
      title: 'Front',
      contentType: 'image/jpeg',
      width: 600,
      height: 900,
      size: input.length,
      createdBy: seller.user.id,
    });
    expect(asset.tags).toEqual([{ name: 'photo', ordinal: 0 }]);
    for (const size of IMAGE_SIZES) {
      expect(asset.files[size], size).toBeTruthy();
      expect(asset.files[`${size}.jpg`], `${size}.jpg`).toBeTruthy();
    }
    expect(asset.fileUrl).toBe(asset.files['original.jpg']);

    const expected: Record<string, [number, number]> = {
      crop200x200: [200, 200],
      crop1400x1400: [1400, 1400], // crop*: exactly that size, enlarged if need be
      cover300x200: [300, 200],
      cover600x400: [600, 400],
      cover800x560: [600, 420], // cover*: the box's shape, never enlarged
      cover1280x720: [600, 338],
      cover1920x1280: [600, 400],
      crop1920x615: [1920, 615],
      full: [600, 900],
      original: [600, 900],
    };
    for (const [name, url] of Object.entries(asset.files)) {
      const res = await fetchFile(t, url);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(body).metadata();
      const isJpeg = name.endsWith('.jpg') || name === 'original';
      expect(res.headers.get('content-type'), name).toBe(isJpeg ? 'image/jpeg' : 'image/webp');
      expect(meta.format, name).toBe(isJpeg ? 'jpeg' : 'webp');
      expect([meta.width, meta.height], name).toEqual(expected[name.replace('.jpg', '')]);
      // No EXIF (so no GPS, camera or orientation), no XMP, no IPTC, no ICC profile.
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp, name).toBeUndefined();
      expect(meta.iptc, name).toBeUndefined();
      expect(meta.icc, name).toBeUndefined();
      expect(meta.orientation ?? 1, name).toBe(1);
      expect(hasGpsLatitude(body), name).toBe(false);
      expect(body.includes(Buffer.from('RevyCam')), name).toBe(false);
    }

    // Orientation applied: the red third that was on the left is now at the top.
    const full = Buffer.from(await (await fetchFile(t, asset.files['full.jpg']!)).arrayBuffer());
    const { data, info } = await sharp(full).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(300, 50)[0]).toBeGreaterThan(180); // red at the top
    expect(pixel(300, 850)[2]).toBeGreaterThan(180); // blue at the bottom
  });

  it('answers with the asset for GET /v1/asset/{id}', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const asset = await uploadPhoto(seller.client, listingId);
    const res = await seller.client.get(`/v1/asset/${asset.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: asset.id, status: 'ready' });
  });

  it('refuses a text file named .jpg with 415, whatever content type the client claims', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const res = await sendMultipart(
      seller.client,
      '/v1/asset',
      { targetId: listingId },
      { data: Buffer.from('just some text, not a photo at all'), name: 'car.jpg', type: 'image/jpeg' },
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('not a supported image'),
    });
    expect(await t.ctx.db.select().from(assets)).not.toContainEqual(expect.objectContaining({ targetId: listingId }));
  });

  it('refuses a corrupt JPEG (right magic number, truncated data) with 400', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const good = await cameraJpeg();
    const res = await sendMultipart(
      seller.client,
      '/v1/asset',
      { targetId: listingId },
      { data: good.subarray(0, Math.floor(good.length / 2)) },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/damaged or incomplete/);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res2 = await sendMultipart(seller.client, '/v1/asset', { targetId: listingId }, { data: garbage });
    expect(res2.status).toBe(400);
    expect(storedFileCount(listingId)).toBe(0);
  });

  it('refuses a file over the size limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const big = Buffer.concat([await smallJpeg(), Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    const res = await sendMultipart(seller.client, '/v1/asset', { targetId: listingId }, { data: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('25 MB') });
    expect(storedFileCount(listingId)).toBe(0);
  });

  it('refuses absurd dimensions: a side under 200 px, or more than 60 megapixels', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const tiny = await sharp({ create: { width: 150, height: 900, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const res = await sendMultipart(seller.client, '/v1/asset', { targetId: listingId }, { data: tiny });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too small \(150x900\)/);
    // 12000x9000 = 108 megapixels; a flat PNG of it is only a few hundred kilobytes.
    const huge = await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res2 = await sendMultipart(
      seller.client,
      '/v1/asset',
      { targetId: listingId },
      { data: huge, name: 'bomb.png', type: 'image/png' },
    );
    expect(res2.status).toBe(400);
    expect(res2.body.message).toMatch(/larger than 60 megapixels \(12000x9000\)/);
  });

  it('refuses damaged photos before decoding: cut-off JPEG, PNG and WebP, and a 1 KB file claiming 100 megapixels', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const photo = sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    const cut = (b: Buffer) => b.subarray(0, Math.floor(b.length * 0.6));
    const files = [
      { name: 'cut.jpg', type: 'image/jpeg', data: cut(await photo.clone().jpeg().toBuffer()) },
      { name: 'cut.png', type: 'image/png', data: cut(await photo.clone().png().toBuffer()) },
      { name: 'cut.webp', type: 'image/webp', data: cut(await photo.clone().webp().toBuffer()) },
    ];
    // A real 10000x10000 JPEG header, then nothing: 1 KB that would decode to 300 MB.
    const big = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#777' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    files.push({ name: 'claims.jpg', type: 'image/jpeg', data: big.subarray(0, 1024) });
    for (const f of files) {
      const res = await sendMultipart(seller.client, '/v1/asset', { targetId: listingId }, f);
      expect(res.status, f.name).toBe(400);
      expect(res.body.error).toBe('BAD_REQUEST');
      expect(res.body.message).toMatch(/damaged or incomplete|larger than 60 megapixels/);
    }
    expect(storedFileCount(listingId)).toBe(0);
    expect(await t.ctx.db.select().from(assets).where(eq(assets.targetId, listingId))).toEqual([]);
  });

  it('12 photos uploaded at once are all stored (the pipeline queues them, none is lost or refused)', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const jpeg = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sendMultipart(
          seller.client,
          '/v1/asset',
          { targetId: listingId, tag: 'photo', ordinal: String(i) },
          { data: jpeg },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(answers.every((a) => a.body.status === 'ready')).toBe(true);
    expect((await seller.client.get(`/v1/asset/target/${listingId}`)).body.totalElements).toBe(12);
  });

  it('answers 400 with field messages for a missing file or a bad target id', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const noFile = await sendMultipart(seller.client, '/v1/asset', { targetId: listingId });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toHaveProperty('file');
    const badTarget = await sendMultipart(
      seller.client,
      '/v1/asset',
      { targetId: 'nope' },
      { data: await smallJpeg() },
    );
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.fields).toHaveProperty('targetId');
    const json = await seller.client.post('/v1/asset', { targetId: listingId });
    expect(json.status).toBe(415);
  });

  it("refuses another user's listing with 403 and stores nothing; signed-out callers get 401", async () => {
    const seller = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const res = await sendMultipart(
      other.client,
      '/v1/asset',
      { targetId: listingId, tag: 'photo' },
      { data: await cameraJpeg() },
    );
    expect(res.status).toBe(403);
    expect(storedFileCount(listingId)).toBe(0);
    const list = await seller.client.get(`/v1/asset/target/${listingId}`);
    expect(list.body.totalElements).toBe(0);
    const anon = await sendMultipart(t.client(), '/v1/asset', { targetId: listingId }, { data: await smallJpeg() });
    expect(anon.status).toBe(401);
    // Staff may add photos to any listing; users to their own user id, not someone else's.
    const concierge = await createStaff(t, 'concierge');
    expect(
      (await sendMultipart(concierge.client, '/v1/asset', { targetId: listingId }, { data: await smallJpeg() })).status,
    ).toBe(201);
    expect(
      (
        await sendMultipart(
          other.client,
          '/v1/asset',
          { targetId: other.user.id, tag: 'avatar' },
          { data: await smallJpeg() },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await sendMultipart(
          other.client,
          '/v1/asset',
          { targetId: seller.user.id, tag: 'avatar' },
          { data: await smallJpeg() },
        )
      ).status,
    ).toBe(403);
  });

  it('POST /v1/asset/{id} replaces the file and deletes the old files', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const asset = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const wide = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#aa0' } })
      .png()
      .toBuffer();
    const other = await createSignedInUser(t);
    expect((await sendMultipart(other.client, `/v1/asset/${asset.id}`, {}, { data: wide })).status).toBe(404);
    const res = await sendMultipart(
      seller.client,
      `/v1/asset/${asset.id}`,
      {},
      { data: wide, name: 'new.png', type: 'image/png' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: asset.id,
      status: 'ready',
      width: 1000,
      height: 500,
      contentType: 'image/png',
      tags: [{ name: 'photo', ordinal: 0 }],
    });
    expect(res.body.files.full).not.toBe(asset.files.full);
    expect((await fetchFile(t, asset.files.full!)).status).toBe(404);
    expect((await fetchFile(t, res.body.files.full)).status).toBe(200);
  });

  it('keeps a waiting upload on disk, not in memory, and deletes it in every case: stored, refused, too large, forbidden, aborted', async () => {
    const seller = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const send = (client: typeof seller.client, data: Buffer, type = 'image/jpeg') =>
      sendMultipart(client, '/v1/asset', { targetId: listingId }, { data, type });
    expect((await send(seller.client, await smallJpeg())).status).toBe(201);
    expect(spooled()).toEqual([]);
    expect((await send(seller.client, Buffer.from('not a photo'))).status).toBe(415);
    expect(spooled()).toEqual([]);
    const good = await cameraJpeg();
    expect((await send(seller.client, good.subarray(0, 3000))).status).toBe(400);
    expect(spooled()).toEqual([]);
    const big = Buffer.concat([await smallJpeg(), Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    expect((await send(seller.client, big)).status).toBe(413);
    expect(spooled()).toEqual([]);
    expect((await send(other.client, good)).status).toBe(403);
    expect(spooled()).toEqual([]);

    // A client that goes away halfway through the file: what was spooled is deleted.
    const boundary = 'revy-test-boundary';
    const req = http.request(new URL('/v1/asset', seller.client.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
        'x-forwarded-for': seller.client.ip,
        cookie: [...seller.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    req.on('error', () => {});
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n${listingId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    req.write(Buffer.alloc(512 * 1024, 7));
    expect(await until(() => spooled().length === 1)).toBe(true);
    req.destroy();
    expect(await until(() => spooled().length === 0)).toBe(true);
    // Only the first photo was stored (its sizes as WebP and JPEG, the original as JPEG only).
    expect(storedFileCount(listingId)).toBe(IMAGE_SIZES.length * 2 - 1);
  });

  it('serves no file outside the storage folder', async () => {
    for (const p of ['/v1/asset/file/../../etc/passwd', '/v1/asset/file/%2e%2e/secret', '/v1/asset/file/nope.webp']) {
      const res = await t.client().get(p);
      expect([400, 404], p).toContain(res.status);
    }
  });
});
