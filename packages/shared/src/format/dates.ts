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

// One formatter per style and zone: building one loads locale data, far dearer than formatting with it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(input: DateInput, opts: DateOptions, style: Intl.DateTimeFormatOptions): string {
  const d = toDate(input);
  if (!d) return opts.fallback ?? '';
  const key = `${opts.timeZone ?? ''}|${JSON.stringify(style)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...style, ...(opts.timeZone ? { timeZone: opts.timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter.format(d);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * `November 2024` (a seller's "member since"). In the viewer's own zone it is written without Intl: the listing page
 * shows it in its first render, where building the page's first Intl formatter would cost a phone 100-400 ms.
 */
export function formatMonthYear(input: DateInput, opts: DateOptions = {}): string {
  if (opts.timeZone) return format(input, opts, { month: 'long', year: 'numeric' });
  const d = toDate(input);
  return d ? `${MONTHS[d.getMonth()]} ${d.getFullYear()}` : (opts.fallback ?? '');
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
