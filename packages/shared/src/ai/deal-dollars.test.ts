import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS } from '../listings/listing-options';
import { dealDifference, dealDifferenceBesideBadge, FAIR_PRICE_BAND } from './deal-dollars';
import { dealRating } from './pricing.rules';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('dealDifference', () => {
  it('says how far below or above the market value the price is, rounded like an estimate', () => {
    expect(dealDifference($(20_000), { value: $(21_234) })?.text).toBe('$1,200 below market');
    expect(dealDifference($(20_834), { value: $(20_000) })?.text).toBe('$830 above market');
    expect(dealDifference($(18_800), { value: $(20_000) })?.text).toBe('$1,200 below market');
    expect(dealDifference($(24_000), { value: $(20_000) })).toMatchObject({
      kind: 'above',
      amount: $(4_000),
      text: '$4,000 above market',
    });
    // $996 is $1,000 (not "$1,000" in $10 steps by chance: from $995 the step is $100).
    expect(dealDifference($(40_000), { value: $(40_996) })?.text).toBe('$1,000 below market');
  });

  it('calls a price within 2% of the value a fair price', () => {
    expect(dealDifference($(20_000), { value: $(20_000) })).toMatchObject({
      kind: 'fair',
      amount: 0,
      text: 'Fair price',
    });
    expect(dealDifference($(20_400), { value: $(20_000) })?.text).toBe('Fair price');
    expect(dealDifference($(19_600), { value: $(20_000) })?.text).toBe('Fair price');
    expect(dealDifference($(20_401), { value: $(20_000) })?.text).toBe('$400 above market');
    expect(dealDifference($(19_599), { value: $(20_000) })?.text).toBe('$400 below market');
  });

  it('gives the exact figures in its sentence', () => {
    expect(dealDifference($(20_000), { value: $(21_234) })?.detail).toBe(
      '$1,200 below market: asking price $20,000, estimated market value $21,234.',
    );
    expect(dealDifference($(20_000), { value: $(20_100) })?.detail).toBe(
      'Fair price: asking price $20,000, estimated market value $20,100.',
    );
  });

  it('says nothing without an asking price or an estimate', () => {
    expect(dealDifference(null, { value: $(20_000) })).toBeNull();
    expect(dealDifference(undefined, { value: $(20_000) })).toBeNull();
    expect(dealDifference($(20_000), null)).toBeNull();
    expect(dealDifference($(20_000), undefined)).toBeNull();
  });

  it('says nothing for zero, negative or non-numbers on either side', () => {
    for (const bad of [0, -1, -$(5_000), Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(dealDifference(bad, { value: $(20_000) }), `price ${bad}`).toBeNull();
      expect(dealDifference($(20_000), { value: bad }), `value ${bad}`).toBeNull();
    }
    expect(dealDifference($(20_000), { value: '20000' as unknown as number })).toBeNull();
  });

  it('handles huge amounts with grouping and no decimals', () => {
    expect(dealDifference(MAX_PRICE_CENTS, { value: 100 })?.text).toMatch(/^\$[\d,]+ above market$/);
    expect(dealDifference(100, { value: MAX_PRICE_CENTS })?.text).toMatch(/^\$[\d,]+ below market$/);
    expect(dealDifference($(3_000_000), { value: $(1_000_000) })?.text).toBe('$2,000,000 above market');
    expect(dealDifference(Number.MAX_SAFE_INTEGER, { value: 1 })?.kind).toBe('above');
  });

  it('handles tiny amounts: a few cents apart is fair, a few dollars on a cheap car is not', () => {
    expect(dealDifference(101, { value: 100 })?.text).toBe('Fair price');
    expect(dealDifference($(500), { value: $(520) })?.text).toBe('$20 below market');
    expect(dealDifference($(500), { value: $(503) })?.text).toBe('Fair price');
  });

  it('over every price and value: the direction is right, the amount is the difference rounded, the words parse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_PRICE_CENTS }),
        fc.integer({ min: 1, max: MAX_PRICE_CENTS }),
        (p, v) => {
          const d = dealDifference(p, { value: v })!;
          expect(d).not.toBeNull();
          const diff = p - v;
          if (d.kind === 'fair') {
            expect(d.text).toBe('Fair price');
            expect(Math.abs(diff) <= FAIR_PRICE_BAND * v || Math.abs(diff) < 500).toBe(true);
            return;
          }
          expect(d.kind).toBe(diff < 0 ? 'below' : 'above');
          expect(Math.abs(d.amount - Math.abs(diff))).toBeLessThanOrEqual(Math.abs(diff) >= 99_500 ? 5_000 : 500);
          expect(d.amount).toBeGreaterThan(0);
          expect(d.amount % 1_000).toBe(0);
          expect(d.text).toMatch(/^\$[1-9]\d{0,2}(,\d{3})* (below|above) market$/);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never calls a price fair that the rating calls good, great, high or overpriced (cars from $200)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: $(200), max: $(500_000) }),
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        fc.double({ min: 0.05, max: 0.3, noNaN: true }),
        (value, offset, spread) => {
          const price = Math.max(1, Math.round(value * (1 + offset)));
          const range = { value, low: Math.round(value * (1 - spread)), high: Math.round(value * (1 + spread)) };
          if (dealDifference(price, range)?.kind === 'fair') expect(dealRating(price, range)).toBe('fair');
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('dealDifferenceBesideBadge', () => {
  it('shows the dollars beside any badge, but not "Fair price" beside a Fair price badge', () => {
    expect(dealDifferenceBesideBadge($(20_000), { value: $(21_234), rating: 'good' })?.text).toBe(
      '$1,200 below market',
    );
    expect(dealDifferenceBesideBadge($(20_700), { value: $(20_000), rating: 'fair' })?.text).toBe('$700 above market');
    expect(dealDifferenceBesideBadge($(20_000), { value: $(20_000), rating: 'fair' })).toBeNull();
    // A badge computed before the price changed may disagree; the words follow today's price.
    expect(dealDifferenceBesideBadge($(20_000), { value: $(20_000), rating: 'high' })?.text).toBe('Fair price');
    expect(dealDifferenceBesideBadge($(20_000), null)).toBeNull();
    expect(dealDifferenceBesideBadge(null, { value: $(20_000), rating: 'fair' })).toBeNull();
  });
});
