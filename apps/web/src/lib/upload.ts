import type { ErrorBody } from '@revy/shared';
import { ApiError, parseRetryAfter } from './api-client';

export type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * POSTs a multipart form and reports upload progress. XMLHttpRequest rather than fetch because only XHR reports
 * upload progress. Failures become the same ApiError as api(); an abort rejects with an AbortError.
 */
export function uploadForm<T>(url: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
        resolve(body as T);
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
