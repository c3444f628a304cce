import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInUser } from '../../test/factories';
import { chatSetup } from '../modules/chats/testing';

/** Decision 022: input that cannot be stored is a 400 naming the field, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('input hygiene', () => {
  it('a NUL character in a query, a path or a body is 400 VALIDATION_FAILED with the field, signed out too', async () => {
    const c = t.client();
    for (const path of [
      '/v1/listing?search=%00',
      '/v1/vehicle/year?make=%00',
      '/v1/listing/search?search=a%00b',
      '/v1/vehicle/model?year=2020&make=%00',
    ]) {
      const res = await c.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', status: 400 });
    }
    const track = await c.post('/v1/t', { event: 'View\u0000', page: '/' });
    expect(track.status).toBe(400);
    expect(track.body.fields).toEqual({ event: 'Must not contain a NUL character' });
    const auth = await c.post('/v1/auth', { googleCid: 'x\u0000', posthogDistinctId: 'y' });
    expect(auth.status).toBe(400);
    expect(auth.body.fields).toHaveProperty('googleCid');
  });

  it('a lone surrogate anywhere in JSON (values and keys) is 400; a real emoji is stored', async () => {
    const { buyer, chat } = await chatSetup(t);
    const lone = await buyer.client.request('POST', `/v1/chat/${chat.id}/message`, {
      headers: { 'content-type': 'application/json' },
      body: '{"content":"hi","metadata":{"note":"\\ud800"}}',
    });
    expect(lone.status).toBe(400);
    expect(lone.body.fields).toEqual({ 'metadata.note': 'Must be valid Unicode text (a lone surrogate was found)' });
    const key = await buyer.client.request('POST', `/v1/chat/${chat.id}/message`, {
      headers: { 'content-type': 'application/json' },
      body: '{"content":"hi","metadata":{"\\udc00":1}}',
    });
    expect(key.status).toBe(400);
    const ok = await buyer.client.post(`/v1/chat/${chat.id}/message`, {
      content: 'Still available? 🚗',
      metadata: { note: '👍' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.content).toBe('Still available? 🚗');
  });

  it('a body nested 5,000 deep is refused before parsing, and the server stays healthy', async () => {
    const { client } = await createSignedInUser(t);
    const me = (await client.get('/v1/user/current')).body;
    const deep = await client.request('POST', `/v1/user/${me.id}/metadata`, {
      headers: { 'content-type': 'application/json' },
      body: `{"flags":${nested(5000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ error: 'VALIDATION_FAILED' });
    const arrays = await client.request('POST', '/v1/t', {
      headers: { 'content-type': 'application/json' },
      body: '['.repeat(100_000) + ']'.repeat(100_000),
    });
    expect(arrays.status).toBe(400);
    // A string full of brackets is not nesting.
    const text = await client.post('/v1/t', { event: 'Clicked {{[[', page: '/' });
    expect(text.status).toBeLessThan(300);
    expect((await t.client().get('/v1/health')).status).toBe(200);
  });

  it('a number out of the column range is a 400, not a database error', async () => {
    const { seller, listing } = await chatSetup(t);
    const res = await seller.client.request('PATCH', `/v1/listing/${listing.id}`, {
      headers: { 'content-type': 'application/json' },
      body: '{"price":1e300}',
    });
    expect(res.status).toBe(400);
  });
});
