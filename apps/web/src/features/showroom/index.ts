// The showroom feature's public entry: other features and app/ import only from here. It holds
// the public pages (the showroom and one car's page), which bring listings, chat, test drives and
// pricing together, so nothing below them imports this feature.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadListingPages = () => import('./components/listing-pages');
export const loadShowroomPage = () => import('./components/showroom-page');
export { seedShowroomFirstPage } from './lib/first-data';
