// The concierge feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadConciergePages = () => import('./components/concierge-pages');
/** /concierge/{type}: the work queues (issue 16). */
export const loadConciergeQueuesPage = () => import('./components/queues-page');
