/*
 * Test fixtures of the id-verification module for other modules' tests and the test harness. Production code never
 * imports this file.
 */

export { sendPhotos, startCheck, submittedCheck } from './id-verification.fixtures';
