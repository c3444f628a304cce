import { DOMAIN_WORDS, PHRASES, SYNONYMS } from './synonyms';
import { correctWord } from './spelling';

/**
 * Tokens for retrieval: lower-cased words, phrases folded to one concept, vehicle-domain
 * synonyms folded to one canonical word (synonyms.ts), stop words dropped. The same function
 * reads buyer questions and the facts, so "odometer" in a question meets "miles" in a fact.
 */

const STOP_WORDS = new Set(
  `a an the is are was were be been being am do does did done have has had having it its it's this that these those there here
  i me my mine we us our you your yours he him his she her they them their what which who whom whose when where how
  of to in on at by for with from about as into over under up down out off and or but if then so than too very
  can could would should will shall may might must any some all each every no not just only also please tell know
  car vehicle one thing things get got much many does anything something hi hello hey thanks thank ok okay yes
  read reads reading say says said show shows look looks like give want need wondering wonder curious interested question
  mean come came now currently still really actually exactly roughly approximately around kind sort type whats
  there's theres isn't doesn't don't did didn't ever been had let find out sure quick
  hows wats wat u ur ya yo r n pls plz tho lol bro man dude guys gonna wanna gotta lemme info im i'm ive i've id i'd
  youre you're plus right well gotten getting ne ny has hasn't wasn't weren't aren't cant can't wont won't would've
  w else`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light stemmer: enough to meet "repairs" with "repaired" without a dictionary. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && !word.endsWith('ses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/**
 * The words of the phrases (synonyms.ts): "letting" in "letting it go" must not be corrected to "getting", nor any
 * word to a stop word a phrase happens to hold.
 */
const PHRASE_WORDS = PHRASES.flatMap(([re]) => re.source.replace(/\\[a-z]/g, ' ').split(/[^a-z]+/)).filter(
  (w) => w.length > 2 && !STOP_WORDS.has(w),
);

/** Words a misspelling may be corrected to: synonyms, the domain list and the phrases' words. */
const TARGET_WORDS: ReadonlySet<string> = new Set([...SYNONYMS.keys(), ...DOMAIN_WORDS, ...PHRASE_WORDS]);

/** Car words a run-together word may be made of: not the phrases' fragments ("let" + "ting"). */
const CAR_WORDS: ReadonlySet<string> = new Set([...SYNONYMS.keys(), ...DOMAIN_WORDS]);

/** Whether the engine knows a word before it sees a listing (then it is never "corrected"). */
export const isKnownWord = (w: string) => TARGET_WORDS.has(w) || STOP_WORDS.has(w) || TARGET_WORDS.has(stem(w));

/**
 * The concepts the engine knows as car talk: a question word among them that no fact holds still weighs fully
 * (the facts do not answer it), while a word outside them is likely filler or slang (retrieval.ts).
 */
export const DOMAIN_CONCEPTS: ReadonlySet<string> = new Set([
  ...SYNONYMS.values(),
  ...[...DOMAIN_WORDS].map((w) => SYNONYMS.get(w) ?? stem(w)),
]);

const DOMAIN_STEMS: ReadonlySet<string> = new Set([...DOMAIN_WORDS, ...[...DOMAIN_WORDS].map(stem)]);

/** Whether a token is car talk: a known concept, or a hyphenated word with one ("self-driving", "full-size"). */
export function isDomainTerm(term: string): boolean {
  if (DOMAIN_CONCEPTS.has(term)) return true;
  for (let i = 3; i <= term.length - 3; i++)
    if (DOMAIN_STEMS.has(term.slice(0, i)) && DOMAIN_STEMS.has(term.slice(i))) return true;
  return false;
}

/** The words a listing's documents add to what the engine knows: misspellings are corrected towards these. */
export function knownWords(texts: string[]): Set<string> {
  const known = new Set(TARGET_WORDS);
  for (const t of texts) for (const w of wordsOf(t)) if (w.length > 3 && !/\d/.test(w)) known.add(w);
  return known;
}

/**
 * Replaces words the engine does not know by the nearest word it does (typo tolerance: "milage", "acident",
 * "tranmission"), before phrases are folded, so a misspelt phrase still folds. Numbers and short words stay.
 */
export function correctSpelling(text: string, known: ReadonlySet<string>): string {
  return text.toLowerCase().replace(/[a-z][a-z']*[a-z]/g, (w) => {
    // Stop words are known but never a correction: "letting" must not become "getting".
    if (known.has(w) || known.has(stem(w)) || STOP_WORDS.has(w) || w.includes("'")) return w;
    return correctWord(w, known) ?? splitCompound(w) ?? w;
  });
}

/**
 * Two known words run together ("backupcam", "softop" with the shared letter written once): the two words, else null.
 */
function splitCompound(word: string): string | null {
  if (word.length < 6) return null;
  for (let i = 3; i <= word.length - 3; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (!CAR_WORDS.has(a)) continue;
    if (CAR_WORDS.has(b)) return `${a} ${b}`;
    if (CAR_WORDS.has(a.at(-1) + b)) return `${a} ${a.at(-1)}${b}`;
  }
  return null;
}

/** Lower-case, fold phrases and synonyms, drop stop words; numbers are kept as they are. */
export function tokenize(text: string): string[] {
  let t = ` ${text.toLowerCase().replace(/[’`]/g, "'")} `;
  for (const [re, concept] of PHRASES) t = t.replace(re, concept);
  // A hyphenated modifier is one word ("full-size spare" says nothing about tire sizes); after the phrases,
  // which read "all-wheel drive" and "trade-in" themselves.
  t = t.replace(/([a-z])-(?=[a-z])/g, '$1');
  const out: string[] = [];
  for (const raw of t.split(/[^a-z0-9']+/)) {
    const word = raw.replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (!word || STOP_WORDS.has(word)) continue;
    const stemmed = stem(word);
    const synonym = SYNONYMS.get(word) ?? SYNONYMS.get(stemmed);
    if (!synonym && STOP_WORDS.has(stemmed)) continue;
    out.push(synonym ?? stemmed);
    // The word itself too when it folded into a wider concept: "clutch" meets "transmission" facts, and meets a
    // fact that says "clutch" better (retrieval weighs such a word lightly when no fact has it).
    if (synonym && synonym !== stemmed && !/^\d/.test(stemmed)) out.push(`=${stemmed}`);
  }
  return out;
}
