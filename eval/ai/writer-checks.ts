import { canonicalFeature, PLAN_FEATURES } from '@revy/shared';
import type { KnowledgeFact, ListingFacts } from '../../apps/server/src/adapters/ai/ai-engine';

/**
 * The listing writer's checks as code (issue 15), each a pure function of the written text and the case. They are
 * written apart from the writer's own rules (apps/server/src/modules/ai/writer/consistency.ts) and by other means
 * (word lists, not the writer's sentences), so a slip in one is not hidden by the same slip in the other.
 */

/** Grammar slips: agreement, articles, lists, capitals, spacing, empty sections. One line per slip. */
export function grammarSlips(text: string): string[] {
  const slips: string[] = [];
  const find = (re: RegExp, what: string) => {
    for (const m of text.matchAll(re)) slips.push(`${what}: "${text.slice(Math.max(0, m.index - 20), m.index + 30)}"`);
  };
  find(/ {2,}/g, 'double space');
  find(/\n{3,}|^\s*\n|\n\s*$/g, 'empty section');
  find(/:\s*[.!?,]|\(\s*\)|,\s*[,.]|\.\s*\./g, 'empty item');
  find(/\b(?:1|one) (?:photos|owners|keys|miles)\b/gi, 'agreement (one + plural)');
  find(
    /\b(?:[02-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten) (?:photo|owner|key)\b(?![-’'])/gi,
    'agreement (many + singular)',
  );
  find(/\bphotos (?:is|shows|was)\b|\bphoto (?:are|show|were)\b/gi, 'agreement (verb)');
  find(/\b(\w+) \1\b/gi, 'repeated word');
  find(/\b(?:and|or) (?:and|or)\b/gi, 'list joint');
  find(/\b(?:suv|cvt|awd|fwd|rwd|4wd|vin)\b/g, 'acronym in lower case');
  for (const m of text.matchAll(/\b(a|an) ([\w'-]+)/gi)) {
    const expected = expectedArticle(m[2]!);
    if (expected && expected !== m[1]!.toLowerCase()) slips.push(`article: "${m[0]}" (expected ${expected})`);
  }
  // Every sentence starts with a capital (or a digit), after a full stop or at a paragraph's start.
  for (const m of text.matchAll(/(?:^|[.!?]\s+|\n\s*)(\p{Ll})/gu))
    slips.push(`lower-case sentence start: "${text.slice(m.index, m.index + 30)}"`);
  for (const p of text.split(/\n\s*\n/))
    if (p.trim() && !/[.!?)]$/.test(p.trim())) slips.push(`unfinished paragraph: "${p.slice(-30)}"`);
  return slips;
}

/** The article a word takes as said, when clear; null when unsure (a name, a symbol). */
function expectedArticle(word: string): 'a' | 'an' | null {
  if (/^[A-Z]{2,5}s?$/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^\d/.test(word)) return /^(8|11\b|18\b|11,|18,)/.test(word) ? 'an' : 'a';
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(one|once|use|usu|uni|euro|u[bcdfgjklmnpqrstvwxz][aeiou])/.test(w)) return 'a';
  if (/^[aeiou]/.test(w)) return 'an';
  if (/^[a-z]/.test(w)) return 'a';
  return null;
}

const lower = (s: string) => s.toLowerCase();

/** How a drivetrain may be named: its code or its words. */
const DRIVE_NAMES: Record<string, RegExp> = {
  FWD: /\bfwd\b|front[- ]wheel[- ]drive/,
  RWD: /\brwd\b|rear[- ]wheel[- ]drive/,
  AWD: /\bawd\b|all[- ]wheel[- ]drive/,
  '4WD': /\b4wd\b|\b4x4\b|four[- ]wheel[- ]drive/,
};

/**
 * What the car's data says is there and the text must name: trim, engine, drivetrain, and each equipment item and
 * seller feature (plan codes aside), by its own words or the vocabulary's.
 */
export function missingMentions(text: string, facts: ListingFacts): { field: string; missing: string }[] {
  const t = lower(text);
  const v = facts.vehicle;
  const out: { field: string; missing: string }[] = [];
  if (v.trim && !t.includes(lower(v.trim))) out.push({ field: 'trim', missing: v.trim });
  if (v.engine && !t.includes(lower(v.engine))) out.push({ field: 'engine', missing: v.engine });
  const drive = v.drivetrain ? DRIVE_NAMES[v.drivetrain.toUpperCase()] : null;
  if (v.drivetrain && !(drive ? drive.test(t) : t.includes(lower(v.drivetrain))))
    out.push({ field: 'drivetrain', missing: v.drivetrain });
  for (const item of equipmentItems(facts))
    if (!t.includes(lower(item)) && !t.includes(lower(canonicalFeature(item))))
      out.push({ field: 'equipment', missing: item });
  return out;
}

/** The equipment a description must name: the seller's features and the vehicle's equipment, each once. */
export function equipmentItems(facts: ListingFacts): string[] {
  const plan = new Set<string>(PLAN_FEATURES);
  const items = [...facts.features, ...(facts.vehicle.equipment ?? [])].map((i) => i.trim());
  return [...new Map(items.filter((i) => i && !plan.has(i)).map((i) => [lower(i), i])).values()];
}

const STOP = new Set(
  'the a an and or of to in on at for with it is was has have had my our we i not no yes any so but from by as its this that are be been do does did you your ever there what how when which who were will would can could about if'.split(
    ' ',
  ),
);
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const words = (s: string) =>
  lower(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w))
    .map((w) => (/^\d$/.test(w) ? NUMBERS[Number(w)]! : w));

/** Answers that tell a buyer nothing: blank, "n/a", "Not sure" and the like. */
const SAYS_NOTHING = /^\s*(n\/?a|not sure|unsure|don'?t know|no idea|-+|\?+)?\s*[.!]?\s*$/i;
/** A bare denial or assent: carried when the question's words are, since the answer has none of its own. */
const BARE = /^(yes|yep|yeah|no|nope|none|nothing|never|neither|maybe|correct)[.!]?$/i;

/**
 * The seller's public answers a description (or the price explanation) is expected to carry: every entry that
 * reached the writer (private ones never do) and says something, whatever its type (guided, FAQ, correction)
 * and its set. Issue 15 asks for "the features, options and condition answers it has", in whatever shape.
 */
export function expectedAnswers(knowledge: KnowledgeFact[]): KnowledgeFact[] {
  return knowledge.filter((k) => !(k as { isPrivate?: boolean }).isPrivate && !SAYS_NOTHING.test(k.content));
}

/**
 * The expected answers the text does not carry. An answer counts as carried when most of its words (their first
 * five letters, so "smoking" meets "smoked") are in the text; a bare yes/no/none, when half its question's are.
 */
export function unusedAnswers(text: string, knowledge: KnowledgeFact[]): KnowledgeFact[] {
  const t = lower(text);
  const present = (w: string) => t.includes(w.slice(0, 5));
  const carried = (ws: string[], share: number) => ws.length > 0 && ws.filter(present).length / ws.length >= share;
  return expectedAnswers(knowledge).filter((k) => {
    const own = words(k.content);
    if (own.length && !BARE.test(k.content.trim())) return !carried(own, 0.6);
    // A question's examples in brackets ("(floor mats, roof rack...)") are not what it asks.
    return !carried(words((k.question ?? k.category ?? '').replace(/\([^)]*\)/g, ' ')), 0.5);
  });
}

const OTHER = <T extends string>(all: readonly T[], own: string) => all.filter((x) => lower(x) !== lower(own));
const FUEL_WORDS: Record<string, RegExp> = {
  gasoline: /\bgasoline\b|\bpetrol\b|\bgas engine\b/,
  diesel: /\bdiesel\b/,
  hybrid: /\bhybrid\b/,
  electric: /\bfully electric\b|\belectric (car|vehicle|motor|sedan|suv)\b|\ball-electric\b/,
};
const COLOURS = [
  'white',
  'black',
  'silver',
  'gray',
  'grey',
  'red',
  'blue',
  'green',
  'beige',
  'brown',
  'gold',
  'orange',
];

/**
 * The fields the text states otherwise than the data (year, mileage, title, transmission, fuel, drivetrain,
 * colour) or than the seller's answers (owners, accidents). Each check looks only at statements about the car
 * itself: "2019 Toyota", "with 41,200 miles", "a clean title", "an automatic", "the paint is red", "one owner".
 */
export function contradictedFields(text: string, facts: ListingFacts, knowledge: KnowledgeFact[]): string[] {
  const t = lower(text);
  const v = facts.vehicle;
  const bad = new Set<string>();
  if (v.year && v.make)
    for (const m of t.matchAll(new RegExp(`\\b(\\d{4}) ${lower(v.make)}\\b`, 'g')))
      if (Number(m[1]) !== v.year) bad.add('year');
  if (v.mileage != null)
    for (const m of t.matchAll(/\b(?:with|showing|has|reads|reflects) ([\d,]+) miles\b|^[^.]*?: ([\d,]+) miles/gm)) {
      const n = Number((m[1] ?? m[2]!).replace(/,/g, ''));
      if (n !== v.mileage) bad.add('mileage');
    }
  if (v.titleStatus)
    for (const m of t.matchAll(/\b(clean|salvage|rebuilt|lemon|flood|junk) title\b/g))
      if (m[1] !== lower(v.titleStatus)) bad.add('title');
  if (v.transmission) {
    // Only statements about the gearbox count: "automatic climate control" or "the passenger seat is manual" say
    // nothing about it (held-out round 3's first run flagged both; the texts were right, the check was not).
    const manual =
      /\bmanual\b/.test(lower(v.transmission)) && !/automatic|cvt|dual[- ]clutch/.test(lower(v.transmission));
    const gearbox = (kind: string) =>
      new RegExp(
        `\\b${kind} (transmission|gearbox)\\b|\\b\\d-speed ${kind}\\b|(\\band|,) ${kind}\\.(\\s|$)|\\ba ${kind}\\b(?! (climate|seat|mirror|window|headlight|wiper|door|liftgate|tailgate|top|roof))`,
      );
    if (manual && (gearbox('automatic').test(t) || /\b(cvt|dual-clutch)\b/.test(t))) bad.add('transmission');
    if (!manual && (gearbox('manual').test(t) || /\bstick[- ]?shift\b/.test(t))) bad.add('transmission');
  }
  if (v.fuelType) {
    const own = lower(v.fuelType);
    for (const [fuel, re] of Object.entries(FUEL_WORDS)) if (!own.includes(fuel) && re.test(t)) bad.add('fuel');
  }
  if (v.drivetrain)
    for (const other of OTHER(Object.keys(DRIVE_NAMES), v.drivetrain)) {
      const allowed = ['AWD', '4WD'].includes(other) && ['AWD', '4WD'].includes(v.drivetrain.toUpperCase());
      if (!allowed && DRIVE_NAMES[other]!.test(t)) bad.add('drivetrain');
    }
  if (v.exteriorColor) {
    const own = lower(v.exteriorColor).replace('grey', 'gray');
    const re = new RegExp(
      `\\b(${COLOURS.join('|')}) (?:outside|paint|exterior)\\b|\\bpaint is (${COLOURS.join('|')})\\b`,
      'g',
    );
    for (const m of t.matchAll(re)) if (!own.includes((m[1] ?? m[2]!).replace('grey', 'gray'))) bad.add('colour');
  }
  const answer = (question: RegExp) =>
    knowledge.find((k) => k.type === 'enrich' && question.test(k.question ?? ''))?.content;
  const owners = answer(/how many owners/i);
  if (owners && /^\d$/.test(owners.trim())) {
    for (const m of t.matchAll(/\b(one|two|three|four|\d) owners?\b/g)) {
      const n = NUMBERS.indexOf(m[1]!) >= 0 ? NUMBERS.indexOf(m[1]!) : Number(m[1]);
      if (n !== Number(owners.trim())) bad.add('owners');
    }
  }
  const accident = answer(/been in an accident/i);
  if (accident && /^never$/i.test(accident.trim()) && /\b(minor|major) accident\b|\bhad an accident\b/.test(t))
    bad.add('accidents');
  if (accident && /repaired/i.test(accident) && /\bnever been in an accident\b|\bno accidents\b|accident-free/.test(t))
    bad.add('accidents');
  return [...bad];
}

/** Word-trigram Jaccard similarity of two texts, 0 (nothing shared) to 1 (the same). */
export function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const w = lower(s)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return new Set(w.slice(0, -2).map((x, i) => `${x} ${w[i + 1]} ${w[i + 2]}`));
  };
  const A = grams(a);
  const B = grams(b);
  if (!A.size && !B.size) return 1;
  let shared = 0;
  for (const g of A) if (B.has(g)) shared++;
  return shared / (A.size + B.size - shared);
}
