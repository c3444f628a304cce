/*
 * Public entry of the knowledge module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { knowledgeRoutes } from './knowledge.routes';
export { addCorrection } from './knowledge.service';
export { listAnsweredKnowledge, listDisclosures, type AnsweredKnowledge, type Disclosure } from './knowledge.repo';
