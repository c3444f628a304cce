/**
 * The `next` query parameter carries where to go after signing in. It is user-controlled, so it
 * is only followed when it is a same-origin relative path (no open redirects).
 */

/** Longer values are refused rather than followed. */
export const NEXT_MAX_LENGTH = 2000;

/** Encodes a path (with its query and hash) for use as the value of `next`. */
export function encodeNext(path: string): string {
  return encodeURIComponent(path);
}

/**
 * Returns `raw` when it is a safe same-origin relative path, else null. It must start with a
 * single `/`: `//host` is protocol-relative, schemes (`javascript:`) and relative paths do not
 * start with `/`. Backslashes are refused (browsers read `/\host` as `//host`), and so are
 * control characters and whitespace (some parsers strip them, turning `/\t/host` into `//host`).
 * What is left always resolves on this origin. `raw` is the already-decoded parameter value.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > NEXT_MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(raw)) return null;
  return raw;
}
