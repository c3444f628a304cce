/*
 * Test fixtures of the chats module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export { chatSetup, counters, MISSING_ID, openChat, recordFeed, send } from './chat.fixtures';
