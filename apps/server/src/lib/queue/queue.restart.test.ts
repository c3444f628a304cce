import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import type { TestApp } from '../../../test/build-test-app';
import { TestClient } from '../../../test/http-client';
import { openTestDatabase } from '../../../test/test-database';
import { startFakeOpenAiServer } from '../../../test/fake-openai-server';
import { chatSetup, send } from '../../modules/chats/testing';
import { assistantReply } from '../../modules/assistant/testing';

// A buyer's question sent just before the server is killed (kill -9) is answered after the
// restart: the answer job committed with the message (decision 015). The server runs as a child
// process, as in production; the first one is stuck in the AI call when it dies.
const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The chat with the assistant on, made through the real app on `database`, which is then closed. */
async function prepare(database: Database, dataDir: string) {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'error', APP_URL: 'http://revy.test' },
    { testEndpoints: true, trustProxy: true, demoData: false, serveWeb: false, dataDir },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  const t: TestApp = {
    app,
    ctx: app.ctx,
    database,
    url,
    client: (ip) => new TestClient(url, ip),
    close: async () => {},
  };
  const setup = await chatSetup(t, {}, { assistant: true });
  await app.close();
  return setup;
}

type Server = { url: string; child: ChildProcess; exited: Promise<number | null> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: 'http://revy.test',
      DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    const ok = await fetch(`${url}/v1/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, child, exited };
    if (Date.now() > until) throw new Error(`server not healthy in 60 s: ${stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The buyer's client, pointed at another server (same session: it lives in the database). */
function clientAt(url: string, from: TestClient): TestClient {
  const c = new TestClient(url, from.ip);
  for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
}

async function killedMidAnswerThenRestarted(dbEnv: Record<string, string>, setup: Awaited<ReturnType<typeof prepare>>) {
  const ai = await startFakeOpenAiServer();
  cleanups.push(() => ai.close());
  ai.state.reply = { kind: 'hang' };
  // First life: an AI endpoint that never answers, so the answer is under way when the process dies.
  const first = await startServer({ ...dbEnv, AI_BASE_URL: ai.url, AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '300000' });
  const asked = await send(clientAt(first.url, setup.buyer.client), setup.chat.id, 'How many miles does it have?');
  first.child.kill('SIGKILL');
  await first.exited;

  // Second life on the same data: the built-in engine answers the question it never got to.
  const second = await startServer(dbEnv);
  const buyer = clientAt(second.url, setup.buyer.client);
  const answer = await assistantReply(buyer, setup.chat.id, asked.id, 60_000);
  expect(answer).toMatchObject({ senderId: null, replyToId: asked.id });
  expect(answer.content).toMatch(/42,?000/);
  const all = (await buyer.get(`/v1/chat/${setup.chat.id}/message`, { query: { size: 100 } })).body.content as {
    metadata: { kind: string };
  }[];
  expect(all.filter((m) => m.metadata.kind === 'assistant')).toHaveLength(1);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0); // graceful shutdown: queue stopped, then the database
}

describe('a buyer question survives kill -9 of the server', () => {
  it('on embedded PGlite: answered after a restart on the same data folder (the stale lock is taken over)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-restart-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    const setup = await prepare(database, dataDir);
    await database.close();
    await killedMidAnswerThenRestarted({ DATA_DIR: dataDir, DATABASE_URL: '' }, setup);
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: answered after a restart (the dead attempt is found by its heartbeat)',
    async () => {
      const database = await openTestDatabase();
      const [row] = (
        (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
      ).rows;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-restart-pg-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      // prepare() closes the app, not this database: it is dropped last, after the servers are gone.
      const setup = await prepare(database, dataDir);
      cleanups.unshift(() => database.close());
      await killedMidAnswerThenRestarted({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, setup);
    },
    180_000,
  );
});
