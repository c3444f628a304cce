/** The path, query and hash of an address, whatever its origin. */
export function appPath(url: string): string {
  const u = new URL(url, window.location.origin);
  return `${u.pathname}${u.search}${u.hash}`;
}

/**
 * Opens a checkout address: one on this site (the built-in sandbox page, given as a path or a
 * full address) stays in the app; the provider's hosted page is another site.
 */
export function openCheckout(url: string, navigate: (to: string) => void) {
  const u = new URL(url, window.location.origin);
  if (u.origin === window.location.origin) navigate(appPath(url));
  else window.location.assign(u.toString());
}

/**
 * Leaves the sandbox checkout for its success or cancel address. These always point back into
 * this app, so only their path is used: the server builds them from APP_URL, which may name the
 * same server by another host (localhost vs 127.0.0.1) and would lose the session cookie.
 */
export function returnFromSandbox(url: string, navigate: (to: string) => void) {
  navigate(appPath(url));
}
