// The listing-table feature's public entry: other features and app/ import only from here.

/** Route module (/concierge/_/listing-table and _/listing-table-v2), loaded on demand in its own chunk. */
export const loadListingTablePages = () => import('./components/listing-table-pages');
