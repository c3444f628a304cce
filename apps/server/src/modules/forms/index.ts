/*
 * Public entry of the forms module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { formsAmong } from './forms.repo';
export { formsRoutes } from './forms.routes';
export { saveForm, toForm } from './forms.service';
export { formsUserReferences } from './user-references.repo';
