// Photo pipeline benchmark: twelve 12-megapixel photos (4000x3000 JPEG, camera-like gradients,
// shapes and sensor noise, EXIF orientation and GPS) turned into every size of spec 9 (WebP and
// JPEG each) by the very function the upload route uses (processImage), not over HTTP.
// The photos are generated once into the temp folder and reused. Target: under 4 s for twelve.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../scripts/lib.mjs';

const COUNT = Number(process.env.BENCH_PHOTOS ?? 12);
const WIDTH = 4000;
const HEIGHT = 3000;

/** A deterministic camera-like picture: sky and ground gradients, a few hard-edged shapes, noise. */
function photoPixels(seed) {
  let s = seed * 7919 + 1;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  const horizon = HEIGHT * (0.4 + rnd() * 0.2);
  const boxes = Array.from({ length: 8 }, () => ({
    x: rnd() * WIDTH,
    y: horizon + rnd() * HEIGHT * 0.3,
    w: 200 + rnd() * 1200,
    h: 100 + rnd() * 600,
    c: [rnd() * 255, rnd() * 255, rnd() * 255],
  }));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      let r, g, b;
      if (y < horizon) {
        const t = y / horizon;
        r = 90 + 80 * t;
        g = 140 + 60 * t;
        b = 230 - 30 * t;
      } else {
        const t = (y - horizon) / (HEIGHT - horizon);
        r = 110 - 40 * t + 20 * Math.sin(x / 37 + seed);
        g = 105 - 30 * t;
        b = 95 - 30 * t + 15 * Math.cos(y / 23);
      }
      for (const box of boxes) {
        if (x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h) {
          const shade = 0.7 + 0.3 * Math.sin((x - box.x) / 60);
          r = box.c[0] * shade;
          g = box.c[1] * shade;
          b = box.c[2] * shade;
        }
      }
      const n = (rnd() + rnd() + rnd() - 1.5) * 14; // roughly Gaussian sensor noise
      data[i] = r + n;
      data[i + 1] = g + n;
      data[i + 2] = b + n;
    }
  }
  return data;
}

async function photos() {
  const dir = path.join(os.tmpdir(), 'revy-bench-photos-v2');
  fs.mkdirSync(dir, { recursive: true });
  const files = [];
  for (let i = 0; i < COUNT; i++) {
    const file = path.join(dir, `photo-${i}.jpg`);
    if (!fs.existsSync(file)) {
      const jpeg = await sharp(photoPixels(i + 1), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 90 })
        .withExif({
          IFD0: { Make: 'Revy', Model: 'Bench Camera' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '37/1 46/1 3000/100',
            GPSLongitudeRef: 'W',
            GPSLongitude: '122/1 25/1 1000/100',
          },
        })
        // Half of them stored sideways or upside down, as phones do (libvips takes the
        // orientation from withMetadata, not from withExif's IFD0).
        .withMetadata({ orientation: [1, 6, 3, 8][i % 4] })
        .toBuffer();
      fs.writeFileSync(file, jpeg);
    }
    files.push(fs.readFileSync(file));
  }
  return files;
}

export async function benchPhotoPipeline() {
  const inputs = await photos();
  const url = pathToFileURL(path.join(ROOT, 'apps/server/src/modules/assets/image-pipeline.ts')).href;
  const { processImage } = await tsImport(url, import.meta.url);
  await processImage(inputs[0]); // warm-up: loads libvips' codecs, not counted
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(inputs.map((input) => processImage(input)));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const renditions = results.reduce((n, r) => n + r.renditions.length, 0);
  const outputBytes = results.reduce((n, r) => n + r.renditions.reduce((m, x) => m + x.data.length, 0), 0);
  return {
    photos: inputs.length,
    megapixelsEach: (WIDTH * HEIGHT) / 1e6,
    inputMb: Math.round(inputs.reduce((n, b) => n + b.length, 0) / 1e5) / 10,
    renditions,
    outputMb: Math.round(outputBytes / 1e5) / 10,
    seconds: Math.round(seconds * 100) / 100,
    secondsPerPhoto: Math.round((seconds / inputs.length) * 1000) / 1000,
    /** CPU time used (user + system): less sensitive than wall time to other work on the machine. */
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
    cpus: os.availableParallelism(),
    loadAverage: os.loadavg()[0],
    targetSeconds: 4,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchPhotoPipeline(), null, 2));
}
