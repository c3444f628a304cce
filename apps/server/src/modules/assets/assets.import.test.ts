import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { cameraJpeg, fetchFile, hasGpsLatitude, listingOf, tempDataDir, uploadPhoto } from './assets.fixtures';

let t: TestApp;
let images: http.Server;
let host: string;
let photo: Buffer;
const hits: string[] = [];

beforeAll(async () => {
  photo = await cameraJpeg({ width: 640, height: 480 });
  images = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const port = (images.address() as net.AddressInfo).port;
    switch (req.url) {
      case '/photo.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      case '/moved':
        return res.writeHead(302, { location: '/photo.jpg' }).end();
      case '/elsewhere':
        // Same machine, but a host name the config does not allow.
        return res.writeHead(302, { location: `http://localhost:${port}/photo.jpg` }).end();
      case '/huge': {
        // 30 MB without a Content-Length: the limit must hold while streaming.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 30 && res.write(chunk)) sent++;
          if (sent >= 30) res.end();
          else res.once('drain', pump);
        };
        res.on('error', () => {});
        return pump();
      }
      case '/slow':
        return setTimeout(() => res.writeHead(200).end(photo), 3000).unref();
      case '/text.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not an image</html>');
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(images.address() as net.AddressInfo).port}`;
  t = await buildTestApp({ config: { dataDir: tempDataDir(), assetImportHosts: [host], assetImportTimeoutMs: 1000 } });
});
afterAll(async () => {
  await t?.close();
  images?.closeAllConnections();
  await new Promise((r) => images?.close(r));
  fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
});

describe('POST /v1/asset/uploadcare', () => {
  it('imports images from an allowed host through the same pipeline, redirects within it included', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const res = await seller.client.post('/v1/asset/uploadcare', {
      files: [`http://${host}/photo.jpg`, `http://${host}/moved`],
      targetId: listingId,
      tag: 'photo',
    });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      status: 'ready',
      source: 'uploadcare',
      width: 640,
      height: 480,
      tags: [{ name: 'photo', ordinal: 0 }],
    });
    expect(res.body[1].tags).toEqual([{ name: 'photo', ordinal: 1 }]);
    const full = Buffer.from(await (await fetchFile(t, res.body[0].files['full.jpg'])).arrayBuffer());
    expect(hasGpsLatitude(full)).toBe(false);
  });

  it('overwrite=true replaces the tagged assets once the new ones are in', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const old = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const res = await seller.client.post('/v1/asset/uploadcare', {
      files: [`http://${host}/photo.jpg`],
      targetId: listingId,
      tag: 'photo',
      overwrite: true,
    });
    expect(res.status).toBe(201);
    const photos = await seller.client.get(`/v1/asset/target/${listingId}/tag/photo`);
    expect(photos.body.map((a: { id: string }) => a.id)).toEqual([res.body[0].id]);
    expect((await seller.client.get(`/v1/asset/${old.id}`)).status).toBe(404);
  });

  it('refuses hosts outside ASSET_IMPORT_HOSTS, before downloading anything', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const before = hits.length;
    const port = host.split(':')[1];
    for (const url of [
      `http://localhost:${port}/photo.jpg`,
      `http://127.0.0.1:1/photo.jpg`,
      'https://example.com/photo.jpg',
      `http://user:pw@${host}/photo.jpg`,
    ]) {
      const res = await seller.client.post('/v1/asset/uploadcare', { files: [url], targetId: listingId });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/is not allowed on this marketplace/);
    }
    expect(
      (await seller.client.post('/v1/asset/uploadcare', { files: ['file:///etc/passwd'], targetId: listingId })).status,
    ).toBe(400);
    expect(hits.length).toBe(before);
  });

  it('does not follow a redirect to another host, stops oversize downloads with 413, times out, and refuses non-images', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const post = (path: string) =>
      seller.client.post('/v1/asset/uploadcare', { files: [`http://${host}${path}`], targetId: listingId });
    const elsewhere = await post('/elsewhere');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/redirected to localhost:\d+, which is not allowed/);
    const huge = await post('/huge');
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('PAYLOAD_TOO_LARGE');
    const slow = await post('/slow');
    expect(slow.status).toBe(400);
    expect(slow.body.message).toMatch(/took too long/);
    expect((await post('/text.jpg')).status).toBe(415);
    expect((await post('/missing.jpg')).body.message).toMatch(/answered 404/);
    // All or nothing: a good file before a bad one is not kept.
    const mixed = await seller.client.post('/v1/asset/uploadcare', {
      files: [`http://${host}/photo.jpg`, `http://${host}/missing.jpg`],
      targetId: listingId,
    });
    expect(mixed.status).toBe(400);
    expect((await seller.client.get(`/v1/asset/target/${listingId}`)).body.totalElements).toBe(0);
  });

  it("refuses another user's listing with 403, and every import when no host is configured", async () => {
    const seller = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const res = await other.client.post('/v1/asset/uploadcare', {
      files: [`http://${host}/photo.jpg`],
      targetId: listingId,
    });
    expect(res.status).toBe(403);
    expect((await seller.client.get(`/v1/asset/target/${listingId}`)).body.totalElements).toBe(0);
    expect((await seller.client.post('/v1/asset/uploadcare', { files: [], targetId: listingId })).status).toBe(400);

    const closed = await buildTestApp({ config: { dataDir: tempDataDir() } });
    try {
      const u = await createSignedInUser(closed);
      const res2 = await u.client.post('/v1/asset/uploadcare', {
        files: [`http://${host}/photo.jpg`],
        targetId: u.user.id,
      });
      expect(res2.status).toBe(400);
      expect(res2.body.message).toBe('Importing images by URL is not enabled on this marketplace.');
    } finally {
      await closed.close();
      fs.rmSync(closed.ctx.config.dataDir, { recursive: true, force: true });
    }
  });
});
