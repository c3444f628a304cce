/*
 * Public entry of the history module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { recordHistory } from './history-log';
export { findHistoryRecord, historyPage } from './history.service';
export { historyUserReferences } from './user-references.repo';
