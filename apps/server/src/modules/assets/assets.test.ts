import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSET_ORDINAL } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { fetchFile, listingOf, publish, sendMultipart, smallJpeg, tempDataDir, uploadPhoto } from './assets.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { dataDir: tempDataDir() } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
});

const ids = (assets: { id: string }[]) => assets.map((a) => a.id);

describe('tags, ordinals and ordering', () => {
  it('puts a photo without an ordinal last, orders by ordinal then id, and 999999999 when a tag has none', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const a = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const b = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const c = await uploadPhoto(seller.client, listingId, { tag: 'photo', ordinal: '0' });
    expect(a.tags).toEqual([{ name: 'photo', ordinal: 0 }]);
    expect(b.tags).toEqual([{ name: 'photo', ordinal: 1 }]);
    const d = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    expect(d.tags).toEqual([{ name: 'photo', ordinal: 2 }]);
    const doc1 = await uploadPhoto(seller.client, listingId, { tag: 'document' });
    const doc2 = await uploadPhoto(seller.client, listingId, { tag: 'document', ordinal: '5' });
    expect(doc1.tags).toEqual([{ name: 'document', ordinal: DEFAULT_ASSET_ORDINAL }]);

    const photos = await seller.client.get(`/v1/asset/target/${listingId}/tag/photo`);
    expect(photos.status).toBe(200);
    // a and c share ordinal 0: the id (creation order) breaks the tie.
    expect(ids(photos.body)).toEqual([a.id, c.id, b.id, d.id]);
    const docs = await seller.client.get(`/v1/asset/target/${listingId}/tag/document`);
    expect(ids(docs.body)).toEqual([doc2.id, doc1.id]);

    const first = await seller.client.get(`/v1/asset/target/${listingId}/tag/photo/first`);
    expect(first.body.id).toBe(a.id);
    expect((await seller.client.get(`/v1/asset/target/${listingId}/tag/none/first`)).status).toBe(404);

    // All of the target's assets: a page, newest first by default, size 100.
    const page = await seller.client.get(`/v1/asset/target/${listingId}`);
    expect(page.body).toMatchObject({ totalElements: 6, size: 100, number: 0, totalPages: 1 });
    expect(ids(page.body.content)).toEqual([doc2.id, doc1.id, d.id, c.id, b.id, a.id]);
    const page2 = await seller.client.get(`/v1/asset/target/${listingId}`, {
      query: { size: 4, page: 1, sort: 'id,asc' },
    });
    expect(ids(page2.body.content)).toEqual([doc1.id, doc2.id]);
    expect((await seller.client.get(`/v1/asset/target/${listingId}`, { query: { sort: 'password' } })).status).toBe(
      400,
    );
  });

  it('PUT reorders photos and picks the cover; a tag without an ordinal keeps its place', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const [a, b, c] = [
      await uploadPhoto(seller.client, listingId, { tag: 'photo' }),
      await uploadPhoto(seller.client, listingId, { tag: 'photo' }),
      await uploadPhoto(seller.client, listingId, { tag: 'photo' }),
    ];
    // New order c, a, b: c becomes the cover (ordinal 0).
    for (const [asset, ordinal] of [
      [c!, 0],
      [a!, 1],
      [b!, 2],
    ] as const) {
      const res = await seller.client.put(`/v1/asset/${asset.id}`, { tags: [{ name: 'photo', ordinal }] });
      expect(res.status).toBe(200);
      expect(res.body.tags).toEqual([{ name: 'photo', ordinal }]);
    }
    expect(ids((await seller.client.get(`/v1/asset/target/${listingId}/tag/photo`)).body)).toEqual([
      c!.id,
      a!.id,
      b!.id,
    ]);
    expect((await seller.client.get(`/v1/asset/target/${listingId}/tag/photo/first`)).body.id).toBe(c!.id);

    const titled = await seller.client.put(`/v1/asset/${a!.id}`, {
      title: 'Interior',
      tags: [{ name: 'photo' }, { name: 'interior' }],
    });
    expect(titled.status).toBe(200);
    expect(titled.body).toMatchObject({ title: 'Interior' });
    expect(titled.body.tags).toEqual([
      { name: 'interior', ordinal: DEFAULT_ASSET_ORDINAL },
      { name: 'photo', ordinal: 1 },
    ]);

    expect(
      (await seller.client.put(`/v1/asset/${a!.id}`, { tags: [{ name: 'photo' }, { name: 'photo' }] })).status,
    ).toBe(400);
    expect((await seller.client.put(`/v1/asset/${a!.id}`, { tags: [{ name: 'bad tag!' }] })).status).toBe(400);
    expect((await seller.client.put(`/v1/asset/${a!.id}`, { tags: [{ name: 'photo', ordinal: -1 }] })).status).toBe(
      400,
    );
    expect((await seller.client.put(`/v1/asset/${a!.id}`, { surprise: true })).status).toBe(400);

    const other = await createSignedInUser(t);
    const denied = await other.client.put(`/v1/asset/${c!.id}`, { tags: [{ name: 'photo', ordinal: 9 }] });
    expect(denied.status).toBe(404);
    expect((await seller.client.get(`/v1/asset/${c!.id}`)).body.tags).toEqual([{ name: 'photo', ordinal: 0 }]);
  });

  it('batch first-by-tag answers target → first asset, leaving out targets without one or not visible', async () => {
    const seller = await createSignedInUser(t);
    const [l1, l2, l3, hidden] = [
      await listingOf(seller.client),
      await listingOf(seller.client),
      await listingOf(seller.client),
      await listingOf(seller.client),
    ];
    const p1 = await uploadPhoto(seller.client, l1!, { tag: 'photo' });
    await uploadPhoto(seller.client, l1!, { tag: 'photo' });
    const p2b = await uploadPhoto(seller.client, l2!, { tag: 'photo', ordinal: '3' });
    const p2a = await uploadPhoto(seller.client, l2!, { tag: 'photo', ordinal: '1' });
    await uploadPhoto(seller.client, hidden!, { tag: 'photo' });
    await Promise.all([publish(t, l1!), publish(t, l2!), publish(t, l3!)]);

    const buyer = t.client();
    const res = await buyer.post('/v1/asset/target/batch/tag/photo/first', [l1, l2, l3, hidden]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([l1, l2].sort());
    expect(res.body[l1!].id).toBe(p1.id);
    expect(res.body[l2!].id).toBe(p2a.id);
    expect(p2b.id).not.toBe(p2a.id);
    // The seller sees their unpublished listing's cover too.
    const own = await seller.client.post('/v1/asset/target/batch/tag/photo/first', [hidden]);
    expect(Object.keys(own.body)).toEqual([hidden]);
    expect((await buyer.post('/v1/asset/target/batch/tag/photo/first', ['not-a-uuid'])).status).toBe(400);
    expect((await buyer.post('/v1/asset/target/batch/tag/photo/first', [])).body).toEqual({});
  });
});

describe('reading', () => {
  it('shows assets of published listings to everyone, of unpublished ones only to editors (404 otherwise)', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const photo = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const buyer = await createSignedInUser(t);
    const paths = [
      `/v1/asset/${photo.id}`,
      `/v1/asset/target/${listingId}`,
      `/v1/asset/target/${listingId}/tag/photo`,
      `/v1/asset/target/${listingId}/tag/photo/first`,
    ];
    for (const p of paths) {
      expect((await buyer.client.get(p)).status, p).toBe(404);
      expect((await t.client().get(p)).status, p).toBe(404);
      expect((await seller.client.get(p)).status, p).toBe(200);
    }
    const admin = await createStaff(t, 'admin');
    expect((await admin.client.get(paths[0]!)).status).toBe(200);
    await publish(t, listingId);
    for (const p of paths) expect((await t.client().get(p)).status, p).toBe(200);
    // A user's own files: themselves and staff only.
    const avatar = await uploadPhoto(buyer.client, buyer.user.id, { tag: 'avatar' });
    expect((await buyer.client.get(`/v1/asset/${avatar.id}`)).status).toBe(200);
    expect((await seller.client.get(`/v1/asset/${avatar.id}`)).status).toBe(404);
    expect((await t.client().get(`/v1/asset/not-a-uuid`)).status).toBe(400);
  });
});

describe('overwrite and delete', () => {
  it("overwrite=true with a tag replaces the target's assets with that tag and deletes their files", async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const old1 = await uploadPhoto(seller.client, listingId, { tag: 'window-sticker' });
    const old2 = await uploadPhoto(seller.client, listingId, { tag: 'window-sticker' });
    const keep = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const fresh = await uploadPhoto(seller.client, listingId, { tag: 'window-sticker', overwrite: 'true' });
    const stickers = await seller.client.get(`/v1/asset/target/${listingId}/tag/window-sticker`);
    expect(ids(stickers.body)).toEqual([fresh.id]);
    expect((await seller.client.get(`/v1/asset/${old1.id}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/asset/${keep.id}`)).status).toBe(200);
    for (const url of [...Object.values(old1.files), ...Object.values(old2.files)])
      expect((await fetchFile(t, url)).status).toBe(404);
    expect((await fetchFile(t, fresh.files.full!)).status).toBe(200);
  });

  it('DELETE removes the asset, its tags and every stored file; others get 404 on a draft and nothing changes', async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const photo = await uploadPhoto(seller.client, listingId, { tag: 'photo' });
    const other = await createSignedInUser(t);
    expect((await other.client.delete(`/v1/asset/${photo.id}`)).status).toBe(404);
    expect((await t.client().delete(`/v1/asset/${photo.id}`)).status).toBe(401);
    expect((await fetchFile(t, photo.files.crop200x200!)).status).toBe(200);

    const res = await seller.client.delete(`/v1/asset/${photo.id}`);
    expect(res.status).toBe(204);
    expect((await seller.client.get(`/v1/asset/${photo.id}`)).status).toBe(404);
    expect((await seller.client.get(`/v1/asset/target/${listingId}/tag/photo`)).body).toEqual([]);
    for (const url of Object.values(photo.files)) expect((await fetchFile(t, url)).status).toBe(404);
    const folder = `${t.ctx.config.dataDir}/files/${listingId}/${photo.id}`;
    expect(fs.existsSync(folder)).toBe(false);
    expect((await seller.client.delete(`/v1/asset/${photo.id}`)).status).toBe(404);
  });

  it("a concierge may manage any listing's photos", async () => {
    const seller = await createSignedInUser(t);
    const listingId = await listingOf(seller.client);
    const concierge = await createStaff(t, 'concierge');
    const photo = await uploadPhoto(concierge.client, listingId, { tag: 'photo' });
    expect(
      (await concierge.client.put(`/v1/asset/${photo.id}`, { tags: [{ name: 'photo', ordinal: 3 }] })).status,
    ).toBe(200);
    expect((await concierge.client.delete(`/v1/asset/${photo.id}`)).status).toBe(204);
    const bad = await sendMultipart(
      seller.client,
      '/v1/asset',
      { targetId: listingId, ordinal: 'first' },
      { data: await smallJpeg() },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('ordinal');
  });
});
