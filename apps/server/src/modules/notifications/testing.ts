/*
 * Test fixtures of the notifications module for other modules' tests (issue 19: the saved alerts follow their
 * notifications into the digest). Production code never imports this file.
 */

export { sendNotificationDigests } from './digest.job';
