/**
 * Opens a checkout address: the built-in sandbox page is an app path and stays in the app; the
 * provider's hosted page is another site.
 */
export function openCheckout(url: string, navigate: (to: string) => void) {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}
