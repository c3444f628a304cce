import type { AssistantDecision } from '@revy/shared';
import type { AnswerInput } from '../../../adapters/ai/ai-engine';
import { knowledgeDocuments, listingDocuments, type FactDocument } from './fact-documents';
import { enrichTopics, rank, type Ranked } from './retrieval';
import { correctSpelling, isDomainTerm, knownWords, tokenize } from './vocabulary';

/** Below these the facts do not answer the question: say so and ask the seller. */
export const MIN_COVERAGE = 0.5;
export const MIN_SCORE = 1;
/** A second fact joins the answer when it scores this close to the best. */
const SECOND_RATIO = 0.8;
/** At most this many facts in one answer. */
const MAX_FACTS = 3;

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
  // A question asking for an amount ("how much can it tow", "what's the payload") is answered only by a fact that
  // states one: "Its equipment includes Tow package" is no towing capacity.
  // A measure asked for exactly or in a unit ("the exact tread depth in 32nds") needs a figure: "under a year old"
  // is no depth.
  const amounts = asksAmount(input.question) ? ranked.filter(statesAmount) : ranked;
  const candidates = FIGURE_ASKED.test(input.question) ? amounts.filter(statesFigure) : amounts;
  const best = understood(input.question, docs, all) ? candidates[0] : undefined;
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
  const second = candidates[1];
  if (second && second.score >= best.score * SECOND_RATIO) chosen.push(second);
  // Car talk the chosen facts leave out ("year miles", "whats the yr, milage"): the fact that best says it joins.
  for (const term of new Set(all.flatMap((r) => r.matched))) {
    if (chosen.length >= MAX_FACTS || term.startsWith('=') || !isDomainTerm(term)) continue;
    if (chosen.some((r) => r.matched.includes(term))) continue;
    const filler = all.find((r) => r.words && r.matched.includes(term));
    if (filler) chosen.push(filler);
  }
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

/**
 * Whether enough of the question is understood to answer it: a message mostly of words neither car talk nor in any
 * fact ("wo genau steht das auto") is not answered by the one word it shares with a fact ("auto": the gearbox).
 */
function understood(question: string, docs: FactDocument[], ranked: Ranked[]): boolean {
  const known = knownWords(docs.map((d) => d.terms));
  const matched = new Set(ranked.flatMap((r) => r.matched));
  const terms = tokenize(correctSpelling(question, known)).filter((t) => !t.startsWith('=') && !/^\d/.test(t));
  const strange = terms.filter((t) => !matched.has(t) && !isDomainTerm(t)).length;
  return strange < 4 || strange <= 3 * (terms.length - strange);
}

/** A question that asks for a quantity: how much, how many, how big, or a figure by its name. */
const AMOUNT_ASKED =
  /\bhow (much|many|big|large|far|heavy|long|old|fast|wide|tall|high|low|often)\b|\bwhat (can|will|could) (it|she|he|the \w+) (tow|pull|haul|carry)\b|\b(payload|towing capacity|tow(ing)? rating|capacity|gallons?|litres?|liters?|horsepower|hp|torque|0-60|top speed|mpg|curb weight|weight)\b(?! (package|pkg|hitch|setup|kit))/i;

export const asksAmount = (question: string) => AMOUNT_ASKED.test(question);

const AMOUNT =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|half|quarter|first|second|third|fourth|fifth|only|sole|single|both|twice|once|none|no|never|zero|full|empty|all|every|a (year|month|week|day|few|couple))\b/i;

/**
 * Whether a fact states the amount asked for: a figure, a number word, a share or none at all, in the clause that
 * speaks of what was asked ("trailer tow package with brake controller" states no towing capacity, whatever the
 * "2.7L" beside it says); a fact that does not name it (an answer such as "About half") is read whole.
 */
function statesAmount(r: Ranked): boolean {
  const asked = new Set(r.matched.filter((t) => !t.startsWith('=') && !/^\d/.test(t)));
  const clauses = r.doc.text.split(/[,;:]\s*|(?<=\.)\s+/);
  const about = clauses.filter((c) => tokenize(c).some((t) => asked.has(t)));
  return (about.length ? about : [r.doc.text]).some((c) => AMOUNT.test(c));
}

/** A measure asked for exactly or in a unit: only a figure answers it. */
const FIGURE_ASKED =
  /\b(exact|precise)\b.{0,25}\b(depth|measurement|reading|figure|number)\b|\bin (32nds|mm|millimet(er|re)s|inch(es)?|psi)\b|\b\d+(nds|ths)\b/i;

/** Whether the clause of a fact that speaks of what was asked holds a figure. */
function statesFigure(r: Ranked): boolean {
  const asked = new Set(r.matched.filter((t) => !t.startsWith('=') && !/^\d/.test(t)));
  const clauses = r.doc.text.split(/[,;:]\s*|(?<=\.)\s+/);
  const about = clauses.filter((c) => tokenize(c).some((t) => asked.has(t)));
  return (about.length ? about : [r.doc.text]).some((c) => /\d/.test(c));
}

/** A seller's correction is the latest word on its question: it wins a tie with older facts. */
function boostCorrections(input: AnswerInput) {
  const corrections = new Set(input.knowledge.filter((k) => k.type === 'correction').map((k) => k.id));
  return (r: Ranked): Ranked =>
    r.doc.source === 'knowledge' && corrections.has(r.doc.ref) ? { ...r, score: r.score * 1.25 } : r;
}

const round = (n: number) => Math.round(n * 100) / 100;
