/**
 * Tokens for retrieval: lower-cased words, phrases folded to one concept, vehicle-domain
 * synonyms folded to one canonical word, stop words dropped. The same function reads buyer
 * questions and the facts, so "odometer" in a question meets "miles" in a fact.
 */

/** Phrases first: "gas mileage" is fuel economy, not the odometer; "owner's manual" is not a gearbox. */
const PHRASES: [RegExp, string][] = [
  [/\bgas mileage\b|\bfuel (economy|consumption|efficiency)\b|\bmiles per gallon\b|\bmpg\b/g, ' mpg '],
  [/\bowner'?s? manuals?\b|\bmanuals? for the car\b/g, ' ownersmanual '],
  [/\boil changes?\b/g, ' service '],
  [/\bpink slip\b/g, ' title '],
  [/\bfender bender\b/g, ' accident '],
  [/\b(all|four|4)[ -]wheel[ -]drive\b|\b(4x4|4wd|awd)\b/g, ' drivetrain awd '],
  [/\b(front|rear)[ -]wheel[ -]drive\b|\b(fwd|rwd)\b/g, ' drivetrain '],
  [/\bcheck[ -]engine\b|\bwarning lights?\b|\bdashboard lights?\b/g, ' warninglight mechanical '],
  [/\btiming (belt|chain)\b/g, ' timingbelt '],
  [/\bspare (tire|tyre|wheel)\b/g, ' sparetire '],
  [/\btrade[ -]?ins?\b/g, ' tradein '],
  [/\bhow old\b/g, ' age '],
  [/\bhow long have you (had|owned)\b|\bhow long (has|have) (it|you)\b/g, ' ownedfor '],
  [/\bwhy (are|is) (you|the seller|he|she|they) selling\b|\bwhy sell\b|\breason for selling\b/g, ' sellreason '],
  [/\bhow many (people|passengers)\b/g, ' seats '],
  [/\bfloor mats?\b|\broof rack\b/g, ' extras '],
  [/\bclean title\b/g, ' title clean '],
  [/\bwhere is (it|the car|the vehicle)\b|\bwhere('s| is) it located\b/g, ' location '],
  [/\bhow much\b/g, ' price '],
];

/** Canonical word for each synonym (left: what people write; right: the concept). */
const SYNONYM_GROUPS: Record<string, string[]> = {
  mileage: [
    'mile',
    'miles',
    'mileage',
    'odometer',
    'odo',
    'km',
    'kms',
    'kilometer',
    'kilometers',
    'kilometre',
    'kilometres',
    'driven',
    'clock',
  ],
  accident: [
    'accident',
    'accidents',
    'collision',
    'collisions',
    'crash',
    'crashed',
    'crashes',
    'wreck',
    'wrecked',
    'damage',
    'damaged',
    'totaled',
    'totalled',
    'hit',
  ],
  service: [
    'service',
    'oil',
    'serviced',
    'servicing',
    'maintenance',
    'maintained',
    'records',
    'record',
    'history',
    'dealer',
    'tuneup',
  ],
  tire: ['tire', 'tires', 'tyre', 'tyres', 'tread', 'treads'],
  title: [
    'title',
    'titled',
    'lien',
    'liens',
    'loan',
    'payoff',
    'financed',
    'owe',
    'owed',
    'salvage',
    'rebuilt',
    'branded',
  ],
  transmission: [
    'transmission',
    'gearbox',
    'automatic',
    'manual',
    'stick',
    'cvt',
    'gears',
    'shift',
    'shifter',
    'clutch',
  ],
  drivetrain: ['drivetrain', 'awd', '4wd', '4x4', 'fwd', 'rwd'],
  color: ['color', 'colour', 'colors', 'colours', 'paint', 'painted', 'shade'],
  key: ['key', 'keys', 'fob', 'fobs', 'remote', 'remotes', 'keyless'],
  smoke: [
    'smoke',
    'smoker',
    'smokers',
    'smoked',
    'smoking',
    'cigarette',
    'cigarettes',
    'pet',
    'pets',
    'dog',
    'dogs',
    'cat',
    'cats',
    'odor',
    'odour',
    'smell',
    'smells',
  ],
  warranty: ['warranty', 'warranties', 'guarantee', 'guaranteed', 'coverage', 'cpo'],
  price: ['price', 'priced', 'cost', 'costs', 'asking', 'ask', 'pricing', 'dollars', 'expensive', 'worth'],
  engine: [
    'engine',
    'motor',
    'cylinder',
    'cylinders',
    'liter',
    'litre',
    'displacement',
    'horsepower',
    'hp',
    'v6',
    'v8',
    'turbo',
  ],
  fuel: ['fuel', 'gas', 'gasoline', 'petrol', 'diesel', 'hybrid', 'electric', 'ev', 'plugin'],
  body: [
    'body',
    'sedan',
    'suv',
    'truck',
    'pickup',
    'hatchback',
    'coupe',
    'wagon',
    'minivan',
    'van',
    'convertible',
    'crossover',
  ],
  seats: ['seat', 'seats', 'seating', 'passenger', 'passengers', 'seater'],
  doors: ['door', 'doors'],
  location: ['location', 'located', 'city', 'town', 'state', 'area'],
  photo: ['photo', 'photos', 'picture', 'pictures', 'pic', 'pics', 'image', 'images'],
  condition: ['condition', 'shape', 'overall'],
  owner: ['owner', 'owners', 'owned', 'hands'],
  registration: ['registration', 'registered', 'smog', 'emissions', 'tags', 'inspection', 'inspected', 'sticker'],
  brake: ['brake', 'brakes', 'pads', 'rotors', 'braking'],
  interior: ['interior', 'inside', 'cabin', 'upholstery', 'stains', 'stain', 'tears', 'torn'],
  exterior: ['exterior', 'outside', 'scratch', 'scratches', 'dent', 'dents', 'rust', 'rusty', 'ding', 'dings'],
  mechanical: [
    'mechanical',
    'problem',
    'problems',
    'issue',
    'issues',
    'fault',
    'faults',
    'leak',
    'leaks',
    'noise',
    'noises',
    'runs',
    'run',
    'running',
  ],
  payment: [
    'pay',
    'paying',
    'payment',
    'payments',
    'cash',
    'financing',
    'finance',
    'cashier',
    'zelle',
    'venmo',
    'wire',
    'check',
  ],
  equipment: ['feature', 'features', 'equipment', 'options', 'option', 'package', 'equipped', 'comes', 'loaded'],
  modification: [
    'modification',
    'modifications',
    'modified',
    'mod',
    'mods',
    'aftermarket',
    'tinted',
    'tint',
    'lifted',
    'tuned',
  ],
  flood: ['flood', 'flooded', 'water', 'hail', 'fire'],
  airbag: ['airbag', 'airbags', 'deployed'],
  battery: ['battery', 'range', 'charge', 'charging', 'charger', 'cable'],
  extras: ['extras', 'extra', 'accessories', 'accessory', 'included', 'includes', 'mats'],
  year: ['year', 'model year', 'years'],
  vin: ['vin', 'chassis'],
  trim: ['trim', 'version', 'edition'],
  usage: ['commute', 'commuter', 'highway', 'city driving', 'weekend', 'daily'],
  sellreason: ['sellreason', 'selling', 'sell', 'reason', 'why'],
};

const SYNONYMS = new Map<string, string>();
for (const [canonical, words] of Object.entries(SYNONYM_GROUPS)) for (const w of words) SYNONYMS.set(w, canonical);

const STOP_WORDS = new Set(
  `a an the is are was were be been being am do does did done have has had having it its it's this that these those there here
  i me my mine we us our you your yours he him his she her they them their what which who whom whose when where how
  of to in on at by for with from about as into over under up down out off and or but if then so than too very
  can could would should will shall may might must any some all each every no not just only also please tell know
  car vehicle one thing things get got much many does anything something hi hello hey thanks thank ok okay yes
  read reads say says said show shows look looks like give want need wondering wonder curious interested question
  mean come came now currently still really actually exactly roughly approximately around kind sort type whats
  there's theres isn't doesn't don't did didn't ever been had let find out sure quick`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light stemmer: enough to meet "repairs" with "repaired" without a dictionary. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('es') && !word.endsWith('ses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Lower-case, fold phrases and synonyms, drop stop words; numbers are kept as they are. */
export function tokenize(text: string): string[] {
  let t = ` ${text.toLowerCase().replace(/[’`]/g, "'")} `;
  for (const [re, concept] of PHRASES) t = t.replace(re, concept);
  const out: string[] = [];
  for (const raw of t.split(/[^a-z0-9']+/)) {
    const word = raw.replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (!word || STOP_WORDS.has(word)) continue;
    const synonym = SYNONYMS.get(word) ?? SYNONYMS.get(stem(word));
    out.push(synonym ?? stem(word));
  }
  return out;
}
