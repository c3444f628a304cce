/**
 * The path a short link may lead to, or null (issue 17: no open redirect). Accepted: a path on this site
 * (`/listings/…`), or an absolute address on the product's own origin (`APP_URL`). Refused: anything a browser could
 * read as another host (`//host`, `/\host`, backslashes, whitespace or control characters, user info as in
 * `https://revy.app@evil.com`, other schemes, encoded slashes that decode to `//`).
 */
export function ownPathOf(url: string, appUrl: string): string | null {
  const raw = url.trim();
  if (!raw || /[\\\s]/.test(raw) || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return null;
  }
  const origin = new URL(appUrl).origin;
  if (raw.startsWith('//')) return null;
  if (!raw.startsWith('/') && !raw.toLowerCase().startsWith(`${origin.toLowerCase()}/`) && raw !== origin) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.username || parsed.password) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
