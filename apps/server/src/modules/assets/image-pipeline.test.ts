import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@revy/shared';
import { cameraJpeg, hasGpsLatitude, tempDataDir } from './assets.fixtures';
import { FULL_MAX_SIDE, pipelineLoad, processImage, type Rendition } from './image-pipeline';

const dir = tempDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const onDisk = (name: string, data: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return { path: file, size: data.length };
};
const dims = async (r: Rendition) => {
  const meta = await sharp(r.data).metadata();
  return [meta.width, meta.height];
};

describe('processImage on photos larger than `full` (read at the size each output needs)', () => {
  it('makes every size upright and without metadata from a file, the same as from memory', async () => {
    // 3000x2000 stored sideways (orientation 6): upright it is 2000x3000, red third on top.
    const input = await cameraJpeg({ width: 3000, height: 2000, orientation: 6 });
    expect(hasGpsLatitude(input)).toBe(true);
    const fromFile = await processImage(onDisk('sideways.jpg', input));
    expect(fromFile).toMatchObject({ sourceType: 'image/jpeg', width: 2000, height: 3000 });
    expect(fromFile.renditions.map((r) => r.fileKey).sort()).toEqual(
      [...IMAGE_SIZES.filter((s) => s !== 'original'), ...IMAGE_SIZES.map((s) => `${s}.jpg`)].sort(),
    );
    const expected: Record<string, number[]> = {
      crop200x200: [200, 200],
      crop1400x1400: [1400, 1400],
      cover300x200: [300, 200],
      cover600x400: [600, 400],
      cover800x560: [800, 560],
      cover1280x720: [1280, 720],
      cover1920x1280: [1920, 1280],
      crop1920x615: [1920, 615],
      full: [Math.round((2000 * FULL_MAX_SIDE) / 3000), FULL_MAX_SIDE],
      original: [2000, 3000],
    };
    for (const r of fromFile.renditions) {
      expect(await dims(r), r.fileKey).toEqual(expected[r.size]);
      expect([r.width, r.height], r.fileKey).toEqual(expected[r.size]);
      const meta = await sharp(r.data).metadata();
      expect(meta.format, r.fileKey).toBe(r.format);
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc], r.fileKey).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(meta.orientation ?? 1, r.fileKey).toBe(1);
      expect(hasGpsLatitude(r.data), r.fileKey).toBe(false);
    }
    for (const key of ['full.jpg', 'original.jpg']) {
      const { data, info } = await sharp(fromFile.renditions.find((r) => r.fileKey === key)!.data)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(Math.floor(info.width / 2), 20)[0], key).toBeGreaterThan(180); // red at the top
      expect(pixel(Math.floor(info.width / 2), info.height - 20)[2], key).toBeGreaterThan(180); // blue at the bottom
    }
    const fromMemory = await processImage(input);
    expect(fromMemory.renditions.map((r) => [r.fileKey, r.data.length])).toEqual(
      fromFile.renditions.map((r) => [r.fileKey, r.data.length]),
    );
    expect(pipelineLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('flattens transparency onto white, and reads sizes `full` would have to enlarge from the file', async () => {
    // 8000x400, half transparent: `full` is 2560x128, so crop1920x615 needs the original.
    const png = await sharp({
      create: { width: 8000, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await processImage(onDisk('wide.png', png));
    expect(out).toMatchObject({ sourceType: 'image/png', width: 8000, height: 400 });
    const bySize = Object.fromEntries(out.renditions.map((r) => [r.fileKey, r]));
    expect(await dims(bySize.full!)).toEqual([2560, 128]);
    expect(await dims(bySize.crop1920x615!)).toEqual([1920, 615]);
    expect(await dims(bySize.cover1920x1280!)).toEqual([600, 400]);
    expect(await dims(bySize['original.jpg']!)).toEqual([8000, 400]);
    const { data } = await sharp(bySize.crop1920x615!.data).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(240); // white, not black
  });

  it('refuses a file that fails while it is read with 400, and leaves the pipeline free', async () => {
    const good = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    // The header and the IEND chunk are intact, the compressed pixels in between are not.
    const bad = Buffer.from(good);
    for (let i = 5000; i < bad.length - 5000; i += 997) bad[i]! ^= 0x55;
    await expect(processImage(onDisk('bad.png', bad))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/damaged or incomplete/),
    });
    expect(pipelineLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
