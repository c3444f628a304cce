/** Image formats accepted for upload, recognised by their first bytes (never by name or header). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/gif',
] as const;
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Uint8Array, from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));

/** ISO BMFF brands (the `ftyp` box) of AVIF and HEIC/HEIF stills and sequences. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The image type a file really is, from its magic numbers, or null for anything else
 * (text named .jpg, PDFs, videos, SVG — SVG is refused on purpose: it can carry scripts).
 * JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; GIF87a/GIF89a; WebP RIFF....WEBP;
 * AVIF/HEIC an ISO BMFF `ftyp` box whose major or compatible brands name the format.
 */
export function detectImageType(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'image/gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  if (buf.length >= 16 && ascii(buf, 4, 8) === 'ftyp') {
    const boxSize = Math.min(((buf[0]! << 24) | (buf[1]! << 16) | (buf[2]! << 8) | buf[3]!) >>> 0, buf.length, 256);
    const brands = [ascii(buf, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(buf, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
  }
  return null;
}

/** The first and last bytes of a file and its size: all `isTruncatedEnds` needs to read. */
export type FileEnds = { head: Uint8Array; tail: Uint8Array; size: number };

const isPadding = (b: number | undefined) => b === 0x00 || b === 0x0a || b === 0x0d || b === 0x20;

/**
 * Whether a file of `type` stops before its format's end marker: a JPEG without its EOI marker
 * (FF D9, perhaps followed by padding), a PNG without its IEND chunk, a WebP shorter than its
 * RIFF header says, a GIF without its trailer. Decoders only warn about these and would paint
 * the missing part grey, so an upload cut off in transit (or built to claim huge dimensions in
 * a tiny file) is refused instead (issue 13, decision 018). Other formats: false.
 */
export function isTruncated(buf: Uint8Array, type: ImageType): boolean {
  return isTruncatedEnds({ head: buf, tail: buf, size: buf.length }, type)!;
}

/**
 * `isTruncated` from a file's first bytes and its last ones (a few kilobytes are plenty), so a
 * spooled upload need not be read whole. Undefined only when the tail is too short to tell (a
 * file ending in more padding than the tail holds): then ask again with the whole file.
 */
export function isTruncatedEnds({ head, tail, size }: FileEnds, type: ImageType): boolean | undefined {
  // Positions below are in the file; `offset` is where the tail starts in it.
  const offset = size - tail.length;
  const at = (i: number) => tail[i - offset];
  if (type === 'image/jpeg') {
    let end = size;
    while (end > 2 && end - 1 >= offset && isPadding(at(end - 1))) end--;
    const from = Math.max(2, end - 64);
    if (from < offset) return undefined;
    for (let i = end - 2; i >= from; i--) if (at(i) === 0xff && at(i + 1) === 0xd9) return false;
    return true;
  }
  if (type === 'image/png') {
    const from = Math.max(8, size - 64);
    if (from < offset) return undefined;
    const iend = [0x49, 0x45, 0x4e, 0x44];
    for (let i = size - 8; i >= from; i--) if (iend.every((b, k) => at(i + k) === b)) return false;
    return true;
  }
  if (type === 'image/webp') {
    const riffSize = (head[4]! | (head[5]! << 8) | (head[6]! << 16) | (head[7]! << 24)) >>> 0;
    return size < riffSize + 8;
  }
  if (type === 'image/gif') {
    let end = size;
    while (end > 6 && end - 1 >= offset && at(end - 1) === 0x00) end--;
    if (end - 1 < offset) return undefined;
    return at(end - 1) !== 0x3b;
  }
  return false;
}
