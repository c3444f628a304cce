import { formatMoneyCents } from '../format/money';
import type { PriceConfidence, PriceEstimate } from './pricing.schema';
import { weightedMedian } from './pricing.math';
import { CONDITION_FACTORS, expectedMileage, type MarketCar, type PriceRange, type PricingCar } from './pricing.car';

/** What the sentences of an estimate are made from (pricing.rules.ts estimatePrice). */
export type PricingFacts = {
  car: PricingCar;
  range: PriceRange;
  method: PriceEstimate['method'];
  /** Comparables that counted (outliers left out). */
  n: number;
  kept: MarketCar[];
  depreciationSource: 'make' | 'generic' | null;
  confidence: PriceConfidence;
  now: Date;
};

const miles = (m: number) => m.toLocaleString('en-US');
/** "Camrys", "3 Series", "CR-Vs": good enough for a sentence. */
const plural = (model: string) => (/s$/i.test(model) ? model : `${model}s`);

/** "similar 2018–2020 Toyota Camrys". */
export function comparablesPhrase(car: PricingCar, kept: MarketCar[]): string {
  const years = kept.map((c) => c.year);
  const lo = Math.min(...years, car.year);
  const hi = Math.max(...years, car.year);
  return `similar ${lo === hi ? lo : `${lo}–${hi}`} ${car.make} ${plural(car.model)}`;
}

/** Why the rating is what it is, in sentences a seller or buyer reads as they are. */
export function pricingReasons(f: PricingFacts): string[] {
  const { car, range, n } = f;
  const reasons: string[] = [];
  const against =
    f.method === 'depreciation'
      ? `the typical value of a ${car.year} ${car.make} ${car.model} of its age and mileage`
      : comparablesPhrase(car, f.kept);
  if (car.price) {
    const diff = car.price - range.value;
    if (Math.abs(diff) < range.value * 0.01)
      reasons.push(`Priced in line with ${against} (${formatMoneyCents(range.value)})`);
    else reasons.push(`Priced ${formatMoneyCents(Math.abs(diff))} ${diff < 0 ? 'under' : 'over'} ${against}`);
  }

  if (car.mileage != null) {
    const withMiles = f.kept.filter((c) => c.mileage !== null);
    if (withMiles.length >= 3) {
      const typical = weightedMedian(withMiles.map((c) => ({ value: c.mileage!, weight: 1 })));
      if (car.mileage < typical * 0.85)
        reasons.push(`Lower mileage than most (${miles(car.mileage)} vs ${miles(typical)})`);
      else if (car.mileage > typical * 1.15)
        reasons.push(`Higher mileage than most (${miles(car.mileage)} vs ${miles(typical)})`);
    } else {
      const expected = expectedMileage(car.year, f.now);
      if (car.mileage < expected * 0.85)
        reasons.push(`Lower mileage than typical for its age (${miles(car.mileage)} vs ${miles(expected)})`);
      else if (car.mileage > expected * 1.15)
        reasons.push(`Higher mileage than typical for its age (${miles(car.mileage)} vs ${miles(expected)})`);
    }
  }

  const factor = car.condition ? CONDITION_FACTORS[car.condition] : undefined;
  if (factor !== undefined && factor !== 1) {
    const pct = Math.round(Math.abs(factor - 1) * 100);
    reasons.push(
      `${car.condition} condition: about ${pct}% ${factor > 1 ? 'above' : 'below'} the same car in good condition`,
    );
  }

  const sold = f.kept.filter((c) => c.sold).length;
  if (sold > 0) reasons.push(`${sold} recent ${sold === 1 ? 'sale' : 'sales'} among the comparables`);

  if (f.method === 'depreciation') {
    reasons.push(
      n === 0
        ? 'No similar cars on the market right now: estimated from typical depreciation'
        : `Only ${n} similar ${n === 1 ? 'car' : 'cars'} on the market: estimated from typical depreciation`,
    );
  } else if (f.method === 'blend') {
    reasons.push(`Only ${n} similar cars on the market: blended with typical depreciation`);
  }
  return reasons;
}

/**
 * The price we suggest: the value less 2%, to the nearest $100 — still a fair price by the
 * rating, and just under the middle of the market so it stands out in a list sorted by price.
 */
export function suggestedPriceFor(range: PriceRange): number {
  return Math.round((range.value * 0.98) / 10_000) * 10_000;
}

/** The text for listing.priceExplanation: buyers read it, so it explains the number, not us. */
export function pricingExplanation(f: PricingFacts): string {
  const { car, range } = f;
  const adjusted = [
    car.mileage != null ? `its ${miles(car.mileage)} miles` : null,
    car.condition ? `${car.condition.toLowerCase()} condition` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const basis =
    f.method === 'depreciation'
      ? `Typical depreciation for a ${car.year} ${car.make} ${car.model}`
      : `${f.n} ${comparablesPhrase(car, f.kept)} listed or sold in the last 12 months${f.method === 'blend' ? ', together with typical depreciation,' : ''}`;
  return `${basis} put its market value at ${formatMoneyCents(range.value)} (range ${formatMoneyCents(range.low)}–${formatMoneyCents(range.high)})${
    adjusted ? `, adjusted for ${adjusted}` : ''
  }. Asking ${formatMoneyCents(suggestedPriceFor(range))} sits just under the middle of that range.${thinDataNote(f)}`;
}

/** Said plainly when the estimate is a rough guide (low confidence), so nobody reads it as firm. */
function thinDataNote(f: PricingFacts): string {
  if (f.confidence !== 'low') return '';
  if (f.n === 0) return ' No similar cars are on the market right now, so take this as a rough guide.';
  if (f.n < 4)
    return ` Only ${f.n} similar ${f.n === 1 ? 'car is' : 'cars are'} on the market, so take this as a rough guide.`;
  return ' Prices of similar cars are far apart, so take this as a rough guide.';
}
