/*
 * Test fixtures of the feed module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export { chatFixture, connectFeed } from './feed.fixtures';
