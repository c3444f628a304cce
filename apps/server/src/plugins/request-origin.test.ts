import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { TestClient } from '../../test/http-client';
import { chatSetup } from '../modules/chats/testing';
import { databaseDigest } from '../../test/access/fingerprint';

/**
 * Decision 014: a page on another site cannot make a signed-in user's browser change anything.
 * Every state-changing route of the OpenAPI document is sent the requests such a page can make
 * (an HTML form post, a text/plain fetch, a multipart form, a fetch that names itself
 * cross-site), by a seller and by a buyer with real cookies; each gets 403 and the database is
 * unchanged afterwards.
 */
let t: TestApp;
let setup: Awaited<ReturnType<typeof chatSetup>>;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  t = await buildTestApp();
  setup = await chatSetup(t);
});
afterAll(async () => t?.close());

/** Row count and latest change of every table: any write shows up here. */
// Every row of every table but the derived caches a background job may refresh meanwhile (the pricing
// schedule writes estimates while this long test runs): the shared digest of the access-table walk.
const fingerprint = () => databaseDigest(t);

/**
 * Every state-changing route the server has, from Fastify's own route table (not the OpenAPI
 * document, which leaves out hidden routes), as OpenAPI-style paths (`/v1/chat/{id}`).
 */
function unsafeRoutes(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  // printRoutes draws a tree: four columns per level, each node's text continues its parent's path.
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4))!;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[1]!;
    stack.length = depth + 1;
    // Routes that differ only in a parameter's name share a node (`:name|:id`): either name fills it.
    const path = stack[depth]!.replace(/:(\w+)(\|:\w+)*/g, '{$1}');
    for (const method of (m[2] ?? '').split(', '))
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) out.push({ method, path });
  }
  return out;
}

/** Fills {params} with the fixtures' real ids, so a request that got through would act on real rows. */
function concrete(path: string): string {
  const first = path.split('/')[2];
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'listingId') return setup.listing.id;
    if (name === 'chatId') return setup.chat.id;
    if (/user|host/i.test(name)) return setup.buyer.user.id;
    if (name === 'id')
      return first === 'chat'
        ? setup.chat.id
        : first === 'listing'
          ? setup.listing.id
          : first === 'user'
            ? setup.buyer.user.id
            : setup.listing.id;
    return 'x';
  });
}

const attacks: { name: string; headers: Record<string, string>; body: string }[] = [
  {
    name: 'HTML form post',
    headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'content=hi&targetId=x',
  },
  {
    name: 'text/plain fetch',
    headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    body: '{"content":"hi"}',
  },
  {
    name: 'multipart form',
    headers: { origin: EVIL, 'content-type': 'multipart/form-data; boundary=X' },
    body: '--X\r\nContent-Disposition: form-data; name="targetId"\r\n\r\nx\r\n--X--\r\n',
  },
  {
    name: 'cross-site JSON without Origin',
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    body: '{}',
  },
  {
    name: 'same-site other origin',
    headers: { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
    body: '{}',
  },
  {
    name: 'opaque origin (sandboxed frame)',
    headers: { origin: 'null', 'content-type': 'application/json' },
    body: '{}',
  },
];

/**
 * Routes a provider posts to from its own site (Sign in with Apple's form_post, decision 041; a mail provider's
 * one-click unsubscribe, RFC 8058): they take cross-site forms by design and read no cookie (the unsubscribe's signed
 * token is its only authority, and the walk sends none), so only "nothing changes" below holds for them.
 */
const CROSS_SITE_FORM_ROUTES = new Set(['POST /v1/auth/oauth/{provider}/callback', 'POST /v1/mail/unsubscribe']);

describe('cross-site requests (decision 014)', () => {
  it('every state-changing route refuses every cross-site request with 403 and nothing changes', async () => {
    const routes = unsafeRoutes();
    // The route table holds at least every state-changing operation of the document.
    const doc = (await t.client().get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'get')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const anyParam = (op: string) => op.replace(/\{\w+\}/g, '{}');
    expect(routes.map((r) => anyParam(`${r.method} ${r.path}`))).toEqual(
      expect.arrayContaining(documented.map(anyParam)),
    );
    expect(routes.length).toBeGreaterThan(60);
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      for (const client of [setup.buyer.client, setup.seller.client] as TestClient[]) {
        for (const a of attacks) {
          const res = await client.request(method, concrete(path), { headers: a.headers, body: a.body });
          if (CROSS_SITE_FORM_ROUTES.has(`${method} ${path}`)) continue;
          if (res.status !== 403) wrong.push(`${method} ${path} (${a.name}): ${res.status}`);
          else expect(res.body).toMatchObject({ error: 'FORBIDDEN', status: 403 });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  it('the reported attacks: a text/plain test-drive request and a multipart upload are refused; the app itself still works', async () => {
    const { buyer, seller, chat, listing } = setup;
    const td = await buyer.client.request('POST', `/v1/chat/${chat.id}/testdrive`, {
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(td.status).toBe(403);
    const up = await seller.client.request('POST', '/v1/asset', {
      headers: { origin: EVIL, 'content-type': 'multipart/form-data; boundary=X' },
      body: `--X\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n${listing.id}\r\n--X--\r\n`,
    });
    expect(up.status).toBe(403);
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(false);
    // The same request from the app's own pages (its origin, or the host it was opened at).
    const own = await buyer.client.request('POST', `/v1/chat/${chat.id}/testdrive`, {
      headers: { origin: 'http://revy.test', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(own.status).toBe(200);
    const byHost = await buyer.client.request('DELETE', `/v1/chat/${chat.id}/testdrive`, {
      headers: { origin: t.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(byHost.status).toBe(200);
  });

  it('a browser that sends no Origin still cannot post a form or text body to a JSON endpoint (415)', async () => {
    const { buyer, chat } = setup;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=X']) {
      const res = await buyer.client.request('POST', `/v1/chat/${chat.id}/testdrive`, {
        headers: { 'content-type': type },
        body: '--X--\r\n',
      });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body.isTestDriveRequested).toBe(false);
  });

  it('non-browser callers (no Origin, no Sec-Fetch-Site) keep working, and the feed socket checks its Origin', async () => {
    expect((await setup.buyer.client.post(`/v1/chat/${setup.chat.id}/read`, {})).status).toBeLessThan(300);
    const cookie = `revy_session=${setup.buyer.client.sessionCookie}`;
    const upgrade = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${t.url.replace('http', 'ws')}/v1/feed`, { headers: { origin, cookie } });
        ws.on('unexpected-response', (req, res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', () => {});
      });
    expect(await upgrade(EVIL)).toBe(403);
    expect(await upgrade(t.url)).toBe(101);
  });
});
