// The vehicle-history feature's public entry (decision 039): other features and app/ import only from here.

/**
 * The listing page's "Vehicle history report" section, loaded after the page has drawn (decision 038: nothing of
 * it in the listing page's first-load JavaScript).
 */
export const loadVehicleHistoryReport = () => import('./components/vehicle-history-report');
