import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, textProblem } from '@revy/shared';
import { AppError, validationFailed } from '../../lib/errors';

export type Upload = { fields: Record<string, string>; file: Buffer | null };

export const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller photo.`,
  );

/**
 * Reads a multipart upload: text fields, and the part named `file` streamed into memory up to
 * MAX_UPLOAD_BYTES (413 beyond). `beforeFile` runs with the fields sent before the file (the web
 * sends them first), so a caller without access is refused before the bytes are kept.
 * A failure is raised only after the rest of the request has been read and discarded, so the
 * client always receives the answer instead of a reset connection.
 */
export async function readUpload(
  request: FastifyRequest,
  beforeFile?: (fields: Record<string, string>) => Promise<void>,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data with a part named "file".');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
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
        await beforeFile?.(fields);
        file = await part.toBuffer();
      } catch (err) {
        failure = isTooLarge(err) ? tooLarge() : err;
        part.file.resume();
      }
    }
  } catch (err) {
    failure ??= isTooLarge(err)
      ? tooLarge()
      : new AppError('BAD_REQUEST', 'The upload could not be read: send one file and a few short fields.', {
          cause: err,
        });
  }
  if (failure) throw failure;
  return { fields, file };
}

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}
