/**
 * The server draws the top of some pages into #root before any script (decision 038, server-filled first paint),
 * including a listing's hero photo. createRoot replaces #root's children, so if React mounts before that photo has
 * been drawn, the photo the visitor sees (and the page's largest paint) waits for React's own copy. Mounting waits
 * for the server's markup to be painted and its priority photo to load (at most `maxMs`); other pages mount at once.
 */
export function serverPaintReady(root: HTMLElement, maxMs = 2_500): Promise<void> {
  // Only the server's filled pages (data-first-paint) wait; the generic loading screen is replaced at once.
  if (!root.querySelector('[data-first-paint]')) return Promise.resolve();
  // Drawn is not painted: the next frame paints it, the task after that frame follows the paint. Without this, React
  // can replace the markup before the first paint and the largest paint becomes React's copy.
  const afterPaint = (resolve: () => void) => requestAnimationFrame(() => setTimeout(resolve, 0));
  const img = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img || img.complete) return new Promise(afterPaint);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      img.removeEventListener('load', done);
      img.removeEventListener('error', done);
      afterPaint(() => resolve());
    };
    const timer = setTimeout(done, maxMs);
    img.addEventListener('load', done);
    img.addEventListener('error', done);
  });
}
