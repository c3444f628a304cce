import { describe, expect, it } from 'vitest';
import { priceHint, type PriceHintMarket } from './price-hint';

const market: PriceHintMarket = {
  low: 18_000_00,
  value: 20_000_00,
  high: 22_000_00,
  confidence: 'high',
  comparableCount: 12,
};

describe('priceHint', () => {
  it('says how far above the range a price is, and what that means', () => {
    const h = priceHint(market, 23_500_00)!;
    expect(h).toMatchObject({ zone: 'above', outside: 1_500_00, fromValue: 3_500_00, tone: 'caution' });
    expect(h.headline).toBe('$1,500 above the market range: expect fewer buyers');
    expect(h.detail).toContain('$18,000–$22,000');
  });

  it('says how far below the range a price is', () => {
    const h = priceHint(market, 16_800_00)!;
    expect(h).toMatchObject({ zone: 'below', outside: 1_200_00, tone: 'caution' });
    expect(h.headline).toBe('$1,200 below the market range: it should go fast');
    expect(h.detail).toContain('leaving money on the table');
  });

  it('inside the range: at, under or over the typical price', () => {
    expect(priceHint(market, 20_100_00)!.headline).toBe(
      'Right at the typical price: a fair price buyers will recognise',
    );
    expect(priceHint(market, 19_000_00)!.headline).toBe(
      'In the market range, $1,000 under the typical price: priced to sell',
    );
    expect(priceHint(market, 21_250_00)!).toMatchObject({
      zone: 'inRange',
      outside: 0,
      tone: 'good',
      headline: 'In the market range, $1,300 over the typical price: fair, with room to negotiate',
    });
  });

  it('counts the range ends as inside it', () => {
    expect(priceHint(market, 18_000_00)!.zone).toBe('inRange');
    expect(priceHint(market, 22_000_00)!.zone).toBe('inRange');
    expect(priceHint(market, 22_000_01)!.zone).toBe('above');
  });

  it('rounds small differences to the dollar or ten, never to $0', () => {
    expect(priceHint(market, 22_000_40)!.headline).toBe('$1 above the market range: expect fewer buyers');
    expect(priceHint(market, 22_345_00)!.headline).toBe('$350 above the market range: expect fewer buyers');
  });

  it('puts the marker on the bar in order, within 0..100, moving with the price', () => {
    const a = priceHint(market, 19_000_00)!.bar;
    expect(a.low).toBeLessThan(a.price);
    expect(a.price).toBeLessThan(a.value);
    expect(a.value).toBeLessThan(a.high);
    const far = priceHint(market, 90_000_00)!.bar;
    expect(far.price).toBe(100);
    // The range stays where it is whatever the price.
    expect(far.low).toBe(a.low);
    expect(far.high).toBe(a.high);
    const cheap = priceHint(market, 500_00)!.bar;
    expect(cheap.price).toBe(0);
    expect(priceHint(market, 21_000_00)!.bar.price).toBeGreaterThan(priceHint(market, 20_000_00)!.bar.price);
  });

  it('says first when the data is thin', () => {
    const thin = priceHint({ ...market, confidence: 'low', comparableCount: 2 }, 23_500_00)!;
    expect(thin.detail).toMatch(/^Only a few similar cars/);
    const none = priceHint({ ...market, confidence: 'low', comparableCount: 0 }, 20_000_00)!;
    expect(none.detail).toMatch(/^No similar cars on Revy/);
    expect(priceHint({ ...market, confidence: 'medium' }, 20_000_00)!.detail).toMatch(/^Similar cars sell/);
  });

  it('gives nothing without a usable price or range', () => {
    for (const p of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(priceHint(market, p)).toBeNull();
    expect(priceHint({ ...market, low: 0 }, 20_000_00)).toBeNull();
    expect(priceHint({ ...market, high: 1 }, 20_000_00)).toBeNull();
  });
});
