import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { Storage } from '../../adapters/storage';
import type { ListingPhotoFile } from '../assets';

/** Above this many bytes of photos the zip stops adding files (a listing's 24 JPEGs are far below it). */
export const MAX_ZIP_BYTES = 100 * 1024 * 1024;

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The photos as one zip, streamed as it is written (fflate): stored, not deflated (JPEGs do not shrink), read one
 * file at a time so memory holds one photo. Files missing from storage are left out; the size cap ends the zip early.
 */
export function photosZip(storage: Storage, photos: ListingPhotoFile[]): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.push(Buffer.from(chunk));
      if (final) out.push(null);
    }
  });
  void (async () => {
    let total = 0;
    for (const [i, p] of photos.entries()) {
      const file = await storage.get(p.key);
      if (!file) continue;
      const data = await bytesOf(file.body);
      if (total + data.length > MAX_ZIP_BYTES) break;
      total += data.length;
      const entry = new ZipPassThrough(`photo-${String(i + 1).padStart(2, '0')}.jpg`);
      zip.add(entry);
      entry.push(data, true);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
