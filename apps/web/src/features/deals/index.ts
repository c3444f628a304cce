// The deals feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadDealPages = () => import('./components/deal-pages');
/** The listing page's buyer entry, loaded after its first render for signed-in visitors only. */
export const loadListingDealEntry = () => import('./components/listing-deal-entry');
export { BuyerDealEntry, SellerDealEntry } from './components/deal-entry';
