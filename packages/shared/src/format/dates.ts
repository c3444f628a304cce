/**
 * Date formats of spec 9: medium day, day with time, long day, relative from now, 12-hour time.
 * All in en-US; `timeZone` defaults to the viewer's own.
 */
export type DateInput = Date | string | number | null | undefined;
export type DateOptions = { timeZone?: string; fallback?: string };

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

function format(input: DateInput, opts: DateOptions, style: Intl.DateTimeFormatOptions): string {
  const d = toDate(input);
  if (!d) return opts.fallback ?? '';
  return new Intl.DateTimeFormat('en-US', { ...style, ...(opts.timeZone ? { timeZone: opts.timeZone } : {}) }).format(
    d,
  );
}

/** `Jan 5, 2025` */
export const formatDate = (input: DateInput, opts: DateOptions = {}) => format(input, opts, { dateStyle: 'medium' });

/** `Jan 5, 2025, 3:04 PM` */
export const formatDateTime = (input: DateInput, opts: DateOptions = {}) =>
  format(input, opts, { dateStyle: 'medium', timeStyle: 'short', hour12: true });

/** `January 5, 2025` */
export const formatLongDate = (input: DateInput, opts: DateOptions = {}) => format(input, opts, { dateStyle: 'long' });

/** `3:04 PM` */
export const formatTime = (input: DateInput, opts: DateOptions = {}) =>
  format(input, opts, { hour: 'numeric', minute: '2-digit', hour12: true });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Made on first use: building an Intl formatter loads locale data, a cost every page's start would pay otherwise.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = {
  format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })).format(value, unit),
};

/**
 * `5 minutes ago`, `in 2 hours`, `yesterday`, `just now` (under 45 seconds either way).
 * Pass `now` for a stable result; screens refresh it every RELATIVE_TIME_REFRESH_MS.
 */
export function formatRelative(
  input: DateInput,
  now: Date | number = Date.now(),
  opts: Pick<DateOptions, 'fallback'> = {},
): string {
  const d = toDate(input);
  if (!d) return opts.fallback ?? '';
  const diff = d.getTime() - (now instanceof Date ? now.getTime() : now);
  const abs = Math.abs(diff);
  if (abs < 45 * SECOND) return 'just now';
  if (abs < 45 * MINUTE) return relative.format(Math.round(diff / MINUTE), 'minute');
  if (abs < 22 * HOUR) return relative.format(Math.round(diff / HOUR), 'hour');
  if (abs < 26 * DAY) return relative.format(Math.round(diff / DAY), 'day');
  if (abs < 320 * DAY) return relative.format(Math.round(diff / (30.4375 * DAY)), 'month');
  return relative.format(Math.round(diff / (365.25 * DAY)), 'year');
}
