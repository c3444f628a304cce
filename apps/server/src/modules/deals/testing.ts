/*
 * Fixtures of the deals module for other modules' tests and the access walk (issue 14: tests import a module's
 * index.ts or testing.ts only).
 */

export { markVerified, ok, startDeal, writeBill } from './deal.fixtures';
