import { describe, expect, it } from 'vitest';
import {
  BRAND_FACTORS,
  brandFactor,
  dealRating,
  depreciationValue,
  estimatePrice,
  fitMarket,
  genericCurveValue,
  mileageAdjustment,
  yearAdjustment,
  type MarketCar,
  type PricingCar,
} from './pricing.rules';
import { seededRandom } from '../common/seeded-random';
import { weightedQuantile } from './pricing.math';

const NOW = new Date('2025-06-01T00:00:00Z');

/**
 * The known answer: $32,000 new, 13% a year, and $0.08 a mile over 12,000 a year — not the
 * model's own formula, so the test checks the method rather than its arithmetic.
 */
const truth = (year: number, mileage: number) => {
  const age = 2025 - year + 0.5;
  return Math.round((32_000 * 0.87 ** age - 0.08 * (mileage - 12_000 * age)) * 100);
};

/** `count` cars of years car.year±3 with prices truth × (1 ± noise). */
function market(count: number, seed = 1, noise = 0.06): MarketCar[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const year = 2016 + Math.floor(r() * 7);
    const mileage = Math.round((2025 - year + 0.5) * (8_000 + r() * 8_000));
    return {
      listingId: `c${i}`,
      title: `${year} Toyota Camry`,
      year,
      mileage,
      price: Math.round(truth(year, mileage) * (1 + (r() * 2 - 1) * noise)),
      sold: i % 5 === 0,
    };
  });
}

const car = (over: Partial<PricingCar> = {}): PricingCar => ({
  listingId: 'me',
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  mileage: 60_000,
  ...over,
});

describe('adjustments', () => {
  it('moves a comparable with more excess miles up, and caps the move at 20%', () => {
    expect(mileageAdjustment({ year: 2019, mileage: 90_000 }, { year: 2019, mileage: 60_000 }, NOW)).toBeCloseTo(1.105);
    expect(mileageAdjustment({ year: 2019, mileage: 400_000 }, { year: 2019, mileage: 10_000 }, NOW)).toBe(1.2);
    // An older car with the expected extra 12,000 miles a year is not adjusted for them.
    expect(mileageAdjustment({ year: 2018, mileage: 72_000 }, { year: 2019, mileage: 60_000 }, NOW)).toBeCloseTo(1);
    expect(mileageAdjustment({ year: 2019, mileage: null }, { year: 2019, mileage: 60_000 }, NOW)).toBe(1);
  });

  it('moves an older comparable up by the retention per year', () => {
    expect(yearAdjustment(2017, 2019, 0.9)).toBeCloseTo(1 / 0.81);
    expect(yearAdjustment(2020, 2019, 0.9)).toBeCloseTo(0.9);
  });

  it('fits retention and the mileage rate of a market from its prices, with defaults when too few', () => {
    const shape = fitMarket(market(80, 3, 0.02), NOW);
    expect(shape.retention).toBeGreaterThan(0.85);
    expect(shape.retention).toBeLessThan(0.9);
    expect(shape.mileageRate).toBeGreaterThan(0.004);
    expect(fitMarket(market(4), NOW)).toEqual({ retention: 0.88, mileageRate: 0.0035 });
  });

  it('weighted quantiles follow the weights', () => {
    const pts = [
      { value: 1, weight: 1 },
      { value: 2, weight: 1 },
      { value: 3, weight: 10 },
    ];
    expect(weightedQuantile(pts, 0.5)).toBe(3);
    expect(weightedQuantile(pts, 0.05)).toBe(1);
  });
});

describe('estimatePrice on generated markets', () => {
  it.each([1, 2, 3, 4, 5])('lands within 4%% of the known value (market %d)', (seed) => {
    const me = car({ mileage: 45_000 + seed * 5_000 });
    const e = estimatePrice({ car: me, comparables: market(60, seed), now: NOW });
    const known = truth(me.year, me.mileage!);
    expect(e.method).toBe('comparables');
    expect(Math.abs(e.value - known) / known).toBeLessThan(0.04);
    expect(e.low).toBeLessThanOrEqual(e.value * 0.95);
    expect(e.high).toBeGreaterThanOrEqual(e.value * 1.05);
    expect(e.low).toBeLessThan(known);
    expect(e.high).toBeGreaterThan(known);
  });

  it('is not moved by outliers: placeholders and extra zeros', () => {
    const comps = market(40, 7);
    const clean = estimatePrice({ car: car(), comparables: comps, now: NOW });
    const junk: MarketCar[] = [
      ...comps,
      ...[1, 100, 500].map((p, i) => ({
        listingId: `low${i}`,
        title: 'x',
        year: 2019,
        mileage: 60_000,
        price: p * 100,
        sold: false,
      })),
      ...[1, 2, 3].map((i) => ({
        listingId: `high${i}`,
        title: 'x',
        year: 2019,
        mileage: 60_000,
        price: truth(2019, 60_000) * 10,
        sold: false,
      })),
    ];
    const dirty = estimatePrice({ car: car(), comparables: junk, now: NOW });
    expect(Math.abs(dirty.value - clean.value) / clean.value).toBeLessThan(0.03);
    expect(dirty.comparables.filter((c) => c.listingId.startsWith('low')).every((c) => c.weight === 0)).toBe(true);
    expect(dirty.comparables.filter((c) => c.listingId.startsWith('high')).every((c) => c.weight === 0)).toBe(true);
  });

  it('leaves itself out, and shows at most 50 comparables, the most similar first', () => {
    const comps = [
      ...market(80, 9),
      { listingId: 'me', title: 'me', year: 2019, mileage: 60_000, price: 1_000_00, sold: false },
    ];
    const e = estimatePrice({ car: car(), comparables: comps, now: NOW });
    // The far model years fit the market's shape least well; a few of them fall outside.
    expect(e.comparableCount).toBeGreaterThanOrEqual(72);
    expect(e.comparables).toHaveLength(50);
    expect(e.comparables.some((c) => c.listingId === 'me')).toBe(false);
    expect(e.comparables[0]!.weight).toBe(1);
  });

  it('with few comparables uses depreciation: fitted on the same make when it can', () => {
    const makeYears = [2016, 2018, 2020, 2022].map((year) => ({
      year,
      price: truth(year, 12_000 * (2025 - year + 0.5)),
      count: 30,
    }));
    const e = estimatePrice({ car: car(), comparables: market(2, 4), makeYears, now: NOW });
    expect(e.method).toBe('depreciation');
    const known = truth(2019, 60_000);
    expect(Math.abs(e.value - known) / known).toBeLessThan(0.06);
    expect(e.reasons.at(-1)).toBe('Only 2 similar cars on the market: estimated from typical depreciation');
    expect(depreciationValue(car(), makeYears, NOW).source).toBe('make');
  });

  it('with nothing at all uses the generic curve for the body type and make', () => {
    const e = estimatePrice({
      car: car({ make: 'Ford', bodyType: 'Pickup', mileage: null }),
      comparables: [],
      now: NOW,
    });
    expect(e.method).toBe('depreciation');
    // A mainstream make: $45,000 × 0.85 for the first year × 0.90 for each of the 5.5 further years.
    expect(e.value).toBe(Math.round(Math.round(45_000_00 * 0.85 * 0.9 ** 5.5) / 100) * 100);
    expect(e.high / e.value).toBeCloseTo(1.15, 2);
    expect(e.reasons).toContain('No similar cars on the market right now: estimated from typical depreciation');
    // The same pickup from a premium make is worth more, from an economy make less.
    const of = (make: string) => depreciationValue(car({ make, bodyType: 'Pickup', mileage: null }), [], NOW).value;
    expect(of('Cadillac') / of('Ford')).toBeCloseTo(BRAND_FACTORS.cadillac!, 5);
    expect(of('nissan ') / of('Ford')).toBeCloseTo(0.9, 5);
    expect(brandFactor('Mercedes-Benz')).toBe(1.45);
    expect(brandFactor('Unknown Motors')).toBe(1);
  });

  it('the generic curve keeps 85% after the first year and about half the new price at 5 years', () => {
    const retained = (year: number) => genericCurveValue({ year, make: 'Ford', bodyType: 'Sedan' }, NOW) / 28_000_00;
    expect(retained(2025)).toBeCloseTo(0.85, 5);
    // A 2020 car in mid-2025 counts as 5.5 years old: 0.85 × 0.90^4.5.
    expect(retained(2020)).toBeCloseTo(0.85 * 0.9 ** 4.5, 5);
    expect(retained(2020)).toBeGreaterThan(0.5);
    expect(retained(2020)).toBeLessThan(0.6);
  });

  it('prices familiar cars believably on the generic curve, with nothing on the market (late 2026)', () => {
    const late2026 = new Date('2026-11-15T00:00:00Z');
    const generic = (c: Partial<PricingCar>) => {
      const priced = car({ condition: 'Good', ...c });
      const typical = { ...priced, mileage: 12_000 * (2026 - priced.year + 0.5) };
      const e = estimatePrice({ car: typical, comparables: [], now: late2026 });
      expect(e.method).toBe('depreciation');
      return e.value;
    };
    const tesla = generic({ year: 2021, make: 'Tesla', model: 'Model 3', trim: 'Long Range', bodyType: 'Sedan' });
    expect(tesla).toBeGreaterThanOrEqual(18_000_00);
    expect(tesla).toBeLessThanOrEqual(30_000_00);
    const civic = generic({ year: 2018, make: 'Honda', model: 'Civic', trim: 'EX', bodyType: 'Sedan' });
    expect(civic).toBeGreaterThanOrEqual(10_000_00);
    expect(civic).toBeLessThanOrEqual(20_000_00);
  });

  it('blends between 3 and 7 comparables', () => {
    const e = estimatePrice({ car: car(), comparables: market(5, 11), now: NOW });
    expect(e.method).toBe('blend');
    expect(e.comparableCount).toBe(5);
    expect(e.reasons.at(-1)).toBe('Only 5 similar cars on the market: blended with typical depreciation');
  });

  it('condition moves the value and says so', () => {
    const comps = market(40, 5);
    const good = estimatePrice({ car: car(), comparables: comps, now: NOW });
    const excellent = estimatePrice({ car: car({ condition: 'Excellent' }), comparables: comps, now: NOW });
    expect(excellent.value / good.value).toBeCloseTo(1.05, 1);
    expect(excellent.reasons).toContain('Excellent condition: about 5% above the same car in good condition');
  });
});

describe('dealRating', () => {
  const e = { value: 20_000_00, low: 18_000_00, high: 22_000_00 };
  it.each([
    [17_000_00, 'great'],
    [17_000_01, 'good'],
    [19_399_99, 'good'],
    [19_400_00, 'fair'],
    [21_000_00, 'fair'],
    [21_000_01, 'high'],
    [24_000_00, 'high'],
    [24_000_01, 'overpriced'],
  ] as const)('%i cents is %s', (price, rating) => {
    expect(dealRating(price, e)).toBe(rating);
  });
});

describe('reasons and explanation', () => {
  it('says how far under similar cars it is and compares mileage', () => {
    const comps = market(60, 2);
    const base = estimatePrice({ car: car({ mileage: 30_000 }), comparables: comps, now: NOW });
    const e = estimatePrice({
      car: car({ mileage: 30_000, price: base.value - 1_200_00 }),
      comparables: comps,
      now: NOW,
    });
    expect(e.rating).toBe('good');
    expect(e.reasons[0]).toBe('Priced $1,200 under similar 2016–2022 Toyota Camrys');
    expect(e.reasons[1]).toMatch(/^Lower mileage than most \(30,000 vs \d\d,\d{3}\)$/);
    expect(e.reasons).toContainEqual(expect.stringMatching(/^\d+ recent sales among the comparables$/));
    expect(e.suggestedPrice % 100_00).toBe(0);
    expect(e.priceExplanation).toMatch(
      /^\d\d similar 2016–2022 Toyota Camrys listed or sold in the last 12 months put its market value at \$/,
    );
  });

  it('has no rating without a price', () => {
    expect(estimatePrice({ car: car(), comparables: market(20), now: NOW }).rating).toBeNull();
  });
});
