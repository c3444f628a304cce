import type { PriceConfidence, PriceEstimate } from './pricing.schema';
import { weightedQuantile, type Weighted } from './pricing.math';

/**
 * How sure an estimate is (issue 15; decision 027): from how many comparables counted, how far
 * apart their adjusted prices are, and the method. A seller deciding on a price, or a buyer
 * weighing an offer, should know when "market value" rests on two cars.
 *
 * - low: the depreciation model alone (fewer than 3 comparables), fewer than CONFIDENCE_MIN_MEDIUM
 *   comparables, or a spread above SPREAD_WIDE;
 * - high: comparables alone (8 or more) with a spread of at most SPREAD_FIRM;
 * - medium: everything between.
 */
export const CONFIDENCE_MIN_MEDIUM = 4;
export const CONFIDENCE_MIN_HIGH = 8;
/**
 * Spread = interquartile range of the adjusted prices ÷ their median. For roughly normal prices
 * the IQR is 1.35 standard deviations, so 0.15 is prices within about ±11% (one standard
 * deviation) of the middle, 0.30 about ±22%: beyond that "market value" is a guess.
 */
export const SPREAD_FIRM = 0.15;
export const SPREAD_WIDE = 0.3;
/**
 * The range is never narrower than this half-width (share of the value) at each confidence: an
 * IQR of four cars can be narrow by luck, and a narrow range reads as precision we do not have.
 */
export const MIN_HALF_WIDTH: Record<PriceConfidence, number> = { high: 0.05, medium: 0.08, low: 0.12 };

/**
 * Relative spread of the adjusted prices that counted: weighted IQR ÷ weighted median. With
 * fewer than 2 points there is no spread to measure: `fallback` (the depreciation model's own
 * assumed range, its high − low over value).
 */
export function relativeSpread(points: Weighted[], fallback: number): number {
  if (points.length < 2) return fallback;
  const median = weightedQuantile(points, 0.5);
  if (!(median > 0)) return fallback;
  return (weightedQuantile(points, 0.75) - weightedQuantile(points, 0.25)) / median;
}

/** The confidence of an estimate (rules above). */
export function priceConfidence(f: {
  method: PriceEstimate['method'];
  comparableCount: number;
  spread: number;
}): PriceConfidence {
  if (f.method === 'depreciation' || f.comparableCount < CONFIDENCE_MIN_MEDIUM || f.spread > SPREAD_WIDE) return 'low';
  if (f.method === 'comparables' && f.comparableCount >= CONFIDENCE_MIN_HIGH && f.spread <= SPREAD_FIRM) return 'high';
  return 'medium';
}

export const CONFIDENCE_LABELS: Record<PriceConfidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

const cars = (n: number) => `${n} similar ${n === 1 ? 'car' : 'cars'}`;

/**
 * One plain sentence a seller or buyer reads as it is: what the estimate rests on and how much
 * to lean on it. Thin data is said first and without hedging.
 */
export function confidenceText(f: {
  method: PriceEstimate['method'];
  comparableCount: number;
  spread: number;
  confidence: PriceConfidence;
}): string {
  const n = f.comparableCount;
  if (f.method === 'depreciation') {
    return n === 0
      ? 'No similar cars on Revy right now: this estimate comes from typical depreciation, so treat it as a rough guide.'
      : `Only ${cars(n)} on Revy: this estimate comes from typical depreciation, so treat it as a rough guide.`;
  }
  if (n < CONFIDENCE_MIN_MEDIUM) return `Only ${cars(n)}: treat this as a rough guide.`;
  const base = `Based on ${cars(n)} listed or sold in the last 12 months`;
  if (f.spread > SPREAD_WIDE) return `${base}, but their prices are far apart, so treat this as a rough guide.`;
  if (f.confidence === 'high') return `${base}; prices are close together, so this estimate is firm.`;
  if (f.method === 'blend')
    return `${base}: not many, so it leans partly on typical depreciation; treat the range as a guide.`;
  return `${base}; prices vary quite a bit, so treat the range as a guide rather than a firm number.`;
}

/**
 * The short form for a deal badge, which carries the confidence and the count but not the spread
 * or method: the listing page says how sure the rating is without a second request.
 */
export function dealConfidenceText(d: { confidence: PriceConfidence; comparableCount: number }): string {
  const n = d.comparableCount;
  if (n === 0) return 'No similar cars on Revy right now: a rough guide from typical depreciation.';
  if (n < CONFIDENCE_MIN_MEDIUM) return `Only ${cars(n)}: treat this as a rough guide.`;
  if (d.confidence === 'high') return `Based on ${cars(n)} with prices close together: a firm estimate.`;
  if (d.confidence === 'medium') return `Based on ${cars(n)}: treat the range as a guide.`;
  return `Based on ${cars(n)} with prices far apart: treat this as a rough guide.`;
}
