import { enrichFormsFor } from '@revy/shared';
import type { FactDocument } from './fact-documents';
import { SPECIFIC_WORDS } from './synonyms';
import { correctSpelling, isDomainTerm, knownWords, tokenize } from './vocabulary';

/**
 * BM25 over a listing's fact documents (Robertson & Zaragoza, "The Probabilistic Relevance
 * Framework: BM25 and Beyond"). A listing has a few dozen short documents, so this runs in
 * well under a millisecond and needs no index kept between calls.
 */
const K1 = 1.2;
const B = 0.75;
/**
 * Weight of a question word that is neither car talk (DOMAIN_CONCEPTS) nor in any of the listing's facts: slang and
 * filler ("yo", "thingy", "bruh") must not sink the coverage of an otherwise clear question.
 */
const UNKNOWN_WORD_WEIGHT = 0.2;
/**
 * Car talk weighs more than the other words of a question: in "when were the brakes last replaced" the brakes are
 * the question, and a fact about when it was last serviced must not cover it.
 */
const DOMAIN_WEIGHT = 1.5;

/**
 * Weight of a word's own form beside its concept ("=clutch" beside "transmission") when a fact has it: the fact
 * that names the part asked about ("Clutch replaced at 50,000 miles") beats one that only shares its concept.
 */
const WORD_FORM_WEIGHT = 1;

export type Ranked = {
  doc: FactDocument;
  score: number;
  /** Share of the question's weight the document covers, 0..1. */ coverage: number;
  /** Whether it shares a word with the question, not only a number ("22.5 then" is not about "seats 5"). */
  words: boolean;
  /** The question's terms it holds. */
  matched: string[];
};

type Indexed = { doc: FactDocument; tf: Map<string, number>; length: number };

export function rank(question: string, docs: FactDocument[]): Ranked[] {
  const known = knownWords(docs.map((d) => d.terms));
  const query = [...new Set(tokenize(correctSpelling(question, known)))];
  if (!query.length || !docs.length) return [];
  const indexed: Indexed[] = docs.map((doc) => {
    const tokens = tokenize(doc.terms);
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { doc, tf, length: tokens.length };
  });
  const avgLength = indexed.reduce((s, d) => s + d.length, 0) / indexed.length;
  const idf = new Map<string, number>();
  for (const term of query) {
    const n = indexed.filter((d) => d.tf.has(term)).length;
    // Terms no document has still count in the denominator of coverage: a question about
    // something the facts never mention must not look well covered.
    // A word's own form beside its concept ("=clutch") only ever adds: when no fact has it, it does not count.
    // A word naming a part of its concept ("oil", "clutch") that no fact names leaves the question uncovered.
    const weight = term.startsWith('=')
      ? n > 0
        ? WORD_FORM_WEIGHT
        : SPECIFIC_WORDS.has(term.slice(1))
          ? DOMAIN_WEIGHT
          : 0
      : isDomainTerm(term)
        ? DOMAIN_WEIGHT
        : n > 0
          ? 1
          : UNKNOWN_WORD_WEIGHT;
    idf.set(term, weight * Math.log(1 + (indexed.length - n + 0.5) / (n + 0.5)));
  }
  const totalWeight = query.reduce((s, t) => s + (idf.get(t) ?? 0), 0) || 1;
  return indexed
    .map(({ doc, tf, length }) => {
      let score = 0;
      let covered = 0;
      let words = false;
      const matched: string[] = [];
      for (const term of query) {
        const f = tf.get(term);
        if (!f) continue;
        matched.push(term);
        if (!/^=?\d/.test(term)) words = true;
        const w = idf.get(term) ?? 0;
        score += (w * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * length) / avgLength));
        covered += w;
      }
      return { doc, score, coverage: covered / totalWeight, words, matched };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.doc.ref.localeCompare(b.doc.ref));
}

let topicCache: Map<string, string> | null = null;

/** "category|question" -> the guided question's topic words, over every variant of the sets. */
export function enrichTopics(): Map<string, string> {
  if (topicCache) return topicCache;
  const map = new Map<string, string>();
  for (const vehicle of [{}, { fuelType: 'Electric' }, { mileage: 100_000 }]) {
    for (const form of enrichFormsFor(vehicle))
      // The question's own topic, not the set's title: "Why you are selling" would make "How was it mostly
      // driven?" an answer to "why are you selling", "Keys and extras" the key count an answer about a roof rack.
      for (const q of form.questions) map.set(`${form.id}|${q.question}`, q.topic);
  }
  topicCache = map;
  return map;
}
