/*
 * Test fixtures of the events module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export { book, bookingSetup, firstSlotAfter, typeForListing } from './event.fixtures';
