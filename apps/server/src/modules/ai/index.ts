/*
 * Public entry of the ai module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { buyerKnowledge, loadListingFacts, toListingFacts } from './listing-facts';
export { listingWriter } from './listing-writer.service';

// The built-in engine's domain logic (issue 14: moved out of adapters/ai, which keeps the interface, the
// OpenAI-compatible client and the built-in engine's wiring): answering from facts, the guards every engine runs
// through, and the templated listing writer.
export { answerFromFacts } from './engine/answer';
// Issue 15: a message as its questions, each guarded and answered, combined into one decision; the intent model;
// the rule for what to say while a hand-off is pending.
export { answerMessage, handedOff } from './engine/respond';
export { combineParts } from './engine/combine';
export { guardMessage, type GuardedPart } from './engine/message-guard';
export { splitQuestions } from './engine/message-parts';
export {
  classifyIntent,
  intentExamples,
  predictIntent,
  trainIntentModel,
  type IntentLabel,
} from './engine/intent-model';
export {
  followUp,
  handoffsOf,
  pendingHandoffs,
  sameTopic,
  type ChatLine,
  type FollowUp,
  type PendingHandoff,
} from './engine/follow-up';
export { knowledgeDocuments, listingDocuments } from './engine/fact-documents';
export { guardDecision, guardIntent } from './engine/intent-guard';
export { containsPrivateData, guardOutput } from './engine/output-guard';
export { enrichTopics } from './engine/retrieval';
export { keepsFacts } from './writer/consistency';
export { enrichAnswers } from './writer/enrich-answers';
export { formatDollars } from './writer/format';
export { writeListingText } from './writer/writer';
