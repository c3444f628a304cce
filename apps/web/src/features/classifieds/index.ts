// The classifieds feature's public entry: other features and app/ import only from here.

/** Route module of /admin/craigslist and its sub-pages, loaded on demand so it ships in its own chunk. */
export const loadClassifiedsPages = () => import('./components/classifieds-pages');
/** The seller's "Also posted on Craigslist" card on the garage page (small, so not lazy). */
export { ListingPostingCard } from './components/listing-posting-card';
