/*
 * Test fixtures of the assistant module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export { assistantReply, messagesOf } from './assistant.fixtures';
