import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { startFakeS3Server } from '../../../test/fake-s3-server';
import type { S3Config } from '../../config';
import {
  cameraJpeg,
  fetchFile,
  hasGpsLatitude,
  listingOf,
  sendMultipart,
  tempDataDir,
  uploadPhoto,
} from '../../modules/assets/testing';
import { expectConsoleError } from '../../../test/console-guard';
import { createDiskStorage, createS3Storage } from '.';

const keys = { bucket: 'revy-photos', accessKeyId: 'AKIDTEST', secretAccessKey: 'fake-secret-key-for-tests' };
let s3: Awaited<ReturnType<typeof startFakeS3Server>>;
let s3Config: S3Config;
beforeAll(async () => {
  s3 = await startFakeS3Server(keys);
  s3Config = { ...keys, endpoint: s3.endpoint, region: 'us-east-1', publicUrl: undefined, forcePathStyle: true };
});
afterAll(() => s3?.close());

describe('S3 storage against a local fake', () => {
  it('puts, gets and deletes objects with signed, path-style requests', async () => {
    const storage = createS3Storage(s3Config);
    const before = s3.requests.length;
    await storage.put('t/a/v1/full.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(s3.objects.get('t/a/v1/full.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const got = await storage.get('t/a/v1/full.webp');
    expect(got).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(Buffer.from(got!.body as Buffer).toString()).toBe('webp bytes');
    expect(await storage.get('t/a/v1/missing.webp')).toBeNull();
    await storage.delete(['t/a/v1/full.webp', 't/a/v1/never-there.jpg']);
    expect(s3.objects.has('t/a/v1/full.webp')).toBe(false);
    const made = s3.requests.slice(before);
    expect(made.length).toBeGreaterThanOrEqual(5);
    expect(made.every((r) => r.signed && r.path.startsWith('/revy-photos/t/a/v1/'))).toBe(true);
    expect(storage.url('t/a/v1/full.webp')).toBe('/v1/asset/file/t/a/v1/full.webp');
    expect(createS3Storage({ ...s3Config, publicUrl: 'https://cdn.example.com/photos/' }).url('k/x.jpg')).toBe(
      'https://cdn.example.com/photos/k/x.jpg',
    );
  });

  it('fails loudly when the signature is wrong (the fake checks it)', async () => {
    const storage = createS3Storage({ ...s3Config, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('t/b/v1/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/403/);
    expect(s3.objects.has('t/b/v1/x.jpg')).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ signed: false });
  });

  describe('the app with S3_* set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ config: { dataDir: tempDataDir(), s3: s3Config } });
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
    });

    it('stores every rendition in the bucket, serves it through the API, and deletes it with the asset', async () => {
      expect(t.ctx.storage.kind).toBe('s3');
      const seller = await createSignedInUser(t);
      const listingId = await listingOf(seller.client);
      const asset = await uploadPhoto(seller.client, listingId, { tag: 'photo' }, await cameraJpeg({ orientation: 8 }));
      expect(asset).toMatchObject({ status: 'ready', width: 600, height: 800 });
      const stored = [...s3.objects.keys()].filter((k) => k.startsWith(`${listingId}/${asset.id}/`));
      expect(stored).toHaveLength(IMAGE_SIZES.length * 2 - 1); // the original is JPEG only
      for (const [name, url] of Object.entries(asset.files)) {
        expect(url, name).toMatch(new RegExp(`^/v1/asset/file/${listingId}/${asset.id}/[0-9a-f]{16}/`));
        const res = await fetchFile(t, url);
        expect(res.status, name).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const body = Buffer.from(await res.arrayBuffer());
        expect((await sharp(body).metadata()).exif, name).toBeUndefined();
        expect(hasGpsLatitude(body), name).toBe(false);
      }
      expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'files'))).toBe(false);
      expect((await seller.client.delete(`/v1/asset/${asset.id}`)).status).toBe(204);
      expect([...s3.objects.keys()].filter((k) => k.startsWith(`${listingId}/`))).toEqual([]);
    });
  });
});

describe('storage unreachable', () => {
  it('marks the upload failed with its reason kept, never a 500', async () => {
    const t = await buildTestApp({
      config: { dataDir: tempDataDir(), s3: { ...s3Config, endpoint: 'http://127.0.0.1:1' } },
    });
    try {
      const seller = await createSignedInUser(t);
      const listingId = await listingOf(seller.client);
      expectConsoleError(); // the server logs the storage failure
      const res = await sendMultipart(
        seller.client,
        '/v1/asset',
        { targetId: listingId, tag: 'photo' },
        { data: await cameraJpeg() },
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'failed',
        error: 'The photo could not be processed. Please try uploading it again.',
        files: {},
      });
      expect((await seller.client.get(`/v1/asset/${res.body.id}`)).body.status).toBe('failed');
    } finally {
      await t.close();
      fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('disk storage', () => {
  it('keeps keys inside its folder and removes emptied folders', async () => {
    const root = tempDataDir();
    const storage = createDiskStorage(root);
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/abs.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
    await storage.put('a/b/c/one.webp', Buffer.from('1'), 'image/webp');
    expect((await storage.get('a/b/c/one.webp'))?.contentType).toBe('image/webp');
    await storage.delete(['a/b/c/one.webp']);
    expect(fs.readdirSync(root)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
