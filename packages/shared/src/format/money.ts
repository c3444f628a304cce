import { usdText } from './numbers';

/** Money and percentages as the product shows them (spec 9): $, en-US grouping, 0 decimals. */

export type MoneyOptions = { decimals?: number; fallback?: string };

/** `12500` -> `$12,500`. Input in dollars. Missing or non-finite values give `fallback` (''). */
export function formatMoney(
  dollars: number | null | undefined,
  { decimals = 0, fallback = '' }: MoneyOptions = {},
): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return fallback;
  return usdText(dollars, decimals);
}

/** `1250000` cents -> `$12,500`. The server keeps money in integer cents. */
export function formatMoneyCents(cents: number | null | undefined, options: MoneyOptions = {}): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return options.fallback ?? '';
  return formatMoney(cents / 100, options);
}

/** `0.125` -> `13%`. Input is a ratio (1 = 100%); 0 decimals by default. */
export function formatPercent(
  ratio: number | null | undefined,
  { decimals = 0, fallback = '' }: MoneyOptions = {},
): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return fallback;
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(ratio);
}
