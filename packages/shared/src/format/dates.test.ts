import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonthYear, formatRelative, formatTime } from './dates';

const utc = { timeZone: 'UTC' };
const at = '2025-01-05T15:04:00Z';

describe('date formats', () => {
  it('formats the medium day, with time, long day and 12-hour time', () => {
    expect(formatDate(at, utc)).toBe('Jan 5, 2025');
    expect(formatDateTime(at, utc)).toMatch(/^Jan 5, 2025,? 3:04\sPM$/);
    expect(formatLongDate(at, utc)).toBe('January 5, 2025');
    expect(formatTime(at, utc)).toMatch(/^3:04\sPM$/);
    expect(formatTime('2025-01-05T00:30:00Z', utc)).toMatch(/^12:30\sAM$/);
  });

  it('honours the time zone', () => {
    expect(formatTime(at, { timeZone: 'America/Los_Angeles' })).toMatch(/^7:04\sAM$/);
  });

  it('accepts dates and epoch numbers, and gives the fallback for bad input', () => {
    expect(formatDate(new Date(at), utc)).toBe('Jan 5, 2025');
    expect(formatDate(Date.parse(at), utc)).toBe('Jan 5, 2025');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null, { fallback: '—' })).toBe('—');
  });
});

describe('formatMonthYear', () => {
  it("writes the viewer's month and year as Intl does, in any zone", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 15, 28]) {
        const d = new Date(2024, month, day, month % 2 ? 0 : 23, 30);
        expect(formatMonthYear(d)).toBe(intl.format(d));
        expect(formatMonthYear(d.toISOString())).toBe(intl.format(d));
      }
    }
    expect(formatMonthYear('2024-12-31T23:30:00Z', utc)).toBe('December 2024');
    expect(formatMonthYear('2024-12-31T23:30:00Z', { timeZone: 'Pacific/Kiritimati' })).toBe('January 2025');
    expect(formatMonthYear('nope', { fallback: '—' })).toBe('—');
  });
});

describe('formatRelative', () => {
  const now = Date.parse(at);
  const ago = (ms: number) => now - ms;
  it('reads as relative from now', () => {
    expect(formatRelative(ago(10_000), now)).toBe('just now');
    expect(formatRelative(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelative(ago(24 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelative(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(formatRelative(ago(90 * 86_400_000), now)).toBe('3 months ago');
    expect(formatRelative(ago(2 * 365 * 86_400_000), now)).toBe('2 years ago');
    expect(formatRelative(now + 2 * 3_600_000, now)).toBe('in 2 hours');
    expect(formatRelative(undefined, now)).toBe('');
  });
});
