import { PHOTO_TAG, type Asset, type ErrorBody } from '@revy/shared';
import { ApiError, parseRetryAfter } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';

export type UploadPhotoInput = {
  file: File;
  listingId: string;
  ordinal?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /v1/asset (multipart: file, targetId, tag photo, ordinal). XMLHttpRequest rather than
 * fetch because only XHR reports upload progress. Failures become the same ApiError as api().
 */
export function uploadPhoto({ file, listingId, ordinal, onProgress, signal }: UploadPhotoInput): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // Fields before the file, so the server can validate them before streaming the bytes.
    const form = new FormData();
    form.append('targetId', listingId);
    form.append('tag', PHOTO_TAG);
    if (ordinal !== undefined) form.append('ordinal', String(ordinal));
    form.append('file', file, file.name);

    xhr.open('POST', sellerApiPaths.asset.root);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as Asset);
        return;
      }
      const err = (body ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError({
          ...err,
          message: err.message ?? (xhr.statusText || 'Upload failed'),
          status: xhr.status,
          retryAfter: parseRetryAfter(xhr.getResponseHeader('retry-after')),
        }),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError({ name: 'NetworkError', error: 'NETWORK', message: 'Network error', status: 0 }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
