/** Where people land after signing in when nothing else was asked for (spec 2). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard/selling';

/**
 * The `next` query parameter, if it is a same-site relative path; otherwise null.
 * Only paths starting with a single "/" pass: "//evil.com" and "/\evil.com" are protocol-relative
 * to browsers, and control characters are stripped by the URL parser, which can turn a harmless
 * looking value into one of those. Local stand-in until the shell's `safeNext` lands in
 * packages/shared/src/navigation.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** A link to another auth page that carries `next` along, when there is one. */
export function withNext(path: string, next: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (next) params.set('next', next);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
