import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isTruncated, isTruncatedEnds, type ImageType } from './image-type';

const ends = (buf: Buffer, tail: number) => ({
  head: buf.subarray(0, 64),
  tail: buf.subarray(-tail),
  size: buf.length,
});

describe('isTruncatedEnds (a spooled upload is checked from its ends)', () => {
  it('agrees with the whole-file check for whole and cut-off files of every checked format', async () => {
    const photo = sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    const files: [ImageType, Buffer][] = [
      ['image/jpeg', await photo.clone().jpeg().toBuffer()],
      ['image/png', await photo.clone().png().toBuffer()],
      ['image/webp', await photo.clone().webp().toBuffer()],
      ['image/gif', await photo.clone().gif().toBuffer()],
    ];
    for (const [type, whole] of files) {
      const padded = Buffer.concat([whole, Buffer.alloc(100)]);
      for (const buf of [whole, whole.subarray(0, Math.floor(whole.length * 0.7)), padded]) {
        const expected = isTruncated(buf, type);
        for (const tail of [200, 4096, buf.length]) expect(isTruncatedEnds(ends(buf, tail), type), type).toBe(expected);
      }
      expect(isTruncated(whole, type), type).toBe(false);
    }
  });

  it('says it cannot tell when the tail is all padding, so the whole file is read', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const padded = Buffer.concat([jpeg, Buffer.alloc(5000, 0x20)]);
    expect(isTruncatedEnds(ends(padded, 4096), 'image/jpeg')).toBeUndefined();
    expect(isTruncated(padded, 'image/jpeg')).toBe(false);
  });
});
