import type { ListingFacts } from '../../../adapters/ai/ai-engine';
import type { EnrichAnswers } from './enrich-answers';

/**
 * Does a sentence agree with the vehicle fields and the seller's own answers? The writer quotes sellers' answers,
 * and a typo there ("my 2015 Civic", "clean title" on a salvage car, "one owner" when the seller answered three)
 * must not put a second, contradicting fact in the listing; an LLM's text is held to the same (openai-engine.ts).
 * Checks only what the fields state, each by the words a listing would use for it.
 */
export type CheckedField =
  'year' | 'make' | 'mileage' | 'title' | 'transmission' | 'fuel' | 'drivetrain' | 'colour' | 'owners' | 'accidents';

const MAKES = [
  'acura',
  'audi',
  'bmw',
  'buick',
  'cadillac',
  'chevrolet',
  'chevy',
  'chrysler',
  'dodge',
  'fiat',
  'ford',
  'genesis',
  'gmc',
  'honda',
  'hyundai',
  'infiniti',
  'jaguar',
  'jeep',
  'kia',
  'land rover',
  'lexus',
  'lincoln',
  'mazda',
  'mercedes',
  'mini',
  'mitsubishi',
  'nissan',
  'porsche',
  'ram',
  'subaru',
  'tesla',
  'toyota',
  'volkswagen',
  'vw',
  'volvo',
];
const TITLE_BRANDS = ['clean', 'salvage', 'rebuilt', 'reconstructed', 'flood', 'lemon', 'junk'];
const COLOURS = ['white', 'black', 'silver', 'gray', 'grey', 'red', 'blue', 'green', 'beige', 'brown', 'gold'];
const COLOUR_ALTERNATION = COLOURS.join('|');

/** A claim preceded by a denial ("not a diesel", "never had a manual") claims nothing. */
const denied = (t: string, index: number) =>
  /\b(no|not|never|without|isn'?t|wasn'?t)\b[^.,;]{0,16}$/.test(t.slice(0, index));
const says = (t: string, pattern: RegExp) => {
  for (const m of t.matchAll(new RegExp(pattern.source, 'g'))) if (!denied(t, m.index)) return true;
  return false;
};

/** Drivetrain groups: AWD and 4WD are used loosely for each other ("4x4" on a Subaru); FWD and RWD are not. */
const DRIVE_WORDS: [RegExp, 'front' | 'rear' | 'all'][] = [
  [/\b(fwd|front[- ]wheel[- ]drive)\b/, 'front'],
  [/\b(rwd|rear[- ]wheel[- ]drive)\b/, 'rear'],
  [/\b(awd|4wd|4x4|all[- ]wheel[- ]drive|four[- ]wheel[- ]drive)\b/, 'all'],
];
const driveGroup = (d: string) => {
  const k = d.toUpperCase();
  return k === 'FWD' ? 'front' : k === 'RWD' ? 'rear' : k === 'AWD' || k === '4WD' ? 'all' : null;
};

/** What the owners answer says in numbers ("1", "4 or more"), or null. */
const ownersOf = (answer: string | undefined) => (answer && /^\d/.test(answer) ? Number(answer[0]) : null);
const OWNER_CLAIMS: [RegExp, number][] = [
  [/\b(one|single|1|first|original)[- ]owner\b/, 1],
  [/\b(two|2)[- ]owners\b|\b(second|2nd)[- ]owner\b/, 2],
  [/\b(three|3)[- ]owners\b|\b(third|3rd)[- ]owner\b/, 3],
];

/** The fields `text` contradicts (empty when it agrees with every one it mentions). */
export function contradictions(text: string, facts: ListingFacts, answers?: EnrichAnswers): CheckedField[] {
  const t = text.toLowerCase();
  const v = facts.vehicle;
  const out = new Set<CheckedField>();
  const make = v.make?.toLowerCase() ?? '';
  const model = v.model?.toLowerCase() ?? '';
  // Another make named (allowing the make's own aliases, e.g. chevy for chevrolet).
  for (const m of MAKES) {
    if (
      new RegExp(`\\b${m}\\b`).test(t) &&
      !make.includes(m) &&
      !(m === 'chevy' && make.includes('chevrolet')) &&
      !(m === 'vw' && make.includes('volkswagen'))
    )
      out.add('make');
  }
  // A model year stated for the car: "2015 civic", "a 2015 model".
  if (v.year) {
    for (const m of t.matchAll(/\b(19[5-9]\d|20[0-4]\d)\s+(model|[a-z]+)/g)) {
      const word = m[2]!;
      if (Number(m[1]) !== v.year && (word === 'model' || word === model || MAKES.includes(word) || word === make))
        out.add('year');
    }
  }
  if (v.mileage != null && mileageContradicted(t, v.mileage)) out.add('mileage');
  // A title brand other than the listed title status.
  if (v.titleStatus) {
    const status = v.titleStatus.toLowerCase();
    for (const brand of TITLE_BRANDS)
      if (new RegExp(`\\b${brand}\\s+title\\b`).test(t) && !status.includes(brand)) out.add('title');
  }
  if (v.transmission) {
    // "7-speed manual" is a manual as much as "Manual" is.
    const manual = /\bmanual\b/i.test(v.transmission);
    const saysManual = says(t, /\b(manual (transmission|gearbox)|stick[- ]?shift|\d-speed manual|six-speed manual)\b/);
    const saysAuto = says(t, /\b(automatic (transmission|gearbox)|cvt|dual[- ]clutch|\d-speed automatic)\b/);
    if ((manual && saysAuto) || (!manual && saysManual && v.transmission.toLowerCase() !== 'other'))
      out.add('transmission');
  }
  if (v.fuelType) {
    const fuel = v.fuelType.toLowerCase();
    const electric = fuel === 'electric';
    if (
      (fuel !== 'diesel' && says(t, /\bdiesel\b/)) ||
      (!fuel.includes('hybrid') && says(t, /\b(hybrid|plug-in)\b/)) ||
      (!electric && says(t, /\b(fully electric|all-electric|battery[- ]electric|electric (car|vehicle))\b/)) ||
      (electric && says(t, /\b(gasoline|petrol|gas engine|oil changes?|v6|v8)\b/))
    )
      out.add('fuel');
  }
  const group = v.drivetrain ? driveGroup(v.drivetrain) : null;
  if (group) for (const [re, g] of DRIVE_WORDS) if (g !== group && says(t, re)) out.add('drivetrain');
  if (v.exteriorColor && colourContradicted(t, v.exteriorColor, 'paint|paintwork|exterior|finish|car|truck|suv'))
    out.add('colour');
  if (v.interiorColor && colourContradicted(t, v.interiorColor, 'interior|seats|upholstery|leather|cloth'))
    out.add('colour');
  const owners = ownersOf(answers?.get('title.owners'));
  if (owners) for (const [re, n] of OWNER_CLAIMS) if (n !== owners && says(t, re)) out.add('owners');
  const accident = answers?.get('accidents.accident')?.toLowerCase();
  if (accident && accident !== 'not sure') {
    const never = accident === 'never';
    const saysNone =
      /\b(no accidents?|accident[- ]free|never (been )?in an accident|never crashed|no collisions?)\b/.test(t);
    const saysSome = says(
      t,
      /\b((had|was in|been in) an? (minor |major |small )?(accident|collision|crash)|accident damage|collision repair|rear-ended)\b/,
    );
    if ((never && saysSome) || (!never && saysNone)) out.add('accidents');
  }
  return [...out];
}

/** Does the text agree with every field it mentions? */
export function keepsFacts(text: string, facts: ListingFacts, answers?: EnrichAnswers): boolean {
  return contradictions(text, facts, answers).length === 0;
}

/**
 * An odometer reading other than the mileage ("odometer shows 95,000"), or work done at more miles than the car
 * has ("replaced at 95,000 miles" on a 42,000-mile car). Intervals and ranges ("every 5,000 miles", "330 miles of
 * range", "warranty to 100,000 miles") state no reading.
 */
function mileageContradicted(t: string, mileage: number): boolean {
  const miles = (raw: string, k: string | undefined) => Number(raw.replace(/[,.]/g, '')) * (k ? 1000 : 1);
  const off = (n: number) => Number.isFinite(n) && Math.abs(n - mileage) > Math.max(1000, mileage * 0.02);
  const reading =
    /\b(?:odometer|odo|clock)\D{0,20}([\d,.]+)\s*(k\b)?|\b([\d,.]+)\s*(k\b)?\s*(?:miles|mi)\s+on\s+(?:it|the (?:odometer|clock))/g;
  for (const m of t.matchAll(reading)) {
    const raw = m[1] ?? m[3] ?? '';
    if (raw.replace(/[,.]/g, '') && off(miles(raw, m[2] ?? m[4]))) return true;
  }
  const done =
    /\b(?:replaced|changed|done|serviced|rebuilt|installed|bought|fitted)\s+(?:at|around)\s+([\d,.]+)\s*(k\b)?/g;
  for (const m of t.matchAll(done)) {
    const n = miles(m[1]!, m[2]);
    if (Number.isFinite(n) && n > mileage + Math.max(1000, mileage * 0.02)) return true;
  }
  return false;
}

/** A colour stated for the paint or the interior ("red paint", "painted blue", "grey seats") other than the field. */
function colourContradicted(t: string, field: string, nouns: string): boolean {
  const own = field.toLowerCase().replace('grey', 'gray');
  const re = new RegExp(`\\b(${COLOUR_ALTERNATION})\\s+(?:${nouns})\\b|\\bpainted\\s+(${COLOUR_ALTERNATION})\\b`, 'g');
  for (const m of t.matchAll(re)) {
    const colour = (m[1] ?? m[2]!).replace('grey', 'gray');
    if (!own.includes(colour) && !denied(t, m.index)) return true;
  }
  return false;
}
