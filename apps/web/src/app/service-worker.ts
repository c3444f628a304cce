/**
 * Registers the app's service worker (/sw.js: Web Push and notification clicks, decision 048) once the page has
 * loaded, in production builds only (the dev server serves no worker). Kept out of the push feature so the first
 * page's bundle carries these few lines, not the feature's screens.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker: the app works the same, only without push.
    });
  };
  // A module script can run after `load` (a cached page): then at once, else once the page's own requests are done.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
