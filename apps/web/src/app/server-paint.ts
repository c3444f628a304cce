/**
 * The server draws the top of some pages into #root before any script (decision 038, server-filled first paint),
 * including a listing's hero photo. createRoot replaces #root's children, so if React mounts before that photo has
 * been drawn, the photo the visitor sees (and the page's largest paint) waits for React's own copy. Mounting waits
 * for the server's priority photo to load, at most `maxMs`; pages without one mount at once.
 */
export function serverPaintReady(root: HTMLElement, maxMs = 2_500): Promise<void> {
  const img = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img) return Promise.resolve();
  // A loaded photo is not yet a painted one: the next frame draws it, the task after that frame follows the paint.
  const afterPaint = (resolve: () => void) => requestAnimationFrame(() => setTimeout(resolve, 0));
  if (img.complete) return new Promise(afterPaint);
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
