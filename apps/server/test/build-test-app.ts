import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import type { Database } from '../src/db/client';
import type { Mailer } from '../src/adapters/mail';
import { TestClient } from './http-client';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** http://127.0.0.1:<port> */
  url: string;
  /** A new cookie-keeping client (a fresh browser), with its own client address. */
  client(ip?: string): TestClient;
  close(): Promise<void>;
};

export type TestAppOptions = {
  config?: Partial<Config>;
  mailer?: Mailer;
  /** Runs after the app is built, before it is ready: e.g. declares a test job queue. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
};

/**
 * The real app on a fresh database, listening on a random local port. Test endpoints are on,
 * the proxy header is trusted (each TestClient has its own address), and with REDIS_URL in the
 * environment the rate limits run on Redis under a prefix of their own. Server errors are
 * logged through console.error, so test/setup.ts fails the test that caused one.
 */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // Files (photos) go to a folder of this test app's own, never the repository's ./data.
  const ownDataDir = opts.config?.dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'revy-test-data-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'error', APP_URL: 'http://revy.test', REDIS_URL: process.env.REDIS_URL },
    {
      testEndpoints: true,
      trustProxy: true,
      demoData: false,
      serveWeb: false,
      ...(ownDataDir ? { dataDir: ownDataDir } : {}),
      ...opts.config,
    },
  );
  const app = await buildApp({
    config,
    database,
    mailer: opts.mailer,
    rateLimitPrefix: `revy:test:${randomBytes(6).toString('hex')}:`,
    logger: { level: 'error', stream: { write: (line: string) => console.error(`[server] ${line.trim()}`) } },
  });
  await opts.beforeReady?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    app,
    ctx: app.ctx,
    database,
    url,
    client: (ip?: string) => new TestClient(url, ip),
    async close() {
      if (closed) return;
      closed = true;
      const t0 = Date.now();
      await app.close();
      if (process.env.DEBUG_CLOSE) console.info('app.close', Date.now() - t0);
      await database.close().catch(() => {});
      if (process.env.DEBUG_CLOSE) console.info('db.close', Date.now() - t0);
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app instance on `a`'s database (and Redis, when REDIS_URL is set), as another server process would be:
 * for tests of what must reach every instance (settings, the builder cache).
 */
export async function buildSecondInstance(a: TestApp, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'error', APP_URL: 'http://revy.test', REDIS_URL: process.env.REDIS_URL },
    { testEndpoints: true, demoData: false, serveWeb: false, dataDir: a.ctx.config.dataDir, ...overrides },
  );
  const b = await buildApp({
    config,
    database: a.database,
    rateLimitPrefix: `revy:test:${randomBytes(6).toString('hex')}:`,
    logger: { level: 'error', stream: { write: (line: string) => console.error(`[server b] ${line.trim()}`) } },
  });
  await b.ready();
  return b;
}
