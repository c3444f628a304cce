// Throughput benchmark: GET /v1/user/current with a session cookie against the same Fastify
// app answering a constant, side by side in one run (autocannon, 10 connections, 10 s each).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3202);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function cannon(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

function summary(r) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export async function benchUserCurrent() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-bench-rps-'));
  const server = fork(path.join(ROOT, 'bench/bench-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('message', resolve);
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${PORT}`;
    const auth = await fetch(`${base}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const cookie = (auth.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie) throw new Error('no session cookie from POST /v1/auth');
    const check = await fetch(`${base}/v1/user/current`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`GET /v1/user/current answered ${check.status}`);
    // Warm up both routes before measuring.
    await cannon(`${base}/bench/constant`, {}).then(() => cannon(`${base}/v1/user/current`, { cookie }));
    const constant = summary(await cannon(`${base}/bench/constant`, {}));
    const current = summary(await cannon(`${base}/v1/user/current`, { cookie }));
    return { durationSeconds: DURATION, connections: CONNECTIONS, constant, userCurrent: current };
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchUserCurrent(), null, 2));
}
