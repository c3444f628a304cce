import type { Readable } from 'node:stream';

/** A stored file as read back: a stream (disk) or the whole body (S3), with its type and length. */
export type StoredFile = { body: Readable | Buffer; contentType: string; size: number | null };

/**
 * Where asset files live. Keys are relative paths made by the assets module
 * (`<targetId>/<assetId>/<version>/<size>.<ext>`), unique per version of a file, so a URL never
 * changes meaning and can be cached for ever.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes files; missing ones are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The URL browsers fetch the file from (relative `/v1/asset/file/…` unless a public base is set). */
  url(key: string): string;
}

/** Route prefix that serves stored files through the API (disk, and S3 without a public URL). */
export const FILE_ROUTE_PREFIX = '/v1/asset/file/';

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root or need escaping (`..`, `//`, leading `/`). */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** Content type from a key's extension (keys are made by us, so the extension is trustworthy). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
