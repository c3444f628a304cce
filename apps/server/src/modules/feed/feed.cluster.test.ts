import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import type { TestApp } from '../../../test/build-test-app';
import { TestClient } from '../../../test/http-client';
import { openTestDatabase } from '../../../test/test-database';
import { SIGN_IN_MAX_FAILURES } from '@revy/shared';
import { notifyUsers } from '../notifications';
import { chatFixture, connectFeed } from './feed.fixtures';
import { chatSetup, send } from '../chats/testing';
import { assistantReply, messagesOf } from '../assistant/testing';
import { QUEUE_SCHEMA } from '../../lib/queue/job-queue';

// Two server instances need a database both can open (PGlite is one process's) and Redis to
// fan out between them; CI (.ci/run) sets both.
const enabled = !!process.env.TEST_DATABASE_URL && !!process.env.REDIS_URL;

type Instance = { app: FastifyInstance; url: string };

/** One instance of the real app on `database`; both share `prefix`, so one Redis feed channel. */
async function startInstance(database: Database, prefix: string): Promise<Instance> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'error', APP_URL: 'http://revy.test', REDIS_URL: process.env.REDIS_URL },
    { testEndpoints: true, trustProxy: true, demoData: false, serveWeb: false, dataDir: os.tmpdir() },
  );
  const app = await buildApp({
    config,
    database,
    rateLimitPrefix: prefix,
    logger: { level: 'error', stream: { write: (line: string) => console.error(`[server] ${line.trim()}`) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe.skipIf(!enabled)('the live feed across two instances (PostgreSQL + Redis)', () => {
  let dbA: Database;
  let dbB: Database;
  let a: Instance;
  let b: Instance;
  /** Instance A seen as a TestApp, for the fixtures. */
  let tA: TestApp;

  beforeAll(async () => {
    const prefix = `revy:test:${randomBytes(6).toString('hex')}:`;
    dbA = await openTestDatabase();
    const result = (await dbA.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = result.rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    dbB = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    [a, b] = await Promise.all([startInstance(dbA, prefix), startInstance(dbB, prefix)]);
    tA = {
      app: a.app,
      ctx: a.app.ctx,
      database: dbA,
      url: a.url,
      client: (ip) => new TestClient(a.url, ip),
      close: async () => {},
    };
  });
  afterAll(async () => {
    await Promise.allSettled([a?.app.close(), b?.app.close()]);
    await dbB?.close();
    await dbA?.close();
  });

  it('uses the Redis feed bus on both', () => {
    expect(a.app.ctx.feed.kind).toBe('redis');
    expect(b.app.ctx.feed.kind).toBe('redis');
  });

  it('delivers a chat message published on instance A to a client of instance B, once', async () => {
    const f = await chatFixture(tA);
    // Sessions live in the shared database: the seller's cookie from A works on B.
    const sellerOnB = await connectFeed(b.url, f.seller.client);
    const buyerOnA = await connectFeed(a.url, f.buyer.client);
    expect(await sellerOnB.watch([f.chat.id])).toMatchObject({ targetIds: [f.chat.id], denied: [] });
    await buyerOnA.watch([f.chat.id]);

    await a.app.ctx.feed.publish({
      targetId: f.chat.id,
      action: 'child',
      createdAt: new Date().toISOString(),
      data: { content: 'Hello from A' },
    });
    expect(await sellerOnB.next((m) => m.data?.content === 'Hello from A')).toMatchObject({
      targetId: f.chat.id,
      action: 'child',
    });
    expect(await buyerOnA.next((m) => m.data?.content === 'Hello from A')).toBeTruthy();

    // Typing on B reaches the buyer on A.
    sellerOnB.send({ type: 'typing', chatId: f.chat.id });
    expect(await buyerOnA.next((m) => m.data?.typing?.userId === f.seller.user.id)).toBeTruthy();

    // Each instance delivers each message once (its own copy back from Redis is dropped).
    await new Promise((r) => setTimeout(r, 200));
    expect(sellerOnB.messages.filter((m) => m.data?.content === 'Hello from A')).toHaveLength(1);
    expect(buyerOnA.messages.filter((m) => m.data?.content === 'Hello from A')).toHaveLength(1);
    sellerOnB.close();
    buyerOnA.close();
  });

  it('denies a forged watch on B too, and a notification stored through A reaches its user on B', async () => {
    const f = await chatFixture(tA);
    const stranger = await chatFixture(tA);
    const spy = await connectFeed(b.url, stranger.buyer.client);
    expect(await spy.watch([f.chat.id, f.buyer.user.id])).toMatchObject({
      targetIds: [],
      denied: [f.chat.id, f.buyer.user.id],
    });
    const buyerOnB = await connectFeed(b.url, f.buyer.client);
    await buyerOnB.watch([f.buyer.user.id]);
    await notifyUsers(a.app.ctx, [
      { userId: f.buyer.user.id, type: 'chat.message', title: 'New message', link: `/chat/${f.chat.id}` },
    ]);
    expect(await buyerOnB.next((m) => m.targetId === f.buyer.user.id)).toMatchObject({
      action: 'create',
      data: { title: 'New message' },
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(spy.messages.filter((m) => m.targetId)).toEqual([]);
    spy.close();
    buyerOnB.close();
  });

  it('a session made on A works on B, a real message sent on A reaches the buyer on B, and sign-in delays are shared (issue 13)', async () => {
    const f = await chatFixture(tA, { published: true });
    const sellerViaB = new TestClient(b.url);
    for (const [k, v] of f.seller.client.cookies) sellerViaB.cookies.set(k, v);
    expect((await sellerViaB.get('/v1/user/current')).body.id).toBe(f.seller.user.id);

    const buyerOnB = await connectFeed(b.url, f.buyer.client);
    await buyerOnB.watch([f.chat.id]);
    expect((await f.seller.client.post(`/v1/chat/${f.chat.id}/message`, { content: 'Sent through A' })).status).toBe(
      200,
    );
    expect(await buyerOnB.next((m) => JSON.stringify(m).includes('Sent through A'))).toBeTruthy();
    buyerOnB.close();

    // Wrong passwords counted on A slow the account down on B too (the delay lives in Redis).
    const email = f.buyer.email;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect(
        (await new TestClient(a.url, `203.0.113.${i + 10}`).post('/v1/auth', { email, password: `wrong-${i}` })).status,
      ).toBe(401);
    }
    const onB = await new TestClient(b.url, '203.0.113.99').post('/v1/auth', { email, password: 'anything-at-all' });
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers each buyer question once and in order, whichever instance took the message (issue 13)', async () => {
    const { buyer, chat } = await chatSetup(tA, {}, { assistant: true });
    const buyerOnB = new TestClient(b.url, buyer.client.ip);
    for (const [k, v] of buyer.client.cookies) buyerOnB.cookies.set(k, v);
    const questions = [
      'How many miles does it have?',
      'What transmission does it have?',
      'What year is it?',
      'What color is it?',
    ];
    const asked = [];
    for (const [i, q] of questions.entries()) asked.push(await send(i % 2 ? buyerOnB : buyer.client, chat.id, q));
    const answers = [];
    for (const m of asked) answers.push(await assistantReply(buyer.client, chat.id, m.id, 20_000));
    await Promise.all([a.app.ctx.jobs.drain(), b.app.ctx.jobs.drain()]);
    const all = await messagesOf(buyer.client, chat.id);
    expect(all.filter((m) => m.metadata.kind === 'assistant')).toHaveLength(questions.length);
    // In order: each answer comes after its question and before the next question's answer.
    const at = (id: string) => all.findIndex((m) => m.id === id);
    for (let i = 1; i < answers.length; i++) expect(at(answers[i].id)).toBeGreaterThan(at(answers[i - 1].id));
  });

  it('runs each scheduled job once per minute across both instances (issue 13)', async () => {
    // Both instances run pg-boss's cron pass; a tick makes one job, fetched by one of them. The nightly ones
    // (04:30 UTC) cannot be waited for here; they share the same schedule code.
    const names = a.app.ctx.jobs.scheduledNamesEvery('minute');
    const ticks = async () =>
      (
        (await dbA.db.execute(
          sql.raw(`select name, date_trunc('minute', created_on) as minute, count(*)::int as n,
          count(*) filter (where state = 'completed')::int as done from ${QUEUE_SCHEMA}.job
          where name in (${names.map((n) => `'${n}'`).join(', ')}) group by 1, 2`),
        )) as unknown as { rows: { name: string; n: number; done: number }[] }
      ).rows;
    for (const until = Date.now() + 150_000; ;) {
      const rows = await ticks();
      if (names.every((n) => rows.some((r) => r.name === n && r.done > 0))) break;
      if (Date.now() > until) throw new Error(`scheduled jobs did not all run: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    for (const r of await ticks()) expect(r.n, `${r.name} jobs in one minute`).toBe(1);
    // The nightly ones are on pg-boss's schedule for 04:30 UTC, once across instances like the rest.
    const nightly = a.app.ctx.jobs.scheduledNamesEvery('nightly');
    expect(nightly).toEqual(expect.arrayContaining(['listings.search-reorder', 'push.prune']));
    const schedules = (await dbA.db.execute(
      sql.raw(
        `select name, cron from ${QUEUE_SCHEMA}.schedule where name in (${nightly.map((n) => `'${n}'`).join(', ')})`,
      ),
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(schedules.rows.map((r) => r.cron)).toEqual(nightly.map(() => '30 4 * * *'));
  }, 180_000);
});
