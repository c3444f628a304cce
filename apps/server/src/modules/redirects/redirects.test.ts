import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedirectSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { createPublished } from '../listings/testing';
import { ownPathOf } from './own-path';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const APP = 'http://revy.test';

describe('ownPathOf', () => {
  it('keeps paths and addresses on our origin', () => {
    expect(ownPathOf('/listings/abc?utm=share#photos', APP)).toBe('/listings/abc?utm=share#photos');
    expect(ownPathOf(`${APP}/blog/post`, APP)).toBe('/blog/post');
    expect(ownPathOf('HTTP://REVY.TEST/showroom', APP)).toBe('/showroom');
  });

  it('refuses every way of pointing at another host', () => {
    for (const bad of [
      'https://evil.example/listings/1',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      'http://revy.test@evil.example/',
      'http://revy.test.evil.example/',
      'https://revy.test/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      ' /\tlistings',
      '/listings/\nx',
      'listings/1',
      '',
    ])
      expect(ownPathOf(bad, APP), bad).toBeNull();
  });
});

describe('short links', () => {
  it('makes one link per address, follows it to the page and counts each click', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const made = await t.client().post('/v1/redirect', { url: `/listings/${listing.id}`, targetId: listing.id });
    expect(made.status).toBe(200);
    const link = RedirectSchema.parse(made.body);
    expect(link).toMatchObject({ url: `${APP}/listings/${listing.id}`, count: 0, targetId: listing.id });
    expect(link.shortUrl).toBe(`${APP}/r/${link.key}`);
    expect(link.key).toMatch(/^[A-Za-z0-9]{7}$/);
    const again = await seller.client.post('/v1/redirect', {
      url: `${APP}/listings/${listing.id}`,
      targetId: listing.id,
    });
    expect(again.body.id).toBe(link.id);

    const clicks = await Promise.all(Array.from({ length: 10 }, () => t.client().get(`/r/${link.key}`)));
    for (const res of clicks) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/listings/${listing.id}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await seller.client.get(`/v1/redirect/${link.key}`)).body.count).toBe(10);
    expect((await seller.client.get(`/v1/redirect/${link.id}`)).body.count).toBe(10);
    expect((await seller.client.get(`/v1/listing/${listing.id}/views`)).body.shareClicks).toBe(10);
  });

  it('gives two concurrent shares of one address the same link', async () => {
    const url = `/showroom?make=Honda&n=${Date.now()}`;
    const made = await Promise.all(Array.from({ length: 5 }, () => t.client().post('/v1/redirect', { url })));
    expect(new Set(made.map((r) => r.body.id)).size).toBe(1);
  });

  it('refuses other sites (400), unknown keys (404 page), and shows counts only to the seller and staff', async () => {
    for (const url of ['https://evil.example', '//evil.example', '/\\evil.example', 'http://revy.test@evil.example/']) {
      const res = await t.client().post('/v1/redirect', { url });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe('Short links can only point to pages on Revy');
    }
    for (const body of [{}, { url: 42 }, { url: '/x', targetId: 'nope' }, { url: '/x', extra: 1 }]) {
      expect((await t.client().post('/v1/redirect', body)).status).toBe(400);
    }
    const missing = await t.client().get('/r/zzzzzzz');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    expect((await t.client().get('/r/%3Cscript%3E')).status).toBe(404);

    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    const { body } = await t.client().post('/v1/redirect', { url: `/listings/${listing.id}`, targetId: listing.id });
    const other = await createSignedInUser(t);
    expect((await other.client.get(`/v1/redirect/${body.key}`)).status).toBe(403);
    expect((await t.client().get(`/v1/redirect/${body.key}`)).status).toBe(401);
    expect((await (await createStaff(t, 'concierge')).client.get(`/v1/redirect/${body.key}`)).status).toBe(200);
    expect((await seller.client.get('/v1/redirect/nokey00')).status).toBe(404);
    expect((await seller.client.get('/v1/redirect/bad%20key')).status).toBe(400);
  });
});
