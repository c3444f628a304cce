import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SIGN_IN_MAX_FAILURES } from '@revy/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { chatFixture, connectFeed } from '../src/modules/feed/testing';
import type { TestApp } from './build-test-app';
import { TestClient } from './http-client';
import { openTestDatabase } from './test-database';

/**
 * Issue 13: two real server processes (`server.ts`, as production runs it) on one PostgreSQL and
 * Redis. feed.cluster.test runs two app instances in one process, where process-wide state (the
 * session cache) is shared and could hide what only the database or Redis should carry; here
 * nothing is shared but PostgreSQL and Redis. The fixtures are written through an in-process app
 * on the same database, whose caches the servers never see.
 */
const enabled = !!process.env.TEST_DATABASE_URL && !!process.env.REDIS_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SESSION_CACHE_MS = 1000;

type Server = { url: string; child: ChildProcess; output: string[] };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: 'http://revy.test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      DATA_DIR: path.join(os.tmpdir(), `revy-two-${randomBytes(4).toString('hex')}`),
      SERVE_WEB: 'false',
      DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      // Far longer than any test waits: a change seen on the other process was announced, not timed out.
      SEARCH_CACHE_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output.join('')}`);
    const ok = await fetch(`${url}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, output };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.join('')}`);
}

function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

/** A client on `baseUrl` from an address of its own, so per-address limits stay this test's. */
const clientOn = (baseUrl: string) =>
  new TestClient(baseUrl, `100.${randomInt(64, 128)}.${randomInt(256)}.${randomInt(1, 255)}`);

describe.skipIf(!enabled)('two server processes on one PostgreSQL and Redis (issue 13)', () => {
  let database: Database;
  let helper: TestApp;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    database = await openTestDatabase();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${result.rows[0]!.name}`;
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'error', APP_URL: 'http://revy.test' },
      { testEndpoints: true, trustProxy: true, demoData: false, serveWeb: false, dataDir: os.tmpdir() },
    );
    const app = await buildApp({ config, database, rateLimitPrefix: `revy:test:${randomBytes(6).toString('hex')}:` });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const helperUrl = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    helper = {
      app,
      ctx: app.ctx,
      database,
      url: helperUrl,
      client: (ip) => new TestClient(helperUrl, ip),
      close: () => app.close(),
    };
    [a, b] = await Promise.all([startServer(url.toString()), startServer(url.toString())]);
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([stop(a), stop(b)]);
    await helper?.close();
    await database?.close();
  }, 30_000);

  it('a session made on A works on B, and signing out on A ends it on B within the session cache time', async () => {
    const f = await chatFixture(helper);
    const onA = clientOn(a.url);
    expect((await onA.post('/v1/auth', { email: f.seller.email, password: f.seller.password })).status).toBe(200);
    const onB = clientOn(b.url);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    expect((await onB.get('/v1/user/current')).body.id).toBe(f.seller.user.id);
    expect((await onA.delete('/v1/auth')).status).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 200));
    expect((await onB.get('/v1/user/current')).status).toBe(401);
  });

  it('a message sent through A reaches the buyer watching on B, once', async () => {
    const f = await chatFixture(helper, { published: true });
    const sellerOnA = clientOn(a.url);
    expect((await sellerOnA.post('/v1/auth', { email: f.seller.email, password: f.seller.password })).status).toBe(200);
    const buyerOnB = clientOn(b.url);
    expect((await buyerOnB.post('/v1/auth', { email: f.buyer.email, password: f.buyer.password })).status).toBe(200);
    const feed = await connectFeed(b.url, buyerOnB);
    expect(await feed.watch([f.chat.id])).toMatchObject({ targetIds: [f.chat.id], denied: [] });
    const sent = await sellerOnA.post(`/v1/chat/${f.chat.id}/message`, { content: 'Sent from process A' });
    expect(sent.status).toBe(200);
    expect(await feed.next((m) => m.data?.id === sent.body.id)).toMatchObject({ targetId: f.chat.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(feed.messages.filter((m) => m.data?.id === sent.body.id)).toHaveLength(1);
    feed.close();
  });

  it('sign-in delays counted on A hold on B (429 with Retry-After)', async () => {
    const f = await chatFixture(helper);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await clientOn(a.url).post('/v1/auth', { email: f.buyer.email, password: `wrong-${i}` })).status).toBe(
        401,
      );
    }
    const res = await clientOn(b.url).post('/v1/auth', { email: f.buyer.email, password: 'anything-at-all' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a price changed through A shows in the next search on B: every instance empties its showroom cache', async () => {
    const f = await chatFixture(helper, { published: true });
    const priceOnB = async () => {
      const res = await clientOn(b.url).get('/v1/listing', { query: { make: 'Toyota', size: 100 } });
      expect(res.status).toBe(200);
      return (res.body.content as { id: string; price: number }[]).find((l) => l.id === f.listing.id)?.price;
    };
    const before = await priceOnB();
    expect(before).toBe(f.listing.price);
    expect(await priceOnB()).toBe(before); // answered from B's memory now
    const sellerOnA = clientOn(a.url);
    expect((await sellerOnA.post('/v1/auth', { email: f.seller.email, password: f.seller.password })).status).toBe(200);
    const patched = await sellerOnA.request('PATCH', `/v1/listing/${f.listing.id}`, {
      json: { price: before! - 100_00 },
    });
    expect(patched.status, patched.text).toBe(200);
    // Redis carries the news in a moment (up to 3 s allowed here); B's cache would otherwise hold the old page for a minute.
    let after = before;
    for (let i = 0; i < 60 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await priceOnB();
    }
    expect(after).toBe(before! - 100_00);
  });
});
