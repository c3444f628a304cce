/**
 * The product's equipment vocabulary: the chips a seller picks on the listing form (vehicle.equipment) and the
 * names the listing writer proposes as features (issue 15). One name per thing, so "Heated front seats" from a
 * VIN decode, "heated seats" in a seller's answer and the chip all read "Heated seats" and buyers' searches and
 * the listing page's chips meet them once.
 */

/** Equipment buyers filter and ask about most (the form's chips); sellers can add their own. */
export const COMMON_EQUIPMENT = [
  'Backup camera',
  'Bluetooth',
  'Apple CarPlay / Android Auto',
  'Navigation',
  'Heated seats',
  'Leather seats',
  'Sunroof / moonroof',
  'Keyless entry',
  'Remote start',
  'Adaptive cruise control',
  'Blind-spot monitoring',
  'Lane-keep assist',
  'Premium sound',
  'Third-row seating',
  'Tow package',
  'Alloy wheels',
  'New tires',
  'Roof rack',
] as const;

/**
 * Names and the wordings that mean them. A chip that names two things ("Apple CarPlay / Android Auto") is split
 * here, so a car with CarPlay alone is never said to have Android Auto; the chip itself also matches.
 */
const FEATURE_TERMS: { name: string; pattern: RegExp }[] = [
  { name: 'Apple CarPlay / Android Auto', pattern: /\bapple carplay \/ android auto\b/ },
  { name: 'Sunroof / moonroof', pattern: /\bsunroof \/ moonroof\b/ },
  { name: 'Backup camera', pattern: /\b(backup|back-up|rear[- ]?view|reversing|reverse) camera\b/ },
  { name: '360-degree camera', pattern: /\b(360(-degree)?|surround[- ]view|bird'?s[- ]eye) (camera|view)\b/ },
  { name: 'Bluetooth', pattern: /\bbluetooth\b/ },
  { name: 'Apple CarPlay', pattern: /\b(apple )?car ?play\b/ },
  { name: 'Android Auto', pattern: /\bandroid auto\b/ },
  { name: 'Navigation', pattern: /\b(navigation|nav system|built-in gps)\b/ },
  { name: 'Heated seats', pattern: /\bheated (front |rear )?seats?\b/ },
  { name: 'Ventilated seats', pattern: /\b(ventilated|cooled) (front )?seats?\b/ },
  { name: 'Heated steering wheel', pattern: /\bheated (steering )?wheel\b/ },
  { name: 'Leather seats', pattern: /\bleather(ette)? (seats?|interior|upholstery)\b/ },
  { name: 'Sunroof', pattern: /\bsun ?roof\b/ },
  { name: 'Moonroof', pattern: /\bmoon ?roof\b/ },
  { name: 'Panoramic roof', pattern: /\bpanoramic (sun|moon|glass )?roof\b/ },
  { name: 'Glass roof', pattern: /\bglass roof\b/ },
  { name: 'Keyless entry', pattern: /\b(keyless (entry|access)|smart key|proximity key)\b/ },
  { name: 'Push-button start', pattern: /\b(push[- ]button|keyless) (start|ignition)\b/ },
  { name: 'Remote start', pattern: /\bremote (engine )?start(er)?\b/ },
  { name: 'Adaptive cruise control', pattern: /\b(adaptive|radar|dynamic radar) cruise\b/ },
  { name: 'Blind-spot monitoring', pattern: /\bblind[- ]?spot\b/ },
  // A departure warning only beeps; keeping assist steers. Buyers ask which one, so they are two names.
  { name: 'Lane departure warning', pattern: /\blane[- ]departure (warning|alert)\b/ },
  { name: 'Lane-keep assist', pattern: /\blane[- ]?(keep(ing)?|centering|assist)\b|\blane[- ]departure prevention\b/ },
  { name: 'Forward collision warning', pattern: /\b(forward|front) collision (warning|alert)\b/ },
  { name: 'Automatic emergency braking', pattern: /\b(automatic|autonomous) emergency braking\b/ },
  { name: 'Rear automatic braking', pattern: /\brear (automatic|auto|autonomous) brak(e|ing)\b/ },
  { name: 'Rear cross-traffic alert', pattern: /\brear cross[- ]traffic (alert|warning)\b/ },
  { name: 'Parking sensors', pattern: /\bpark(ing)? (sensors|assist|aid)\b/ },
  {
    name: 'Premium sound',
    pattern: /\b(premium (sound|audio|stereo)|bose|harman kardon|jbl|burmester|mark levinson)\b/,
  },
  { name: 'Third-row seating', pattern: /\b(third|3rd)[- ]row\b/ },
  { name: 'Tow package', pattern: /\b(tow(ing)?|trailer) (package|pkg|prep)\b|\btrailer tow\b/ },
  { name: 'Tow hitch', pattern: /\b(tow|trailer) hitch\b|\bhitch receiver\b/ },
  { name: 'Brake controller', pattern: /\b(trailer )?brake controller\b/ },
  { name: 'Bedliner', pattern: /\bbed ?liner\b/ },
  { name: 'Tonneau cover', pattern: /\btonneau\b/ },
  { name: 'All-weather floor mats', pattern: /\b(all[- ]weather|weathertech|rubber) (floor )?(mats|liners)\b/ },
  { name: 'Winter tires', pattern: /\b(winter|snow) tires\b/ },
  { name: 'Alloy wheels', pattern: /\balloy (wheels|rims)\b/ },
  { name: 'Roof rack', pattern: /\broof (rack|bars|basket)\b|\bcross ?bars\b/ },
  { name: 'Roof rails', pattern: /\broof rails\b/ },
  { name: 'Power liftgate', pattern: /\bpower (lift ?gate|tailgate|hatch)\b/ },
  {
    name: 'Automatic high beams',
    pattern: /\b(auto(matic)?|adaptive|smart) high[- ]?beams?\b|\badaptive driving beam\b/,
  },
  { name: 'Adaptive headlights', pattern: /\b(adaptive|steering|swivel(l?ing)?|cornering) head ?(lights|lamps)\b/ },
  { name: 'Daytime running lights', pattern: /\bdaytime running (lights|lamps)\b/ },
  { name: 'Tire pressure monitoring', pattern: /\btire pressure monitor(ing)?\b|\btpms\b/ },
  { name: 'Head-up display', pattern: /\bhead[- ]up display\b/ },
  { name: 'Wireless charging', pattern: /\bwireless (phone )?charg(ing|er)\b/ },
];

/** A feature named after one of these words is denied, not claimed ("no roof rack", "without navigation"). */
const NEGATED = /\b(no|not|without|never|missing|needs?|broken|removed|lacks?)\b[^.,;:!?]{0,24}$/;

/** The vocabulary's names for what `text` (a seller's answer, an FAQ) says the car has, in order found. */
export function featuresIn(text: string): string[] {
  const t = text.toLowerCase();
  const found: { name: string; at: number }[] = [];
  for (const term of FEATURE_TERMS) {
    const m = term.pattern.exec(t);
    if (!m || NEGATED.test(t.slice(0, m.index))) continue;
    found.push({ name: term.name, at: m.index });
  }
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  // "Sunroof / moonroof" also matches "sunroof": the chip wins over its halves.
  return names.filter(
    (n, i) =>
      names.indexOf(n) === i &&
      !names.some((o) => o !== n && o.includes(' / ') && o.toLowerCase().includes(n.toLowerCase())),
  );
}

/**
 * One equipment item in the vocabulary's words ("Heated front seats" → "Heated seats"), or the item itself,
 * trimmed, when the vocabulary does not know it or it holds more than one thing.
 */
export function canonicalFeature(item: string): string {
  const names = featuresIn(item);
  return names.length === 1 ? names[0]! : item.trim();
}
