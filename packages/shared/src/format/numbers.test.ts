import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/seeded-random';
import { formatNumber, usdText } from './numbers';

const usd = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Prices, cents, halves, thirds, tiny and huge values, negatives, the classic binary near-halves. */
function samples(): number[] {
  const random = seededRandom(17);
  const fixed = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -0.5,
    -0.4,
    1.005,
    1.015,
    2.675,
    8.345,
    0.125,
    0.0005,
    0.0004999,
    999.995,
    9999.5,
    29800,
    29800.5,
    1234567.891,
    1e15,
    123456789012345.67,
    1e-7,
    1e21,
    5e-324,
    0.1 + 0.2,
    -12.5,
    -1234.5678,
  ];
  const drawn = Array.from({ length: 3000 }, (_, i) => {
    const r = random();
    if (i % 4 === 0) return Math.round(r * 200_000_00) / 100; // cents as dollars
    if (i % 4 === 1) return Math.round(r * 300_000); // mileage
    if (i % 4 === 2) return (r - 0.5) * 10 ** Math.floor(random() * 12); // any magnitude and sign
    return Math.floor(r * 100_000) + [0.5, 0.05, 0.005, 0.0005][i % 3]!; // halves at every place
  });
  return [...fixed, ...drawn];
}

describe('en-US numbers without Intl', () => {
  it.each([0, 2])('formats dollars exactly as Intl does with %i decimals', (decimals) => {
    const intl = usd(decimals);
    for (const n of samples()) expect(usdText(n, decimals), String(n)).toBe(intl.format(n));
  });

  it("formats numbers exactly as toLocaleString('en-US') does", () => {
    for (const n of samples()) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-US'));
  });

  it('gives the fallback for missing and non-finite values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined, { fallback: '—' })).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, { fallback: '?' })).toBe('?');
  });

  it('groups in threes', () => {
    expect(formatNumber(33100)).toBe('33,100');
    expect(usdText(1234567, 0)).toBe('$1,234,567');
    expect(usdText(-1200, 0)).toBe('-$1,200');
  });
});
