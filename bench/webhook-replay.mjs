// Webhook replay: the same signed checkout.session.completed delivered 100 times to the app in
// Stripe mode (against the tests' fake Stripe server) — 50 at once, then 50 one by one with
// expired events in between — on PostgreSQL. It must activate the plan exactly once.
// `npm run bench -- webhook-replay`. BENCH_DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/test); a database bench_webhooks_<random> is created on it
// and dropped at the end. The work runs in bench/webhook-replay-app.ts (TypeScript, via tsx).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../scripts/lib.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function benchWebhookReplay() {
  const name = `bench_webhooks_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = `/${name}`;
  await admin(`create database "${name}"`);
  try {
    const child = fork(path.join(ROOT, 'bench/webhook-replay-app.ts'), [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_URL: dbUrl.toString() },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const result = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`webhook replay exited with ${code} before reporting`)));
    });
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    if (result.activations !== 1 || result.activePurchases !== 1 || result.succeededPayments !== 1) {
      throw new Error(`webhook replay activated ${result.activations} times: ${JSON.stringify(result)}`);
    }
    return result;
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchWebhookReplay(), null, 2));
}
