/*
 * Test fixtures of the listings module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export { addPhoto, createListing, createPublished, listingBody, publishInTable } from './listing.fixtures';
