// The saved feature's public entry (issue 19): saved cars, saved searches, email alerts and unsubscribe. Other
// features and app/ import only from here. It imports no other feature, so the listing card can carry its heart.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadSavedPages = () => import('./components/saved-pages');
export { EmailAlertsSection } from './components/email-alerts-section';
export { SaveCarButton } from './components/save-car-button';
export { SaveSearchButton } from './components/save-search-button';
