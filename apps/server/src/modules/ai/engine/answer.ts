import type { AssistantDecision } from '@revy/shared';
import type { AnswerInput } from '../../../adapters/ai/ai-engine';
import { knowledgeDocuments, listingDocuments } from './fact-documents';
import { enrichTopics, rank, type Ranked } from './retrieval';

/** Below these the facts do not answer the question: say so and ask the seller. */
export const MIN_COVERAGE = 0.5;
export const MIN_SCORE = 1;
/** A second fact joins the answer when it scores this close to the best. */
const SECOND_RATIO = 0.8;

export const UNKNOWN_TEXT =
  "I don't know that from the listing or what the seller has told me. I've asked the seller, and they will reply here in the chat.";

/** Retrieval answer over the listing's facts and knowledge; the caller has run the intent guard. */
export function answerFromFacts(input: AnswerInput, engine: string): AssistantDecision {
  const docs = [...knowledgeDocuments(input.knowledge, enrichTopics()), ...listingDocuments(input.facts)];
  const all = rank(input.question, docs).map(boostCorrections(input));
  // The best fact among those that cover enough of the question: a fact with a higher score on one heavy word
  // must not hide one that answers the whole question.
  // Score times coverage, so a fact that says "clutch" beats one that only says "transmission" three times.
  const ranked = all
    .filter((r) => r.coverage >= MIN_COVERAGE && r.score >= MIN_SCORE && r.words)
    .sort((a, b) => b.score * b.coverage - a.score * a.coverage);
  const best = ranked[0];
  if (!best) {
    const top = all.sort((a, b) => b.coverage - a.coverage)[0];
    return {
      action: 'handoff',
      handoffTo: 'seller',
      reason: 'unknown',
      text: UNKNOWN_TEXT,
      citations: [],
      confidence: top ? round(top.coverage) : 0,
      engine,
    };
  }
  const chosen: Ranked[] = [best];
  const second = ranked[1];
  if (second && second.score >= best.score * SECOND_RATIO) chosen.push(second);
  return {
    action: 'answer',
    handoffTo: null,
    reason: null,
    text: chosen.map((r) => r.doc.text).join(' '),
    citations: chosen.map((r) => ({ source: r.doc.source, ref: r.doc.ref, label: r.doc.label })),
    confidence: round(Math.min(1, best.coverage)),
    engine,
  };
}

/** A seller's correction is the latest word on its question: it wins a tie with older facts. */
function boostCorrections(input: AnswerInput) {
  const corrections = new Set(input.knowledge.filter((k) => k.type === 'correction').map((k) => k.id));
  return (r: Ranked): Ranked =>
    r.doc.source === 'knowledge' && corrections.has(r.doc.ref) ? { ...r, score: r.score * 1.25 } : r;
}

const round = (n: number) => Math.round(n * 100) / 100;
