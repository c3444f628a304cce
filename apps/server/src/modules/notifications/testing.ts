/*
 * Test fixtures of the notifications module for other modules' tests (issue 14). Production code never imports this
 * file.
 */

export { sendNotificationDigests } from './digest.job';
