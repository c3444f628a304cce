import type { ListingFacts } from '../../../adapters/ai/ai-engine';

/**
 * Does a seller's sentence agree with the vehicle fields? The writer quotes sellers' answers,
 * and a typo there ("my 2015 Civic", "clean title" on a salvage car) must not put a second,
 * contradicting fact in the listing. Checks only what the fields state: year before the make or
 * model, another make, odometer readings and title brands.
 */
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

export function keepsFacts(text: string, facts: ListingFacts): boolean {
  const t = text.toLowerCase();
  const v = facts.vehicle;
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
      return false;
  }
  // A model year stated for the car: "2015 civic", "a 2015 model".
  if (v.year) {
    for (const m of t.matchAll(/\b(19[5-9]\d|20[0-4]\d)\s+(model|[a-z]+)/g)) {
      const word = m[2]!;
      if (Number(m[1]) !== v.year && (word === 'model' || word === model || MAKES.includes(word) || word === make))
        return false;
    }
  }
  // An odometer reading other than the mileage.
  if (v.mileage != null) {
    const reading =
      /\b(?:odometer|odo|clock)\D{0,20}([\d,.]+)\s*(k\b)?|\b([\d,.]+)\s*(k\b)?\s*(?:miles|mi)\s+on\s+(?:it|the (?:odometer|clock))/g;
    for (const m of t.matchAll(reading)) {
      const raw = (m[1] ?? m[3] ?? '').replace(/[,.]/g, '');
      const miles = Number(raw) * (m[2] || m[4] ? 1000 : 1);
      if (raw && Number.isFinite(miles) && Math.abs(miles - v.mileage) > Math.max(1000, v.mileage * 0.02)) return false;
    }
  }
  // A title brand other than the listed title status.
  if (v.titleStatus) {
    const status = v.titleStatus.toLowerCase();
    for (const brand of TITLE_BRANDS)
      if (new RegExp(`\\b${brand}\\s+title\\b`).test(t) && !status.includes(brand)) return false;
  }
  return true;
}
