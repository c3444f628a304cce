/**
 * en-US numbers without Intl. The product's number formats are fixed (en-US, spec 9), and the first Intl formatter a
 * page builds loads locale data: 35-100 ms on this machine, four times that on Lighthouse's phone, in the middle of
 * the first render. These give exactly what Intl gives (numbers.test.ts compares them over many values).
 */

/** `1234567` -> `1,234,567`: groups of three in a string of digits. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `abs` (finite, not negative) to `decimals` places, rounded half away from zero on its shortest decimal form, as
 * Intl rounds; null where that form is exponential (1e21 and up, or tiny), which the callers hand to Intl.
 */
function toDecimals(abs: number, decimals: number): { int: string; frac: string } | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [int = '0', frac = ''] = text.split('.');
  if (frac.length <= decimals) return { int, frac: frac.padEnd(decimals, '0') };
  const kept = int + frac.slice(0, decimals);
  const digits =
    frac.charCodeAt(decimals) >= 53 /* '5' */ ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const intLength = digits.length - decimals;
  return { int: digits.slice(0, intLength), frac: digits.slice(intLength) };
}

const isNegative = (n: number) => n < 0 || Object.is(n, -0);

/** `29800` -> `$29,800`, `-12.5` with 2 decimals -> `-$12.50`: Intl's en-US USD currency format. */
export function usdText(dollars: number, decimals: number): string {
  const parts = toDecimals(Math.abs(dollars), decimals);
  if (!parts)
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(dollars);
  return `${isNegative(dollars) ? '-' : ''}$${group(parts.int)}${decimals ? `.${parts.frac}` : ''}`;
}

/**
 * `33100` -> `33,100`, `1234.5678` -> `1,234.568`: what `value.toLocaleString('en-US')` shows (grouping, at most three
 * decimals, no trailing zeros). Missing or non-finite values give `fallback` ('').
 */
export function formatNumber(value: number | null | undefined, { fallback = '' }: { fallback?: string } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  const parts = toDecimals(Math.abs(value), 3);
  if (!parts) return value.toLocaleString('en-US');
  const frac = parts.frac.replace(/0+$/, '');
  return `${isNegative(value) ? '-' : ''}${group(parts.int)}${frac ? `.${frac}` : ''}`;
}
