// The garage feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadGaragePages = () => import('./components/garage-listing-pages');
export const loadCreateListingPage = () => import('./components/create-listing-page');
export { CreateListingWizard } from './components/create-listing-wizard';
export { GarageSectionPage } from './components/garage-listing-pages';
export type { SectionProps } from './components/listing-form-sections';
export type { ListingFormErrors, ListingFormValues } from './lib/listing-form';
