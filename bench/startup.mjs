// Startup benchmark: seconds from launching the server (as `npm start` does, embedded PGlite,
// web app served) to the first 200 on /v1/health, on a fresh data folder and on restart,
// plus resident memory once it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureWebBuild } from '../scripts/lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3201);

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startOnce(dataDir) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'development',
    },
  });
  const deadline = Date.now() + 120_000;
  let seconds;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/v1/health`);
      if (res.status === 200) {
        seconds = (performance.now() - t0) / 1000;
        break;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  if (seconds === undefined) throw new Error('server did not become healthy within 120 s');
  // A little traffic so the number reflects a serving process, not an idle one.
  for (let i = 0; i < 50; i++) await (await fetch(`http://127.0.0.1:${PORT}/v1/health`)).text();
  await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.text());
  const rss = rssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { seconds: Number(seconds.toFixed(2)), rssMb: rss };
}

export async function benchStartup() {
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-bench-start-'));
  try {
    const first = await startOnce(dataDir);
    const restarts = [];
    for (let i = 0; i < 3; i++) restarts.push(await startOnce(dataDir));
    const best = restarts.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
    const median = [...restarts].sort((a, b) => a.seconds - b.seconds)[1];
    return { first, restartMedian: median, restartBest: best };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchStartup(), null, 2));
}
