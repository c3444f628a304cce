import { describe, expect, it } from 'vitest';
import { estimatePrice, type MarketCar, type PricingCar } from './pricing.rules';
import { confidenceText, dealConfidenceText, priceConfidence, relativeSpread } from './pricing.confidence';
import { offerAgainstMarket } from './pricing.offer';
import { seededRandom } from '../common/seeded-random';

const NOW = new Date('2025-06-01T00:00:00Z');
const me: PricingCar = { listingId: 'me', year: 2019, make: 'Toyota', model: 'Camry', mileage: 60_000 };

/** `count` 2019 Camrys at 60,000 miles priced $20,000 × (1 ± noise): only the noise varies. */
function market(count: number, noise: number, seed = 1): MarketCar[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    listingId: `c${i}`,
    title: '2019 Toyota Camry',
    year: 2019,
    mileage: 60_000,
    price: Math.round(20_000_00 * (1 + (r() * 2 - 1) * noise)),
    sold: false,
  }));
}

const halfWidth = (e: { value: number; low: number; high: number }) =>
  Math.min(e.value - e.low, e.high - e.value) / e.value;

describe('price confidence', () => {
  it('is high with many comparables close together, and says the estimate is firm', () => {
    const e = estimatePrice({ car: me, comparables: market(14, 0.05), now: NOW });
    expect(e.method).toBe('comparables');
    expect(e.confidence).toBe('high');
    expect(e.spread).toBeLessThan(0.15);
    expect(e.confidenceText).toBe(
      'Based on 14 similar cars listed or sold in the last 12 months; prices are close together, so this estimate is firm.',
    );
    expect(e.priceExplanation).not.toMatch(/rough guide/);
  });

  it('is low with 2 comparables: depreciation alone, a rough guide, and a wider range', () => {
    const e = estimatePrice({ car: me, comparables: market(2, 0.02), now: NOW });
    expect(e.method).toBe('depreciation');
    expect(e.confidence).toBe('low');
    expect(e.comparableCount).toBe(2);
    expect(e.confidenceText).toMatch(/^Only 2 similar cars on Revy: .*rough guide\.$/);
    expect(e.priceExplanation).toMatch(/Only 2 similar cars are on the market, so take this as a rough guide\.$/);
    expect(halfWidth(e)).toBeGreaterThanOrEqual(0.12);
  });

  it('is low with 3 comparables even when they agree: the range is not falsely narrow', () => {
    const e = estimatePrice({ car: me, comparables: market(3, 0.005), now: NOW });
    expect(e.method).toBe('blend');
    expect(e.confidence).toBe('low');
    expect(e.confidenceText).toBe('Only 3 similar cars: treat this as a rough guide.');
    expect(halfWidth(e)).toBeGreaterThanOrEqual(0.12 - 0.005);
  });

  it('is low when many comparables are far apart, says so, and the range shows the spread', () => {
    const e = estimatePrice({ car: me, comparables: market(30, 0.4), now: NOW });
    expect(e.method).toBe('comparables');
    expect(e.spread).toBeGreaterThan(0.3);
    expect(e.confidence).toBe('low');
    expect(e.confidenceText).toMatch(/^Based on \d+ similar cars .*, but their prices are far apart, so treat this/);
    expect(e.priceExplanation).toMatch(/Prices of similar cars are far apart, so take this as a rough guide\.$/);
    expect((e.high - e.low) / e.value).toBeGreaterThan(0.3);
  });

  it('is medium for a blend, or for many comparables that vary', () => {
    const blend = estimatePrice({ car: me, comparables: market(6, 0.05), now: NOW });
    expect(blend.method).toBe('blend');
    expect(blend.confidence).toBe('medium');
    expect(blend.confidenceText).toMatch(/leans partly on typical depreciation/);
    expect(halfWidth(blend)).toBeGreaterThanOrEqual(0.08 - 0.005);
    const varied = estimatePrice({ car: me, comparables: market(20, 0.25, 3), now: NOW });
    expect(varied.spread).toBeGreaterThan(0.15);
    expect(varied.spread).toBeLessThanOrEqual(0.3);
    expect(varied.confidence).toBe('medium');
    expect(varied.confidenceText).toMatch(/prices vary quite a bit/);
  });

  it('narrows as the market firms up: more comparables never lower the confidence of an equally tight market', () => {
    const order = { low: 0, medium: 1, high: 2 } as const;
    let last = 0;
    for (const n of [0, 2, 3, 5, 8, 12, 40]) {
      const c = estimatePrice({ car: me, comparables: market(n, 0.04), now: NOW }).confidence;
      expect(order[c]).toBeGreaterThanOrEqual(last);
      last = order[c];
    }
    expect(last).toBe(2);
  });

  it('rules at the thresholds', () => {
    expect(priceConfidence({ method: 'comparables', comparableCount: 8, spread: 0.15 })).toBe('high');
    expect(priceConfidence({ method: 'comparables', comparableCount: 8, spread: 0.151 })).toBe('medium');
    expect(priceConfidence({ method: 'comparables', comparableCount: 8, spread: 0.301 })).toBe('low');
    expect(priceConfidence({ method: 'blend', comparableCount: 7, spread: 0.05 })).toBe('medium');
    expect(priceConfidence({ method: 'blend', comparableCount: 3, spread: 0.05 })).toBe('low');
    expect(priceConfidence({ method: 'depreciation', comparableCount: 0, spread: 0.3 })).toBe('low');
    expect(relativeSpread([{ value: 10, weight: 1 }], 0.3)).toBe(0.3);
    expect(confidenceText({ method: 'depreciation', comparableCount: 0, spread: 0.3, confidence: 'low' })).toMatch(
      /^No similar cars on Revy right now/,
    );
  });
});

describe('the badge sentence', () => {
  it.each([
    [
      { confidence: 'low', comparableCount: 0 },
      'No similar cars on Revy right now: a rough guide from typical depreciation.',
    ],
    [{ confidence: 'low', comparableCount: 2 }, 'Only 2 similar cars: treat this as a rough guide.'],
    [{ confidence: 'low', comparableCount: 1 }, 'Only 1 similar car: treat this as a rough guide.'],
    [
      { confidence: 'low', comparableCount: 30 },
      'Based on 30 similar cars with prices far apart: treat this as a rough guide.',
    ],
    [{ confidence: 'medium', comparableCount: 6 }, 'Based on 6 similar cars: treat the range as a guide.'],
    [
      { confidence: 'high', comparableCount: 14 },
      'Based on 14 similar cars with prices close together: a firm estimate.',
    ],
  ] as const)('%o', (badge, text) => {
    expect(dealConfidenceText(badge)).toBe(text);
  });
});

describe('an offer against the market range', () => {
  const range = { low: 18_000_00, high: 22_000_00 };
  it('says how far below or above, in words, and within at both edges', () => {
    expect(offerAgainstMarket(16_800_00, range)).toEqual({
      position: 'below',
      difference: 1_200_00,
      text: '$1,200 below the market range',
    });
    expect(offerAgainstMarket(18_000_00, range).text).toBe('Within the market range');
    expect(offerAgainstMarket(22_000_00, range).position).toBe('within');
    expect(offerAgainstMarket(22_800_00, range).text).toBe('$800 above the market range');
  });
});
