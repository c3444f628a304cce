/**
 * Which part of a listing a seller's answer belongs to, by what it is about rather than by its exact text (issue
 * 15). Sellers answer the guided questions, but also write their own FAQ ("Any rust?", "Has it been tracked?"),
 * file answers under another set, and correct the assistant in a buyer's words ("how many keys does it come w/").
 * Each slot is a guided question's "formId.key" (enrich.forms.ts), or one of the few topics the guided sets do not
 * ask about but buyers do (leaks), and is found by its cue words: stems and the synonyms sellers use for them.
 */

/** Cue patterns per slot; a question scores one point per pattern it matches. Inputs are lower case. */
const CUES: Record<string, RegExp[]> = {
  'condition.overall': [/\b(overall|general) condition\b/, /\bcondition\b|\bshape\b/],
  'condition.exterior': [
    /\b(rust\w*|dents?|dings?|scratch\w*|scuff\w*|chips?|paint\w*|body ?work|exterior|outside|clear coat|curb rash)\b/,
  ],
  'condition.interior': [/\b(interior|inside|seats?|upholstery|stains?|tears?|rips?|headliner|carpets?)\b/],
  'condition.mechanical': [
    /\b(mechanical\w*|warning lights?|check[- ]engine|engine light|noises?|rattles?|problems?|issues?|runs? (well|fine|good))\b/,
  ],
  'condition.smoker': [/\b(smok\w*|cigar\w*|vap(e|ed|ing)|pets?|dogs?|cats?)\b/],
  'condition.leaks': [
    /\b(leak\w*|drips?|damp|water (in|inside|comes))\b/,
    /\b(roof(?! rack| rails| bars)|soft ?top|hard ?top|top|convertible)\b/,
  ],
  'maintenance.records': [/\b(records?|receipts?|service history|maintenance history|carfax|autocheck)\b/],
  'maintenance.lastService': [/\b(servic\w*|maintenance|maintained|tune[- ]?up|up to date)\b/],
  'maintenance.oil': [/\boil\b/],
  'maintenance.battery': [/\b(battery|batteries|range|degradation|state of health|cells?)\b/],
  'maintenance.charging': [/\b(charg(er|ers|ing)|cable|plug|wall ?box|evse|level 2)\b/],
  'maintenance.majorWork': [/\b(major work|repairs?|rebuil\w*|clutch|suspension|head gasket|work done)\b/],
  'maintenance.timingBelt': [/\btiming (belt|chain)\b|\bbelt\b/],
  'accidents.accident': [/\b(accidents?|collisions?|crash\w*|wreck\w*|fender[- ]benders?)\b/],
  'accidents.details': [/\bwhat happened\b|\bwho (repaired|fixed)\b/],
  'accidents.flood': [/\b(flood\w*|fire|hail|water damage|submerged)\b/],
  'accidents.airbags': [/\bair ?bags?\b/],
  'title.inHand': [/\b(title|pink slip|in your name)\b/],
  'title.lien': [/\b(loan|lien|financed|payoff|owe|still owe)\b/],
  'title.owners': [/\bowners?\b(?!'?s manual)|\bowned by\b/],
  'title.registration': [/\b(registration|registered|smog|emissions?|tags|plates?|state inspection)\b/],
  'tires.age': [/\b(tires?|tyres?|rubber)\b/],
  // "Tyre tread?" is about tread more than about tires: the tire word scores here (and for the spare) too, so
  // the specific slot wins over tires.age.
  'tires.tread': [/\btread\b/, /\b(tires?|tyres?)\b/],
  'tires.brakes': [/\b(brakes?|pads?|rotors?)\b/],
  'tires.spare': [/\bspare\b(?! keys?| fobs?)|\brepair kit\b|\bjack\b/, /\b(tires?|tyres?)\b/],
  'keys.count': [/\b(keys?|fobs?|remotes?)\b(?! start)/, /\bspare (key|fob)s?\b/],
  'keys.manuals': [/\bowner'?s manual\b|\bmanuals\b|\bhandbook\b|\bbooklet\b/],
  'keys.extras': [/\b(included|includes?|comes? with|extras?|accessor\w*|floor mats?|mats|roof rack|car seat)\b/],
  'keys.modifications': [/\b(mods?|modifi\w*|aftermarket|stock|tuned|lifted|lowered|upgrades?|exhaust|tint\w*)\b/],
  'reason.why': [/\b(why (are you |is it |you'?re )?sell\w*|reason\w*)\b/],
  'reason.ownedFor': [/\bhow long\b[^?]*\b(own\w*|had it)\b/],
  'reason.usage': [
    /\b(driven|commut\w*|highway|city|daily|weekends?|track\w*|rac(ed|ing)|autocross|off[- ]?road\w*|tow(ed|ing)?|hauled?)\b/,
  ],
  'test-drives.when': [/\b(availab\w*|test[- ]drives?|see it|viewing|come by)\b/],
  'test-drives.where': [/\b(where|meet|meeting|located|location)\b/],
  'test-drives.license': [/\b(licen[cs]e|insurance|insured|id)\b/],
  'test-drives.inspection': [/\b(pre-?purchase|ppi|mechanic|inspect\w*)\b/],
  'price.flexibility': [/\b(negotiab\w*|flexible|firm|best price|obo|offers?)\b/],
  'price.why': [/\bpric(e|ed|ing)\b/],
  'price.payment': [/\b(pay|payment|cash|cashier'?s?|zelle|venmo|wire|escrow|financing)\b/],
  'price.tradeIn': [/\btrade[- ]?ins?\b|\btrade\b/],
};

/** Where an answer filed under a set, but about nothing the cues know, is told: the set's catch-all question. */
const SET_DEFAULT: Record<string, string> = {
  condition: 'condition.mechanical',
  maintenance: 'maintenance.majorWork',
  accidents: 'accidents.details',
  title: 'title.registration',
  tires: 'tires.brakes',
  keys: 'keys.extras',
  reason: 'reason.why',
  'test-drives': 'test-drives.when',
  price: 'price.flexibility',
};

/** A short lead for an answer whose question is asked of the seller ("Do you accept Zelle?" → "Payment: ..."). */
export const SLOT_LABELS: Record<string, string> = {
  'condition.overall': 'Condition',
  'condition.exterior': 'On the outside',
  'condition.interior': 'Inside',
  'condition.mechanical': 'Mechanically',
  'condition.smoker': 'Smoking and pets',
  'condition.leaks': 'Leaks',
  'maintenance.records': 'Service records',
  'maintenance.lastService': 'Service',
  'maintenance.oil': 'Oil changes',
  'maintenance.battery': 'Battery',
  'maintenance.charging': 'Charging',
  'maintenance.majorWork': 'Work done',
  'maintenance.timingBelt': 'Timing belt',
  'accidents.accident': 'Accidents',
  'accidents.details': 'What happened',
  'accidents.flood': 'Flood, fire or hail',
  'accidents.airbags': 'Airbags',
  'title.inHand': 'Title',
  'title.lien': 'Loan',
  'title.owners': 'Owners',
  'title.registration': 'Registration',
  'tires.age': 'Tires',
  'tires.tread': 'Tread',
  'tires.brakes': 'Brakes',
  'tires.spare': 'Spare',
  'keys.count': 'Keys',
  'keys.manuals': 'Owner’s manual',
  'keys.extras': 'Also included',
  'keys.modifications': 'Modifications',
  'reason.why': 'Why it is for sale',
  'reason.ownedFor': 'Owned for',
  'reason.usage': 'How it was driven',
  'test-drives.when': 'Test drives',
  'test-drives.where': 'Meeting place',
  'test-drives.license': 'Before a test drive',
  'test-drives.inspection': 'Inspection',
  'price.flexibility': 'Price',
  'price.why': 'Price',
  'price.payment': 'Payment',
  'price.tradeIn': 'Trade-ins',
};

const hits = (text: string, cues: RegExp[]) => cues.filter((c) => c.test(text)).length;

/**
 * The slot an answer belongs to, or null when it is about nothing the slots know (it is then told on its own).
 * The question decides; its set breaks a tie and places a question the cues do not know; the answer's words are
 * heard only when neither question nor set says anything ("Anything else?" "New tires in May").
 */
export function slotFor(question: string | null, category: string | null, answer: string): string | null {
  const q = (question ?? '').toLowerCase().replace(/[’`]/g, "'");
  const a = answer.toLowerCase().replace(/[’`]/g, "'");
  let best: string | null = null;
  let bestScore = 0;
  for (const [slot, cues] of Object.entries(CUES)) {
    const inQuestion = hits(q, cues);
    if (!inQuestion) continue;
    // The set counts for less than one cue, so it only breaks ties between slots the question names.
    const score = inQuestion * 2 + (slot.startsWith(`${category ?? ''}.`) ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [slot, score];
  }
  if (best) return best;
  if (category && SET_DEFAULT[category]) return SET_DEFAULT[category];
  for (const [slot, cues] of Object.entries(CUES)) {
    const inAnswer = hits(a, cues);
    if (inAnswer > bestScore) [best, bestScore] = [slot, inAnswer];
  }
  return best;
}
