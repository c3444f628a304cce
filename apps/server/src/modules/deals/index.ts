/*
 * Public entry of the title-transfer module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { titleTransferUserReferences } from './user-references.repo';
