/*
 * Test fixtures of the payments module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export { card, checkout, choosePlan, MISSING_ID, sessionIdOf } from './payments.fixtures';
