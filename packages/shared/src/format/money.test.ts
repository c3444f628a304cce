import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCents, formatPercent } from './money';

describe('formatMoney', () => {
  it('uses $, en-US grouping and 0 decimals by default', () => {
    expect(formatMoney(12500)).toBe('$12,500');
    expect(formatMoney(1234567.89)).toBe('$1,234,568');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-300)).toBe('-$300');
  });

  it('shows decimals when asked', () => {
    expect(formatMoney(49, { decimals: 2 })).toBe('$49.00');
  });

  it('gives the fallback for missing values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, { fallback: '—' })).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('reads cents', () => {
    expect(formatMoneyCents(1250000)).toBe('$12,500');
    expect(formatMoneyCents(4999, { decimals: 2 })).toBe('$49.99');
    expect(formatMoneyCents(null, { fallback: '-' })).toBe('-');
  });
});

describe('formatPercent', () => {
  it('reads a ratio, 0 decimals by default', () => {
    expect(formatPercent(0.25)).toBe('25%');
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(0.125, { decimals: 1 })).toBe('12.5%');
    expect(formatPercent(null)).toBe('');
  });
});
