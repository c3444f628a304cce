/*
 * Public entry of the assistant module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { assistantAnswerJobs, assistantJobs } from './assistant.jobs';
export { assistantMessageHook } from './assistant.service';
export { revyRoutes } from './revy.routes';
