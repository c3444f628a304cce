import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { readSetting } from './settings';

/**
 * Two app instances on one database (issue 16): a setting changed through one is what the other reads within the
 * cache's TTL, with no restart; with REDIS_URL set, at once (the invalidation travels over pub/sub).
 */
const TTL_MS = process.env.REDIS_URL ? 30_000 : 800;

let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await buildTestApp({ config: { settingsCacheMs: TTL_MS } });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'error', APP_URL: 'http://revy.test', REDIS_URL: process.env.REDIS_URL },
    { testEndpoints: true, demoData: false, serveWeb: false, settingsCacheMs: TTL_MS, dataDir: a.ctx.config.dataDir },
  );
  b = await buildApp({
    config,
    database: a.database,
    rateLimitPrefix: `revy:test:${randomBytes(6).toString('hex')}:`,
    logger: { level: 'error', stream: { write: (line: string) => console.error(`[server b] ${line.trim()}`) } },
  });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function eventually<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not ${String(expected)} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('settings across instances', () => {
  it('a change made through one instance is read by the other within the TTL, without a restart', async () => {
    const admin = await createStaff(a, 'admin');
    const id = (await admin.client.get('/v1/config/name/sellerSlaMinutes')).body.id as string;
    // Both instances hold the old value in their caches.
    expect(await readSetting(a.ctx, 'sellerSlaMinutes')).toBe(120);
    expect(await readSetting(b.ctx, 'sellerSlaMinutes')).toBe(120);

    expect((await admin.client.put(`/v1/config/${id}`, { value: '45' })).status).toBe(200);
    expect(await readSetting(a.ctx, 'sellerSlaMinutes')).toBe(45);
    const took = await eventually(() => readSetting(b.ctx, 'sellerSlaMinutes'), 45, TTL_MS + 2_000);
    // With Redis the invalidation arrives long before the (30 s) TTL would have.
    if (process.env.REDIS_URL) expect(took).toBeLessThan(2_000);

    expect((await admin.client.delete(`/v1/config/${id}`)).status).toBe(204);
    await eventually(() => readSetting(b.ctx, 'sellerSlaMinutes'), 120, TTL_MS + 2_000);
  });
});
