// The marketing feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadMarketingPages = () => import('./components/marketing-pages');
/**
 * The home page, in its own chunk so other pages' first load goes without it; app/route-preload.ts
 * fetches it alongside the entry when the visit starts on `/`, so `/` waits no longer for it.
 */
export const loadHomePage = () => import('./components/home-page');
export { seedHomeFeatured } from './lib/first-data';
