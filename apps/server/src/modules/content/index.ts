/*
 * Public entry of the content module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { contentPlugin } from './content.plugin';
export { getPublishedContent, listPublishedContentForSitemap } from './content.service';
export { contentUserReferences } from './user-references.repo';
