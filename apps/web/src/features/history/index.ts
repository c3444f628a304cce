// The history feature's public entry: other features and app/ import only from here.

/** Route module, loaded on demand so it ships in its own chunk: /concierge/history/{listingId}. */
export const loadHistoryPage = () => import('./components/listing-history-page');
