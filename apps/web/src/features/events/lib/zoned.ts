import { localDateOf } from '@revy/shared';

/**
 * Small time-zone helpers over Intl (no date library): wall-clock parts of an instant in a zone,
 * day keys, and the labels people read. Slot maths lives in @revy/shared (scheduling/slots.ts).
 */

/** The browser's IANA zone, e.g. America/New_York. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

/** The wall clock of `at` in `tz` (month 1–12, weekday 0 = Sunday), from the shared slot maths. */
export function wallTime(at: Date | string, tz: string): WallTime {
  const l = localDateOf(at, tz);
  const minutes = Math.floor(l.msFromMidnight / 60_000);
  return {
    year: l.year,
    month: l.month,
    day: l.day,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    weekday: l.dayOfWeek,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of `at` in `tz`. */
export const dayKeyOf = (at: Date | string, tz: string): string => localDateOf(at, tz).date;

/** YYYY-MM-DD of a calendar date (no zone: the date is a plain day). */
export const keyOfDate = (d: { year: number; month: number; day: number }) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** Adds days to a YYYY-MM-DD key (through UTC noon, so no zone or DST can shift the day). */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days, 12));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 0 = Sunday for a YYYY-MM-DD key. */
export function weekdayOfKey(key: string): number {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
}

/** A label for a YYYY-MM-DD key, e.g. "Tue, Mar 3" (the key is a plain day, read in UTC). */
export function formatDayKey(
  key: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' },
): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** "10:30 AM" in `tz`. */
export const formatTime = (at: Date | string, tz: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(new Date(at));

/** "Tue, Mar 3, 10:30 AM" in `tz`. */
export const formatDateTime = (at: Date | string, tz: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));

/** "Tue, Mar 3, 10:30 – 11:15 AM" in `tz`. */
export function formatRange(startAt: string, endAt: string, tz: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatRange(new Date(startAt), new Date(endAt));
}

/** "PST", "EDT"… for the zone at that instant. */
export function zoneAbbreviation(at: Date | string, tz: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? tz;
}

/** "America/New_York" → "New York"; people read cities, not zone ids. */
export const zoneCity = (tz: string) => (tz.split('/').pop() ?? tz).replace(/_/g, ' ');

/**
 * Whether two zones show the same wall clock now. Zone ids differ more often than clocks do
 * (America/Detroit and America/New_York), and a note about a "different" zone with the same
 * times would only confuse.
 */
export function sameClock(a: string, b: string, at: Date = new Date()): boolean {
  if (a === b) return true;
  const wa = wallTime(at, a);
  const wb = wallTime(at, b);
  return wa.day === wb.day && wa.hour === wb.hour && wa.minute === wb.minute;
}
