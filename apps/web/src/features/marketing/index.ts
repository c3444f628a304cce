// The marketing feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadMarketingPages = () => import('./components/marketing-pages');
// The home page is the first thing most visitors see, so it ships with the first bundle.
export { HomePage } from './components/home-page';
