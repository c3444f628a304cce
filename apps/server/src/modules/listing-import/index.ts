/*
 * Public entry of the listing-import module (issue 16, decision 033): admin import of listings
 * from CSV/TSV files. Sits above listings, users and assets and reaches them through their index.
 */

export { listingImportRoutes } from './listing-import.routes';
export { listingImportJobs } from './listing-import.jobs';
