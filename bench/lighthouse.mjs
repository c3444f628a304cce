// First-visit benchmark: Lighthouse (mobile, simulated throttling, reduced motion as in issue 17's
// measurement) on Debian's Chromium against the production server as `npm start` runs it, on `/`,
// `/showroom` and a demo listing. Median of N runs per page (LIGHTHOUSE_RUNS or --runs, default 3).
// `--baseline <git ref>` also builds and serves that ref from a temporary worktree and prints both
// side by side. Usage: npm run bench -- lighthouse [--runs 5] [--baseline 8939da8]
// While tuning: [--url http://127.0.0.1:3000] measures a running server, [--pages listings,showroom] some pages.
// Lighthouse's 4x CPU slowdown is relative to the machine it runs on, so each report's benchmarkIndex (its own
// CPU score) is printed too; `--cpu-slowdown 8` emulates a phone on a machine twice as fast as Lighthouse's
// reference desktop (docs/throttling.md in the Lighthouse repository: 4x assumes a benchmarkIndex of 1500-2000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { ROOT, ensureWebBuild, findChromium, mustRun } from '../scripts/lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MOBILE_SLOW_4G = constants.throttling.mobileSlow4G;

function argValue(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `apps/server/src/server.ts` of `root` the way scripts/start.mjs does, on a fresh data folder. */
async function startServer(root, label) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `revy-bench-lh-${label}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_WEB: 'true',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${label} server did not answer /v1/health within 180 s`);
    const ok = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await waitForIdle(child.pid, label);
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/** CPU seconds used so far by a process (Linux /proc). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/**
 * The demo cars' photos are made in the background after the server answers: Lighthouse measured during that work
 * reads 10 to 20 points low. Waits (at most 3 minutes) until the server used under 5 % of a core for 3 s.
 */
async function waitForIdle(pid, label) {
  if (!fs.existsSync(`/proc/${pid}/stat`)) return;
  const deadline = Date.now() + 180_000;
  for (let before = cpuSeconds(pid); Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, 3000));
    const now = cpuSeconds(pid);
    if (now - before < 0.15) return;
    before = now;
  }
  console.warn(`${label} server still busy after 3 minutes; measuring anyway`);
}

/** A published demo listing (the demo data is seeded in the background, so wait for it). */
async function demoListingId(base) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/v1/listing?size=1`);
    if (res.ok) {
      const body = await res.json();
      const id = body.content?.[0]?.id;
      if (id) return id;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no published demo listing found');
}

/**
 * A worktree of `ref` in a temporary folder, sharing this checkout's node_modules (entry by entry,
 * so the workspace links point at the worktree's own packages), with its web app built.
 */
function prepareBaseline(ref) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-bench-baseline-'));
  const add = spawnSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'inherit' });
  if (add.status !== 0) throw new Error(`git worktree add ${ref} failed`);
  const nm = path.join(dir, 'node_modules');
  fs.mkdirSync(nm);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@revy') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(nm, entry));
  }
  fs.mkdirSync(path.join(nm, '@revy'));
  for (const [name, rel] of [
    ['server', 'apps/server'],
    ['shared', 'packages/shared'],
    ['web', 'apps/web'],
  ]) {
    if (fs.existsSync(path.join(dir, rel))) fs.symlinkSync(path.join(dir, rel), path.join(nm, '@revy', name));
  }
  for (const ws of ['apps/server', 'apps/web', 'packages/shared']) {
    const own = path.join(ROOT, ws, 'node_modules');
    const target = path.join(dir, ws, 'node_modules');
    if (fs.existsSync(own) && !fs.existsSync(target)) fs.symlinkSync(own, target);
  }
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Built in the worktree itself (ensureWebBuild's default builds this checkout).
    ensureWebBuild(dir, (env) => mustRun('npm', ['run', 'build', '-w', 'apps/web'], { env, cwd: dir }));
  } catch (err) {
    remove();
    throw err;
  }
  return { dir, remove };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run: the four scores, three metrics, compressed JS bytes and the failing audits. */
async function runOnce(url, port) {
  const slowdown = argValue('cpu-slowdown');
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    // Mobile form factor and simulated throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU) are Lighthouse's defaults.
    slowdown
      ? {
          extends: 'lighthouse:default',
          settings: { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: Number(slowdown) } },
        }
      : { extends: 'lighthouse:default' },
  );
  const { lhr } = result;
  // LIGHTHOUSE_SAVE_DIR keeps every report (open it in https://googlechrome.github.io/lighthouse/viewer/).
  if (process.env.LIGHTHOUSE_SAVE_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home';
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${name}-${Date.now()}.json`), result.report);
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const failing = lhr.runtimeError ? [`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`] : [];
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || ['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode)) continue;
      if (a.score >= 0.9) continue;
      // The first offenders, so the line says what to fix (a console message, a node, a file).
      const items = (a.details?.items ?? [])
        .slice(0, 2)
        .map((i) => i.description ?? i.node?.snippet ?? i.url ?? i.source?.url ?? i.node?.selector ?? '');
      const what = items.filter(Boolean).map((t) => String(t).slice(0, 120));
      failing.push(
        `${cat}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${what.length ? ` — ${what.join(' | ')}` : ''}`,
      );
    }
  }
  return {
    ...scores,
    // NaN when Lighthouse could not measure (its runtimeError is then among the failing lines).
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    failing,
  };
}

/** N runs of one page; medians of every figure, and the failing audits of the run nearest the median score. */
async function measurePage(url, port, runs) {
  const done = [];
  for (let i = 0, retries = 0; i < runs; i++) {
    const r = await runOnce(url, port);
    // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP) says nothing about the page: run again, twice at most.
    if (Number.isNaN(r.lcpMs) && retries < 2) {
      retries++;
      i--;
      continue;
    }
    done.push(r);
  }
  // A run Lighthouse could not measure (a trace error: NO_FCP, NO_NAVSTART) is left out of the medians.
  const measured = done.filter((r) => !Number.isNaN(r.lcpMs));
  const all = measured.length ? measured : done;
  const keys = [...CATEGORIES, 'lcpMs', 'cls', 'tbtMs', 'jsKb', 'cpuIndex'];
  const med = Object.fromEntries(keys.map((k) => [k, median(all.map((r) => r[k]))]));
  const typical = all.reduce((best, r) =>
    Math.abs(r.performance - med.performance) < Math.abs(best.performance - med.performance) ? r : best,
  );
  return {
    ...med,
    runs: done.map((r) => (Number.isNaN(r.lcpMs) ? 'failed' : r.performance)),
    failing: typical.failing,
  };
}

async function measureServer(root, label, chromePort, runs) {
  // --url measures a server that is already running (while tuning); otherwise a fresh one is started.
  const given = argValue('url');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startServer(root, label);
  try {
    const id = await demoListingId(server.base);
    const pages = { '/': '/', '/showroom': '/showroom', '/listings/{id}': `/listings/${id}` };
    // --pages showroom,listings measures only the pages whose name contains one of the words.
    const only = argValue('pages')?.split(',');
    const out = {};
    for (const [name, p] of Object.entries(pages)) {
      if (only && !only.some((w) => name.includes(w))) continue;
      out[name] = await measurePage(server.base + p, chromePort, runs);
      console.info(`  ${label} ${name}: performance ${out[name].performance} (runs ${out[name].runs.join(', ')})`);
    }
    return out;
  } finally {
    await server.stop();
  }
}

function printTable(results) {
  const rows = [];
  for (const [label, pages] of Object.entries(results)) {
    for (const [page, r] of Object.entries(pages)) {
      rows.push({
        build: label,
        page,
        perf: r.performance,
        a11y: r.accessibility,
        bp: r['best-practices'],
        seo: r.seo,
        'LCP s': (r.lcpMs / 1000).toFixed(2),
        CLS: r.cls,
        'TBT ms': r.tbtMs,
        'JS KiB': r.jsKb,
        'CPU index': r.cpuIndex,
      });
    }
  }
  console.table(rows);
  for (const [label, pages] of Object.entries(results)) {
    for (const [page, r] of Object.entries(pages)) {
      console.info(`${label} ${page} failing audits: ${r.failing.length ? '' : 'none'}`);
      for (const f of r.failing) console.info(`  - ${f}`);
    }
  }
}

export async function benchLighthouse() {
  const runs = Number(argValue('runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
  const baselineRef = argValue('baseline') ?? process.env.LIGHTHOUSE_BASELINE;
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found: install the Debian package "chromium" or set CHROMIUM_PATH');
  ensureWebBuild();
  const baseline = baselineRef ? prepareBaseline(baselineRef) : null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const chrome = await chromeLauncher.launch({
    chromePath,
    // Issue 17 measured with reduced motion; Chromium's switch forces the media query on.
    chromeFlags: ['--headless=new', '--force-prefers-reduced-motion', ...(isRoot ? ['--no-sandbox'] : [])],
  });
  const load = os.loadavg().map((l) => l.toFixed(2));
  try {
    const results = {};
    results.current = await measureServer(ROOT, 'current', chrome.port, runs);
    if (baseline) results[`baseline ${baselineRef}`] = await measureServer(baseline.dir, 'baseline', chrome.port, runs);
    const loadAfter = os.loadavg().map((l) => l.toFixed(2));
    const cpu = argValue('cpu-slowdown') ?? '4';
    console.info(
      `\nLighthouse ${runs} run(s) per page, median, ${cpu}x CPU; load average before ${load.join(' ')}, after ${loadAfter.join(' ')}`,
    );
    printTable(results);
    return { runs, cpuSlowdown: Number(cpu), loadBefore: load, loadAfter, cpus: os.cpus().length, results };
  } finally {
    await chrome.kill();
    baseline?.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchLighthouse(), null, 2));
}
