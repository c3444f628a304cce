// Upload memory (issue 13, decision 018): a real server process takes 20 concurrent uploads of
// a 48-megapixel photo, then hostile files at once (a 1 KB JPEG claiming 100 megapixels six at
// a time, three 100-megapixel PNGs); its resident memory is sampled from /proc every 25 ms.
// `node bench/upload-memory.mjs [checkout]` measures another checkout of the repository (the
// baseline) with the same photos; `npm run bench -- upload-memory` measures this one.
// BENCH_DATABASE_URL: PostgreSQL instead of the embedded database. BENCH_ORIENTATION=6: the photo
// is stored sideways with EXIF orientation 6, as phones store portrait photos (turned upright by
// the pipeline, which holds it whole while turning it).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../scripts/lib.mjs';

const MiB = 2 ** 20;

/** A photo-like 8064x6048 JPEG (48.8 MP): smooth shapes with fine grain, about as compressible as a real photo. */
async function phonePhoto() {
  const [w, h] = [8064, 6048];
  const base = await sharp({
    create: {
      width: 1008,
      height: 756,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(6)
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width: w, height: h, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer();
  const photo = sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: grain, raw: { width: w, height: h, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 88 });
  const orientation = Number(process.env.BENCH_ORIENTATION ?? 1);
  return (orientation === 1 ? photo : photo.withMetadata({ orientation })).toBuffer();
}

async function hostileFiles() {
  const claim = (
    await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#777' } })
      .jpeg({ quality: 10 })
      .toBuffer()
  ).subarray(0, 1024);
  const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { claim, bomb };
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** The server on an embedded database that already exists (a restart, as in production, not the first-ever open). */
async function startServer(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-bench-upload-'));
  const first = await startServerOn(root, dataDir);
  first.child.kill('SIGTERM');
  await new Promise((resolve) => first.child.once('exit', resolve));
  return startServerOn(root, dataDir);
}

async function startServerOn(root, dataDir) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = fork(path.join(root, 'bench/bench-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    // MALLOC_ARENA_MAX=2 as `npm start` and the Dockerfile set it (glibc keeps freed image
    // memory in per-thread arenas otherwise). BENCH_DATABASE_URL: PostgreSQL instead of PGlite.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      SEED_VEHICLE_CATALOG: 'false',
      NODE_ENV: 'development',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: '',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, dataDir };
}

async function upload(url, cookie, listingId, data, name, type) {
  const form = new FormData();
  form.set('targetId', listingId);
  form.set('file', new Blob([data], { type }), name);
  const res = await fetch(`${url}/v1/asset`, { method: 'POST', headers: { cookie }, body: form });
  await res.arrayBuffer();
  return res.status;
}

/** Runs the whole measurement against the checkout at `root`. */
export async function benchUploadMemory(root = ROOT, photos) {
  photos ??= { photo: await phonePhoto(), ...(await hostileFiles()) };
  const server = await startServer(root);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid).rss)), 25);
  try {
    const auth = await fetch(`${server.url}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const cookie = auth.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const listing = await (
      await fetch(`${server.url}/v1/listing`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ vehicle: { year: 2019, make: 'Honda', model: 'Civic' }, price: 1_500_000 }),
      })
    ).json();
    const idle = rssOf(server.child.pid).rss;
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(server.url, cookie, listing.id, photos.photo, `p${i}.jpg`, 'image/jpeg'),
      ),
    );
    const seconds = (performance.now() - t0) / 1000;
    const peakPhotos = peak;
    const hostile = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        upload(server.url, cookie, listing.id, photos.claim, `claim${i}.jpg`, 'image/jpeg'),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        upload(server.url, cookie, listing.id, photos.bomb, `bomb${i}.png`, 'image/png'),
      ),
    ]);
    await new Promise((r) => setTimeout(r, 200));
    return {
      photoMegabytes: +(photos.photo.length / MiB).toFixed(1),
      idleRssMiB: Math.round(idle / MiB),
      peakRssMiB20Photos: Math.round(peakPhotos / MiB),
      peakRssMiBWithHostile: Math.round(Math.max(peak, rssOf(server.child.pid).hwm) / MiB),
      stored: statuses.filter((s) => s === 201).length,
      photoStatuses: [...new Set(statuses)],
      hostileStatuses: hostile,
      seconds: +seconds.toFixed(1),
    };
  } finally {
    clearInterval(sampler);
    server.child.kill('SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const photos = { photo: await phonePhoto(), ...(await hostileFiles()) };
  const roots = process.argv.slice(2).length ? process.argv.slice(2) : [ROOT];
  for (const root of roots) console.log(root, JSON.stringify(await benchUploadMemory(path.resolve(root), photos)));
}
