import fs from 'node:fs';
import os from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_SIZES, MAX_IMAGE_PIXELS, MIN_IMAGE_SIDE, type ImageSize } from '@revy/shared';
import { AppError } from '../../lib/errors';
import { detectImageType, isTruncated, isTruncatedEnds, type ImageType } from './image-type';

// One libvips thread per operation, and at most one operation per core at a time (the limiter
// below): encoders (libwebp, libjpeg) are single-threaded anyway, so running independent
// renditions side by side is what uses both cores. No operation cache: every input is new.
sharp.concurrency(1);
sharp.cache(false);

/** Longest side of the `full` rendition (spec 9 `full`: fit inside, never enlarged). */
export const FULL_MAX_SIDE = 2560;
export const WEBP_QUALITY = 80;
export const JPEG_QUALITY = 80;
/**
 * libwebp effort 0-6 (its `method`). 2 is about 2.5x faster than the default 4 and within a few
 * percent of its size at quality 80; see docs/decisions/008-photo-pipeline-and-storage.md.
 */
export const WEBP_EFFORT = 0;
/** Sizes needing at most this fraction of `full` are made from one smaller intermediate. */
const SMALL_SCALE = 0.4;

type SizeRule =
  { kind: 'crop' | 'cover'; width: number; height: number } | { kind: 'full'; max: number } | { kind: 'original' };

/** crop200x200 → exact 200x200 cover-crop; cover600x400 → cover-crop to the box, never enlarged. */
export function sizeRule(size: ImageSize): SizeRule {
  if (size === 'full') return { kind: 'full', max: FULL_MAX_SIDE };
  if (size === 'original') return { kind: 'original' };
  const m = /^(crop|cover)(\d+)x(\d+)$/.exec(size);
  if (!m) throw new Error(`Unknown image size ${size}`);
  return { kind: m[1] as 'crop' | 'cover', width: Number(m[2]), height: Number(m[3]) };
}

export type Rendition = {
  size: ImageSize;
  format: 'webp' | 'jpeg';
  /**
   * Key in the asset's `files` map: the size name for WebP, `<size>.jpg` for the JPEG. The
   * original has only a JPEG, under `original.jpg`; `original` points at the same file.
   */
  fileKey: string;
  extension: 'webp' | 'jpg';
  contentType: 'image/webp' | 'image/jpeg';
  data: Buffer;
  width: number;
  height: number;
};

// ---------------------------------------------------------------------------------------------
// A small limiter so that concurrent uploads and the renditions of one photo share the cores
// instead of queueing up to libuv's four threads on a two-core machine.
const SLOTS = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * At most IMAGE_PIPELINE_SLOTS photos are decoded and rendered at once in this process; the
 * others wait their turn (never refused, never lost). A 48-megapixel photo decodes to about
 * 140 MB of pixels, so this, not the number of uploads, bounds memory (issue 13, decision 018).
 */
export const IMAGE_PIPELINE_SLOTS = 1;
let pipelineRunning = 0;
const pipelineWaiting: (() => void)[] = [];
async function inPipelineSlot<T>(task: () => Promise<T>): Promise<T> {
  if (pipelineRunning >= IMAGE_PIPELINE_SLOTS) await new Promise<void>((resolve) => pipelineWaiting.push(resolve));
  pipelineRunning++;
  try {
    return await task();
  } finally {
    pipelineRunning--;
    pipelineWaiting.shift()?.();
  }
}

/** Photos being processed and waiting, for the benchmark and health reporting. */
export const pipelineLoad = () => ({ running: pipelineRunning, waiting: pipelineWaiting.length });

/**
 * A photo to process: in memory, or a file on disk (an upload spooled by multipart-upload.ts),
 * which sharp reads itself when the photo's turn comes, so waiting photos cost no memory.
 */
export type ImageSource = Buffer | { path: string; size: number };

/** The size in bytes of a source. */
export const sourceSize = (source: ImageSource) => (Buffer.isBuffer(source) ? source.length : source.size);

/** What sharp reads: the buffer, or the file's path. */
const sharpInput = (source: ImageSource) => (Buffer.isBuffer(source) ? source : source.path);

/** Bytes read from each end of a file for the type and truncation checks. */
const END_BYTES = 64 * 1024;

/** The type of a source and whether it is cut off, reading only the ends of a file. */
async function typeAndTruncation(source: ImageSource): Promise<{ type: ImageType | null; truncated: boolean }> {
  if (Buffer.isBuffer(source)) {
    const type = detectImageType(source);
    return { type, truncated: type ? isTruncated(source, type) : false };
  }
  const handle = await fs.promises.open(source.path, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buf = Buffer.alloc(Math.max(0, length));
      const { bytesRead } = await handle.read(buf, 0, buf.length, position);
      return buf.subarray(0, bytesRead);
    };
    const head = await read(0, Math.min(source.size, END_BYTES));
    const type = detectImageType(head);
    if (!type) return { type, truncated: false };
    const tailLength = Math.min(source.size, END_BYTES);
    const tail = await read(source.size - tailLength, tailLength);
    // Undefined: more padding at the end than the tail holds (rare); then the whole file decides.
    const truncated =
      isTruncatedEnds({ head, tail, size: source.size }, type) ?? isTruncated(await read(0, source.size), type);
    return { type, truncated };
  } finally {
    await handle.close();
  }
}

const bad = (message: string) => new AppError('BAD_REQUEST', message);
const DAMAGED =
  'This photo is damaged or incomplete (the file ends too soon). Upload it again, or export it from your photos app first.';

/**
 * Checks what a file really is and whether its dimensions are sane, before anything is decoded:
 * 415 for non-images, 400 for unreadable headers or absurd sizes. Width and height are upright
 * (EXIF orientations 5-8 swap them).
 */
export async function inspectImage(input: ImageSource): Promise<{ type: ImageType; width: number; height: number }> {
  const { type, truncated } = await typeAndTruncation(input);
  if (!type) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF, HEIC or GIF photo.',
    );
  }
  if (truncated) throw bad(DAMAGED);
  let meta: Metadata;
  try {
    // Header only: nothing is decoded here, so a file claiming a huge size costs nothing.
    meta = await sharp(sharpInput(input), { limitInputPixels: false }).metadata();
  } catch (err) {
    if (type === 'image/heic') {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'HEIC photos cannot be read here yet. Export the photo as JPEG and upload it again.',
        { cause: err },
      );
    }
    throw bad('This image could not be read: the file is damaged or incomplete.');
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw bad(
      `This photo is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (${width}x${height}). Upload a smaller copy.`,
    );
  }
  if (Math.min(width, height) < MIN_IMAGE_SIDE) {
    throw bad(`This image is too small (${width}x${height}). Both sides must be at least ${MIN_IMAGE_SIDE} pixels.`);
  }
  return { type, width, height };
}

/** Why a source could not be decoded: 415 for HEIC (no decoder here), else 400 damaged. */
function undecodable(type: ImageType, err: unknown): AppError {
  if (type === 'image/heic') {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'HEIC photos cannot be read here yet. Export the photo as JPEG and upload it again.',
      { cause: err },
    );
  }
  return new AppError('BAD_REQUEST', DAMAGED, { cause: err });
}

/**
 * The source read upright (EXIF orientation applied), converted to sRGB (the ICC profile is
 * applied, then dropped), transparency flattened onto white (JPEG has none), first frame only.
 * No output keeps any metadata (EXIF, GPS, XMP, IPTC, ICC). A truncated or corrupt file fails
 * when it is read (`failOn: 'error'`).
 */
const decoder = (input: ImageSource) =>
  sharp(sharpInput(input), { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha();

/** Runs one read of the source through the limiter; a failure to read it is the uploader's 4xx. */
async function decode<T>(type: ImageType, run: () => Promise<T>): Promise<T> {
  try {
    return await limited(run);
  } catch (err) {
    throw undecodable(type, err);
  }
}

type Raw = { data: Buffer; width: number; height: number };
const fromRaw = (img: Raw) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });

async function resizeRaw(img: Raw, op: (s: Sharp) => Sharp): Promise<Raw> {
  const { data, info } = await limited(() => op(fromRaw(img)).raw().toBuffer({ resolveWithObject: true }));
  return { data, width: info.width, height: info.height };
}

/** The box a rule produces from a width x height picture. */
function targetBox(rule: SizeRule, width: number, height: number): { width: number; height: number } {
  switch (rule.kind) {
    case 'original':
      return { width, height };
    case 'full': {
      const k = Math.min(1, rule.max / Math.max(width, height));
      return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
    }
    case 'crop':
      return { width: rule.width, height: rule.height };
    case 'cover': {
      // The largest box of the rule's shape that needs no enlargement.
      const k = Math.min(1, width / rule.width, height / rule.height);
      return { width: Math.max(1, Math.round(rule.width * k)), height: Math.max(1, Math.round(rule.height * k)) };
    }
  }
}

async function encode(size: ImageSize, img: Raw, format: 'webp' | 'jpeg', webpEffort: number): Promise<Rendition> {
  const data = await limited(() =>
    format === 'webp'
      ? fromRaw(img).webp({ quality: WEBP_QUALITY, effort: webpEffort }).toBuffer()
      : // No Huffman optimisation: it makes files ~10% smaller at twice the encode time, and the
        // JPEGs are fallbacks that few browsers ask for (and the rarely opened original).
        fromRaw(img).jpeg({ quality: JPEG_QUALITY, optimiseCoding: false }).toBuffer(),
  );
  return rendition(size, format, data, img);
}

function rendition(
  size: ImageSize,
  format: 'webp' | 'jpeg',
  data: Buffer,
  dims: { width: number; height: number },
): Rendition {
  return {
    size,
    format,
    fileKey: format === 'webp' ? size : `${size}.jpg`,
    extension: format === 'webp' ? 'webp' : 'jpg',
    contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
    data,
    width: dims.width,
    height: dims.height,
  };
}

export type RenderOptions = { sizes?: readonly ImageSize[]; webpEffort?: number };

/** All of `promises` settled (so no work outlives the pipeline slot), or the first failure. */
async function settled<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/**
 * Every size of spec 9 as WebP plus a JPEG fallback. `full` (at most 2560 px) is read straight
 * from the file at its size: JPEG and WebP decoders then decode at 1/2, 1/4 or 1/8 scale
 * (shrink-on-load), so a 48-megapixel photo never exists as 146 MB of pixels. Every smaller size
 * is made from `full` (or from a smaller intermediate of it), unless that would mean enlarging
 * what the original could give: those few are read from the file at their own size too. The
 * original's JPEG is a re-encode streamed from the file, a band of rows at a time (a photo that
 * must be turned a quarter is held whole while it is turned). A picture no larger than `full` is
 * decoded once and everything is made from it. Work runs through the limiter, so the reads and
 * encodes of one photo fill the cores side by side.
 */
async function renderSource(
  input: ImageSource,
  source: { type: ImageType; width: number; height: number },
  opts: RenderOptions = {},
): Promise<{ width: number; height: number; renditions: Rendition[] }> {
  const sizes = opts.sizes ?? IMAGE_SIZES;
  const effort = opts.webpEffort ?? WEBP_EFFORT;
  const fullBox = targetBox({ kind: 'full', max: FULL_MAX_SIDE }, source.width, source.height);
  const shrinks = fullBox.width !== source.width || fullBox.height !== source.height;
  const readAt = (op?: (s: Sharp) => Sharp) =>
    decode(source.type, async (): Promise<Raw> => {
      const { data, info } = await (op ? op(decoder(input)) : decoder(input))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    });
  // Nothing else starts before `full` is read: a file that turns out damaged costs one read.
  const full = await readAt(
    shrinks ? (s) => s.resize(fullBox.width, fullBox.height, { fit: 'fill', kernel: 'mitchell' }) : undefined,
  );

  // Sizes much smaller than `full` come from a second, smaller intermediate: one resize of
  // `full` instead of several, which is most of the resize time for the small renditions.
  const needs = new Map<ImageSize, { box: { width: number; height: number }; scale: number }>();
  for (const size of sizes) {
    const rule = sizeRule(size);
    if (rule.kind !== 'crop' && rule.kind !== 'cover') continue;
    const box = targetBox(rule, source.width, source.height);
    needs.set(size, { box, scale: Math.max(box.width / fullBox.width, box.height / fullBox.height) });
  }
  const smallScale = Math.max(0, ...[...needs.values()].map((n) => n.scale).filter((k) => k <= SMALL_SCALE));
  let mid: Promise<Raw> | undefined;
  const midRaw = () =>
    (mid ??= resizeRaw(full, (s) =>
      s.resize(Math.ceil(full.width * smallScale), Math.ceil(full.height * smallScale), {
        fit: 'fill',
        kernel: 'mitchell',
      }),
    ));

  const jobs = sizes.map(async (size): Promise<Rendition[]> => {
    const rule = sizeRule(size);
    // The original is kept as JPEG only: its WebP alone would cost more than all the other
    // renditions together, and pages never show it (decision 008).
    if (rule.kind === 'original') {
      if (!shrinks) return [await encode(size, full, 'jpeg', effort)];
      const { data, info } = await decode(source.type, () =>
        decoder(input).jpeg({ quality: JPEG_QUALITY, optimiseCoding: false }).toBuffer({ resolveWithObject: true }),
      );
      return [rendition(size, 'jpeg', data, info)];
    }
    let raw: Raw;
    if (rule.kind === 'full') raw = full;
    else {
      const { box, scale } = needs.get(size)!;
      const cover = (s: Sharp) => s.resize(box.width, box.height, { fit: 'cover', position: 'centre' });
      // From the smallest intermediate that covers the box; from the file when even `full`
      // would have to be enlarged (a very tall or very wide picture) and the original need not.
      if (smallScale > 0 && scale <= smallScale) raw = await resizeRaw(await midRaw(), cover);
      else if (scale <= 1 || !shrinks) raw = await resizeRaw(full, cover);
      else raw = await readAt(cover);
    }
    return Promise.all([encode(size, raw, 'webp', effort), encode(size, raw, 'jpeg', effort)]);
  });
  const renditions = (await settled(jobs)).flat();
  const original = renditions.find((r) => r.size === 'original');
  const upright = shrinks ? (original ?? source) : full;
  return { width: upright.width, height: upright.height, renditions };
}

export type PreparedImage = { sourceType: ImageType; width: number; height: number; renditions: Rendition[] };

/**
 * Inspect (4xx on a bad header, a cut-off file or too many pixels, before any decoding), then
 * decode and render every size inside one pipeline slot, so the pixels of at most
 * IMAGE_PIPELINE_SLOTS photos exist at a time; only the encoded renditions leave the slot.
 */
export async function prepareImage(input: ImageSource, opts: RenderOptions = {}): Promise<PreparedImage> {
  const source = await inspectImage(input);
  return inPipelineSlot(async () => ({ sourceType: source.type, ...(await renderSource(input, source, opts)) }));
}

/** Inspect, decode and render in one go (the benchmark uses this). */
export async function processImage(input: ImageSource, opts: RenderOptions = {}): Promise<PreparedImage> {
  return prepareImage(input, opts);
}
