import type { Comparable, PriceEstimate } from './pricing.schema';
import type { DealRating } from './deal-rating';
import {
  clamp,
  weightedLine,
  weightedMad,
  weightedMedian,
  weightedPlane,
  weightedQuantile,
  type Weighted,
} from './pricing.math';
import { pricingReasons, pricingExplanation, suggestedPriceFor } from './pricing.text';
import { MIN_HALF_WIDTH, confidenceText, priceConfidence, relativeSpread } from './pricing.confidence';
import {
  CONDITION_FACTORS,
  ageYears,
  expectedMileage,
  type MakeYearPrice,
  type MarketCar,
  type PriceRange,
  type PricingCar,
} from './pricing.car';

// The car facts moved to pricing.car.ts; they stay part of this file's public surface.
export {
  CONDITION_FACTORS,
  MILES_PER_YEAR,
  ageYears,
  expectedMileage,
  type MakeYearPrice,
  type MarketCar,
  type PriceRange,
  type PricingCar,
} from './pricing.car';

/**
 * Market value of a used car from comparable listings (issue 6; decision 012 "Pricing").
 *
 * 1. Comparables: same make and model, model year ±3, for sale now or sold in the last 12 months.
 * 2. Each comparable's price is moved to our car: year (value retained per year) and mileage
 *    (share of the price per 1,000 miles of difference in *excess* mileage — miles above the
 *    12,000/year expected for its age — so the year step does not count typical miles twice;
 *    capped at ±20%), both fitted on the comparables when they allow it (fitMarket), else 12% a
 *    year and 0.35% per 1,000 miles; and condition (Excellent +5%, Good 0, Fair −8%, Poor −20%).
 * 3. Weights: 1/(1 + years apart) × 1/(1 + miles apart / 25,000) × 1.25 for the same trim ×
 *    1.5 for a sale (a real transaction, not an asking price).
 * 4. Value: the weighted median after dropping outliers (further than 3 robust standard
 *    deviations, at least 10%, from the first median); range: the weighted 25th–75th percentile,
 *    never narrower than ±5% (firm), ±8% (medium) or ±12% (low confidence; pricing.confidence.ts).
 * 5. Fewer than 8 comparables: blended with a depreciation model, by n/8; fewer than 3: the
 *    depreciation model alone. See depreciationValue.
 * Money in cents throughout.
 */

/** Share of the price per 1,000 miles of excess mileage. */
export const MILEAGE_RATE_PER_1000 = 0.0035;
export const MILEAGE_ADJUSTMENT_CAP = 0.2;
/** Value kept per year of age when the market says nothing better. */
export const DEFAULT_RETENTION = 0.88;
/** At least this many comparables: comparables only; fewer: blended; under MIN: depreciation. */
export const COMPARABLES_FULL = 8;
export const COMPARABLES_MIN = 3;
export const MIN_RANGE = 0.05;
/** An adjusted price this far from the median (share of it) is never an outlier. */
export const OUTLIER_FLOOR = 0.15;
/** The depreciation model's own range, ± of its value. */
export const DEPRECIATION_RANGE = 0.15;
export const MAX_CHART_COMPARABLES = 50;
/**
 * Generic new prices (dollars) by body type, for the depreciation model when nothing of the same
 * make is on the market either: rough 2020s US averages of a mainstream make. A floor, not a
 * valuation.
 */
export const NEW_PRICE_BY_BODY: Record<string, number> = {
  Sedan: 28_000,
  Coupe: 32_000,
  Convertible: 40_000,
  Hatchback: 24_000,
  Wagon: 30_000,
  SUV: 36_000,
  Pickup: 45_000,
  Minivan: 38_000,
  Van: 42_000,
};
export const DEFAULT_NEW_PRICE = 32_000;
/**
 * The make's price level against NEW_PRICE_BY_BODY (a mainstream make, 1): what its cars cost new
 * and how well they hold value, in one rough factor. Economy makes list lower; Toyota, Honda and
 * Subaru keep more of their value; premium makes list about a third higher; German luxury makes
 * and Tesla about half again (a Model 3 Long Range listed near $47,000 against a $28,000 average
 * sedan); Porsche well above that. Keys are lower case; makes not listed count as mainstream.
 */
export const BRAND_FACTORS: Record<string, number> = {
  kia: 0.9,
  hyundai: 0.9,
  mitsubishi: 0.9,
  nissan: 0.9,
  fiat: 0.9,
  toyota: 1.1,
  honda: 1.1,
  subaru: 1.1,
  buick: 1.15,
  acura: 1.35,
  lexus: 1.35,
  volvo: 1.35,
  genesis: 1.35,
  lincoln: 1.35,
  cadillac: 1.35,
  infiniti: 1.35,
  bmw: 1.45,
  'mercedes-benz': 1.45,
  mercedes: 1.45,
  audi: 1.45,
  tesla: 1.45,
  'land rover': 1.45,
  jaguar: 1.45,
  porsche: 2.4,
};
export const brandFactor = (make: string | null | undefined) => BRAND_FACTORS[make?.trim().toLowerCase() ?? ''] ?? 1;
/**
 * The generic curve's retention: 85% of the new price after the first year (driving off the lot
 * and the first year's use), then 90% of the previous year's value for each further year. That
 * keeps about 56% at 5 years and 50% at 6, in line with typical US used-car retention (about half
 * of the new price after five years); the steeper 0.85 × 0.88^age it replaces kept 42% at 5.5
 * years and priced a 2021 Model 3 near $14,000 when such cars sell for $22,000-26,000.
 */
export const FIRST_YEAR_RETENTION = 0.85;
export const GENERIC_RETENTION = 0.9;

/** Whether a vehicle has what an estimate needs. */
export function canEstimate(v: { year?: number | null; make?: string | null; model?: string | null }): boolean {
  return !!v.year && !!v.make?.trim() && !!v.model?.trim();
}

/** Price factor for miles above (negative: below) what is expected for the age. */
export function excessMileageFactor(excessMiles: number): number {
  return 1 - clamp((MILEAGE_RATE_PER_1000 * excessMiles) / 1000, -MILEAGE_ADJUSTMENT_CAP, MILEAGE_ADJUSTMENT_CAP);
}

/** Multiplier moving a comparable's price to our car's mileage (1 when either is unknown). */
export function mileageAdjustment(
  comp: { year: number; mileage: number | null },
  car: { year: number; mileage?: number | null | undefined },
  now: Date,
  rate = MILEAGE_RATE_PER_1000,
): number {
  if (comp.mileage === null || car.mileage === null || car.mileage === undefined) return 1;
  const excess = (c: { year: number; mileage: number }) => c.mileage - expectedMileage(c.year, now);
  const diff = excess({ year: comp.year, mileage: comp.mileage }) - excess({ year: car.year, mileage: car.mileage });
  // The comparable has more excess miles than ours: ours is worth more, so its price goes up.
  return 1 + clamp((rate * diff) / 1000, -MILEAGE_ADJUSTMENT_CAP, MILEAGE_ADJUSTMENT_CAP);
}

/** Multiplier moving a price from `compYear` to `carYear` at `retention` per year. */
export const yearAdjustment = (compYear: number, carYear: number, retention = DEFAULT_RETENTION) =>
  retention ** (compYear - carYear);

export const conditionFactor = (condition: string | null | undefined) =>
  condition ? (CONDITION_FACTORS[condition] ?? 1) : 1;

/** How much a comparable counts before normalising (see the method above). */
export function similarityWeight(comp: MarketCar, car: PricingCar): number {
  const years = 1 / (1 + Math.abs(comp.year - car.year));
  const miles =
    comp.mileage === null || car.mileage == null ? 0.7 : 1 / (1 + Math.abs(comp.mileage - car.mileage) / 25_000);
  const trim = comp.trim && car.trim && comp.trim.trim().toLowerCase() === car.trim.trim().toLowerCase() ? 1.25 : 1;
  return years * miles * trim * (comp.sold ? 1.5 : 1);
}

export type MarketShape = { retention: number; mileageRate: number };

/**
 * Value retained per year and price lost per 1,000 excess miles, fitted on the comparables: a
 * weighted least-squares plane of log price (normalised to good condition) on model year and
 * excess mileage when they have both (10 or more with mileage, years and mileages that vary
 * independently), else a line on model year with the default mileage rate. The defaults when
 * they are too few (under 6) or one model year. Clamped (retention 0.75–0.97, 0.1–1% per 1,000
 * miles) so a thin market cannot claim cars gain value or halve every year.
 */
export function fitMarket(comps: MarketCar[], now: Date): MarketShape {
  const shape = { retention: DEFAULT_RETENTION, mileageRate: MILEAGE_RATE_PER_1000 };
  if (comps.length < 6 || new Set(comps.map((c) => c.year)).size < 2) return shape;
  const y = (c: MarketCar) => Math.log(c.price / conditionFactor(c.condition));
  const withMiles = comps.filter((c) => c.mileage !== null);
  const plane =
    withMiles.length >= 10
      ? weightedPlane(
          withMiles.map((c) => ({
            x: c.year,
            z: (c.mileage! - expectedMileage(c.year, now)) / 1000,
            y: y(c),
            weight: c.sold ? 1.5 : 1,
          })),
        )
      : null;
  if (plane) return { retention: clamp(Math.exp(-plane.b), 0.75, 0.97), mileageRate: clamp(-plane.c, 0.001, 0.01) };
  const line = weightedLine(
    comps.map((c) => {
      const miles = c.mileage === null ? 1 : excessMileageFactor(c.mileage - expectedMileage(c.year, now));
      return { x: c.year, y: y(c) - Math.log(miles), weight: c.sold ? 1.5 : 1 };
    }),
  );
  return line ? { ...shape, retention: clamp(Math.exp(-line.b), 0.75, 0.97) } : shape;
}

/** The generic curve's value (cents) at typical mileage and good condition. */
export function genericCurveValue(
  car: { year: number; make?: string | null; bodyType?: string | null | undefined },
  now: Date,
): number {
  const newPrice = (NEW_PRICE_BY_BODY[car.bodyType ?? ''] ?? DEFAULT_NEW_PRICE) * 100 * brandFactor(car.make);
  const further = Math.max(0, ageYears(car.year, now) - 1);
  return newPrice * FIRST_YEAR_RETENTION * GENERIC_RETENTION ** further;
}

/**
 * The depreciation model, for thin markets. With medians of the same make over at least two
 * model years (five listings or more): a log-linear fit of price on model year, read at our
 * year. Otherwise the generic curve (genericCurveValue): the body type's new price × the make's
 * factor × 0.85 for the first year × 0.90 per further year. Then our car's excess mileage and
 * condition.
 */
export function depreciationValue(
  car: PricingCar,
  makeYears: MakeYearPrice[],
  now: Date,
): { value: number; source: 'make' | 'generic' } {
  const usable = makeYears.filter((m) => m.count > 0 && m.price > 0);
  const line =
    new Set(usable.map((m) => m.year)).size >= 2 && usable.reduce((s, m) => s + m.count, 0) >= 5
      ? weightedLine(usable.map((m) => ({ x: m.year, y: Math.log(m.price), weight: m.count })))
      : null;
  const base = line ? Math.exp(line.a + line.b * car.year) : genericCurveValue(car, now);
  const miles = car.mileage == null ? 1 : excessMileageFactor(car.mileage - expectedMileage(car.year, now));
  return { value: Math.round(base * miles * conditionFactor(car.condition)), source: line ? 'make' : 'generic' };
}

/**
 * The rating of `price` against an estimate (documented in decision 012):
 * great ≤ low − 5% of value; good < value − 3%; fair up to value + 5%; high up to high + 10%
 * of value; overpriced above that.
 */
export function dealRating(price: number, e: PriceRange): DealRating {
  if (price <= e.low - 0.05 * e.value) return 'great';
  if (price < e.value * 0.97) return 'good';
  if (price <= e.value * 1.05) return 'fair';
  if (price <= e.high + 0.1 * e.value) return 'high';
  return 'overpriced';
}

export type EstimateInput = { car: PricingCar; comparables: MarketCar[]; makeYears?: MakeYearPrice[]; now: Date };

/** The estimate of one car: value, range, method, rating, reasons, suggestion and chart points. */
export function estimatePrice({ car, comparables, makeYears = [], now }: EstimateInput): PriceEstimate {
  const comps = comparables.filter((c) => c.listingId !== car.listingId && c.price > 0);
  const carCondition = conditionFactor(car.condition);
  const adjust = (c: MarketCar, shape: MarketShape) =>
    c.price *
    yearAdjustment(c.year, car.year, shape.retention) *
    mileageAdjustment(c, car, now, shape.mileageRate) *
    (carCondition / conditionFactor(c.condition));
  const weights = comps.map((c) => similarityWeight(c, car));
  // Outliers (a $1 placeholder, a typo'd extra zero) out twice: once on the default market
  // shape, so they cannot bend the fit, then again on the fitted one.
  const inliers = (shape: MarketShape) => {
    const all: Weighted[] = comps.map((c, i) => ({ value: adjust(c, shape), weight: weights[i]! }));
    const center = weightedMedian(all);
    const cutoff = Math.max(3 * 1.4826 * weightedMad(all, center), OUTLIER_FLOOR * center);
    return { all, keep: all.map((p) => Math.abs(p.value - center) <= cutoff) };
  };
  const first = inliers({ retention: DEFAULT_RETENTION, mileageRate: MILEAGE_RATE_PER_1000 });
  const shape = fitMarket(
    comps.filter((_, i) => first.keep[i]),
    now,
  );
  const { all, keep } = inliers(shape);
  const scored = comps.map((c, i) => ({ comp: c, adjusted: all[i]!.value, weight: weights[i]! }));
  const kept = scored.filter((_, i) => keep[i]);
  const points = kept.map((s) => ({ value: s.adjusted, weight: s.weight }));
  const n = kept.length;

  const compShare = n >= COMPARABLES_FULL ? 1 : n >= COMPARABLES_MIN ? n / COMPARABLES_FULL : 0;
  const method = compShare === 1 ? 'comparables' : compShare === 0 ? 'depreciation' : 'blend';
  let value: number;
  let lowRatio = 1 - DEPRECIATION_RANGE;
  let highRatio = 1 + DEPRECIATION_RANGE;
  const depreciation = compShare < 1 ? depreciationValue(car, makeYears, now) : null;
  if (compShare > 0) {
    const compValue = weightedMedian(points);
    const blendRatio = (r: number, dep: number) => compShare * r + (1 - compShare) * dep;
    lowRatio = blendRatio(weightedQuantile(points, 0.25) / compValue, lowRatio);
    highRatio = blendRatio(weightedQuantile(points, 0.75) / compValue, highRatio);
    value = compShare * compValue + (1 - compShare) * (depreciation?.value ?? compValue);
  } else {
    value = depreciation!.value;
  }
  // How sure (pricing.confidence.ts). The spread of the depreciation model alone is its own
  // assumed range; a blend's is the comparables' spread, which is what the count qualifies.
  const spread = relativeSpread(compShare > 0 ? points : [], 2 * DEPRECIATION_RANGE);
  const confidence = priceConfidence({ method, comparableCount: n, spread });
  // Whole dollars; the range rounded outwards and never narrower than the confidence allows
  // (±5% when firm, ±8%, ±12% when thin or spread): a falsely narrow range reads as precision.
  const halfWidth = Math.max(MIN_RANGE, MIN_HALF_WIDTH[confidence]);
  const rounded = Math.round(value / 100) * 100;
  const range: PriceRange = {
    value: rounded,
    low: Math.floor((rounded * Math.min(lowRatio, 1 - halfWidth)) / 100) * 100,
    high: Math.ceil((rounded * Math.max(highRatio, 1 + halfWidth)) / 100) * 100,
  };

  const maxWeight = Math.max(...scored.map((s) => s.weight), 1e-9);
  const keptIds = new Set(kept.map((s) => s.comp.listingId));
  const chart: Comparable[] = scored
    .map((s) => ({
      listingId: s.comp.listingId,
      title: s.comp.title,
      year: s.comp.year,
      mileage: s.comp.mileage,
      price: Math.round(s.comp.price),
      adjustedPrice: Math.round(s.adjusted),
      // Outliers stay on the chart, at weight 0: they did not count.
      weight: keptIds.has(s.comp.listingId) ? Math.round((s.weight / maxWeight) * 100) / 100 : 0,
      sold: s.comp.sold,
    }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_CHART_COMPARABLES);

  const facts = {
    car,
    range,
    method,
    n,
    kept: kept.map((s) => s.comp),
    depreciationSource: depreciation?.source ?? null,
    confidence,
    now,
  } as const;
  return {
    listingId: car.listingId,
    ...range,
    method,
    comparableCount: n,
    confidence,
    spread: Math.round(spread * 1000) / 1000,
    confidenceText: confidenceText({ method, comparableCount: n, spread, confidence }),
    rating: car.price ? dealRating(car.price, range) : null,
    reasons: pricingReasons(facts),
    suggestedPrice: suggestedPriceFor(range),
    priceExplanation: pricingExplanation(facts),
    comparables: chart,
    computedAt: now.toISOString(),
  };
}
