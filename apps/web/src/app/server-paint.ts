/**
 * The server draws the top of some pages into #root before any script (decision 038, server-filled first paint),
 * including a listing's hero photo. createRoot replaces #root's children, so if React mounts before that markup has
 * been painted, the visitor never sees it and the page's first paint waits for React. Mounting therefore waits for
 * the frame that paints the server's markup, and no longer: the app is never held back for a photo to download
 * (React's own copy of the photo reuses the same request). Other pages mount at once.
 */
export function serverPaintReady(root: HTMLElement): Promise<void> {
  // Only the server's filled pages (data-first-paint) wait; the generic loading screen is replaced at once.
  if (!root.querySelector('[data-first-paint]')) return Promise.resolve();
  // Drawn is not painted: the next frame paints it, and the task after that frame follows the paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
