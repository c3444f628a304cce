import type { ListingFacts } from '../../../adapters/ai/ai-engine';

/** Shared wording of vehicle values, so the writer and the assistant state them the same way. */

export const formatMiles = (miles: number) => `${miles.toLocaleString('en-US')} miles`;

export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** "2019 Toyota Camry SE" from the parts the seller gave; null when none. */
export function vehicleName(facts: ListingFacts, withTrim = true): string | null {
  const v = facts.vehicle;
  const parts = [v.year ? String(v.year) : null, v.make, v.model, withTrim ? v.trim : null]
    .map((p) => p?.toString().trim())
    .filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/** "Austin, TX" or null. */
export function placeName(facts: ListingFacts): string | null {
  const parts = [facts.location.city, facts.location.state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** "a, b and c" (no serial comma, as the rest of the product writes lists); empty items dropped. */
export function listJoin(items: string[]): string {
  const kept = items.map((i) => i.trim()).filter(Boolean);
  if (kept.length <= 1) return kept.join('');
  return `${kept.slice(0, -1).join(', ')} and ${kept[kept.length - 1]}`;
}

/** Title status words as buyers read them ("Clean" -> "a clean title", "Lien" -> "a lien on the title"). */
export function titleStatusText(status: string): string {
  const s = status.trim().toLowerCase();
  if (/title/.test(s)) return s;
  if (s === 'lien') return 'a title with a lien on it';
  if (s === 'missing') return 'a missing title';
  if (s === 'other') return 'a title of another kind (ask the seller)';
  return withArticle(`${s} title`);
}

/** Ends a sentence with a full stop unless it already has closing punctuation; capitalises its first letter. */
export function sentence(text: string): string {
  const t = capitalise(text.trim().replace(/\s+/g, ' '));
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

export const capitalise = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** Words that keep their capital mid-sentence: months, days, "I", and names a seller or a decoder writes. */
const PROPER =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|i|i'm|i've|i'd|bluetooth|apple|android|autopilot|bose|sirius(xm)?|onstar|uconnect|toyota|honda|ford|subaru|tesla|mazda|chevrolet|nissan|hyundai|kia|bmw|audi|lexus|jeep|dodge|ram|gmc|volkswagen|volvo|porsche|acura|mercedes|mercedes-benz)\b/i;

/**
 * A quoted answer or an equipment name inside a sentence: its first letter lowered unless it starts a name, a
 * month or an acronym ("Never" → "never", "Heated seats" → "heated seats", "January 2026", "WeatherTech" and
 * "CVT fluid" kept), and its closing full stop dropped.
 */
export function inline(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').replace(/[.]+$/, '');
  // A phrase whose second word is capitalised too is a name ("Magnetic Ride Control", "Michelin Pilot Sport"): kept as
  // written; "Cash or Zelle only" is not.
  const named = /^\S+\s+\p{Lu}/u.test(t);
  const lowerable = /^\p{Lu}(\p{Ll}|[-'’])*(\s|$|[,;:])/u.test(t) && !PROPER.test(t) && !named;
  return lowerable ? t[0]!.toLowerCase() + t.slice(1) : t;
}

/** Letters whose spoken name starts with a vowel sound: "an SUV", "an RWD", "an MX-5", "a CVT". */
const VOWEL_LETTERS = new Set('AEFHILMNORSX');

/** "a" or "an" before a word as it is said: "an 8-speed", "a used", "an hour", "an SUV". */
export function article(word: string): 'a' | 'an' {
  const w = word.trim();
  const acronym = /^([A-Z]{2,5}|[A-Z][A-Z\d-]*\d[A-Z\d-]*)\b/.exec(w);
  if (acronym) return VOWEL_LETTERS.has(w[0]!) ? 'an' : 'a';
  const number = /^(\d+)/.exec(w);
  if (number) {
    const n = number[1]!;
    // 8, 11, 18, 80, 800... and 11,000 / 18,000 are said with a vowel first.
    return n.startsWith('8') || /^1[18](\d{3})*$/.test(n) || n === '11' || n === '18' ? 'an' : 'a';
  }
  const l = w.toLowerCase();
  if (/^(hour|honest|heir|honou?r)/.test(l)) return 'an';
  if (/^(one|once|uni|use|usu|uto|euro|ewe)/.test(l) || /^u[bcdfgjklmnpqrstvwxz][aeiou]/.test(l)) return 'a';
  return /^[aeiou]/.test(l) ? 'an' : 'a';
}

export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "one key", "two owners": small counts in words, the noun agreeing with the count. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  const word = Number.isInteger(n) && n >= 0 && n <= 10 ? NUMBER_WORDS[n]! : n.toLocaleString('en-US');
  return `${word} ${n === 1 ? singular : plural}`;
}

/** How each drivetrain reads in a sentence, with the letters buyers search for kept beside the words. */
const DRIVETRAIN_WORDS: Record<string, string> = {
  FWD: 'front-wheel drive',
  RWD: 'rear-wheel drive',
  AWD: 'all-wheel drive (AWD)',
  '4WD': 'four-wheel drive (4WD)',
};
export const drivetrainText = (d: string) => DRIVETRAIN_WORDS[d.toUpperCase()] ?? d;

/** "a CVT automatic", "a six-speed manual" would need the gear count we do not have: "a manual gearbox". */
export function transmissionText(t: string): string {
  const k = t.trim().toLowerCase();
  if (k === 'cvt') return 'a CVT automatic transmission';
  if (k === 'dual-clutch') return 'a dual-clutch automatic transmission';
  if (k === 'manual') return 'a manual transmission';
  if (k === 'automatic') return 'an automatic transmission';
  if (k === 'other') return '';
  return withArticle(`${/[A-Z]{2}/.test(t) ? t.trim() : k} transmission`);
}

/** Body types as nouns: "SUV" keeps its capitals, the rest are lower case ("a wagon", "a pickup truck"). */
export function bodyNoun(body: string): string {
  const b = body.trim();
  if (/^[A-Z]{2,}$/.test(b)) return b;
  if (b.toLowerCase() === 'pickup') return 'pickup truck';
  return b.toLowerCase();
}

/** Colours read as words mid-sentence, "Soul Red Crystal" keeping the maker's name when it is one. */
export const colourText = (c: string) => (/\s/.test(c.trim()) ? c.trim() : c.trim().toLowerCase());
