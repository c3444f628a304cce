import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, textProblem } from '@revy/shared';
import { AppError, validationFailed } from '../../lib/errors';

/** An uploaded file spooled to disk, read by the photo pipeline only when its turn comes. */
export type SpooledFile = { path: string; size: number };
export type Upload = { fields: Record<string, string>; file: SpooledFile | null };

export const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller photo.`,
  );

/** Where uploads are spooled: `<dataDir>/tmp/uploads`, on disk next to the stored files (not a tmpfs). */
export const spoolDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/** Older than this, a file in the spool folder is a leftover of a process that was killed. */
const STALE_MS = 60 * 60 * 1000;

/** Deletes what a killed process left in the spool folder (called at startup). */
export async function sweepSpoolDir(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await fs.promises.readdir(dir).catch(() => [])) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_MS) await fs.promises.rm(file, { force: true, recursive: true });
  }
}

const discard = (file: SpooledFile | null) => (file ? fs.promises.rm(file.path, { force: true }) : Promise.resolve());

/**
 * Reads a multipart upload: text fields, and the part named `file` streamed to a file in `dir`
 * up to MAX_UPLOAD_BYTES (413 beyond), then runs `use` with them. The file is deleted when `use`
 * settles, and at once on any failure (413, an aborted request, a refused field). Waiting
 * uploads thus cost disk, not memory (issue 13, decision 018). `beforeFile` runs with the fields
 * sent before the file (the web sends them first), so a caller without access is refused before
 * any byte is kept. A failure is raised only after the rest of the request has been read and
 * discarded, so the client always receives the answer instead of a reset connection.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  opts: { dir: string; beforeFile?: (fields: Record<string, string>) => Promise<void> },
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data with a part named "file".');
  }
  const fields: Record<string, string> = {};
  let file: SpooledFile | null = null;
  let failure: unknown = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // Text fields get the same rule as JSON input (decision 022): nothing unstorable is kept.
        const problem = textProblem(part.fieldname) ?? textProblem(value);
        if (problem)
          failure ??= validationFailed(
            { [part.fieldname.split('\u0000').join('')]: problem },
            `Invalid field ${JSON.stringify(part.fieldname)}: ${problem}`,
          );
        else fields[part.fieldname] = value;
        continue;
      }
      if (failure || part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      try {
        await opts.beforeFile?.(fields);
        file = await spool(part.file, opts.dir);
      } catch (err) {
        failure = isTooLarge(err) ? tooLarge() : err;
        part.file.resume();
      }
    }
  } catch (err) {
    failure ??= isTooLarge(err) ? tooLarge() : unreadable(err);
  }
  try {
    if (failure) throw failure;
    return await use({ fields, file });
  } finally {
    await discard(file);
  }
}

/** Streams a file part to a new file in `dir`; nothing is left behind when it fails or is too large. */
async function spool(stream: Readable & { truncated?: boolean }, dir: string): Promise<SpooledFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = { path: path.join(dir, `${randomUUID()}.upload`), size: 0 };
  // 'wx': a new file, never one that is already there; readable by this user only.
  const handle = await fs.promises.open(file.path, 'wx', 0o600);
  let diskError: unknown;
  try {
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        await handle.write(chunk).catch((err: unknown) => {
          diskError = err;
          throw err;
        });
        file.size += chunk.length;
      }
    } finally {
      await handle.close();
    }
    // Past the limit, busboy stops the part short and marks it truncated.
    if (stream.truncated) throw tooLarge();
    return file;
  } catch (err) {
    await discard(file);
    // The disk's failures are the server's; the request's (a client gone halfway) are not.
    if (err === diskError || err instanceof AppError || isTooLarge(err)) throw err;
    throw unreadable(err);
  }
}

const unreadable = (cause: unknown) =>
  new AppError('BAD_REQUEST', 'The upload could not be read: send one file and a few short fields.', { cause });

function isTooLarge(err: unknown): boolean {
  if (err instanceof AppError) return err.code === 'PAYLOAD_TOO_LARGE';
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}
