/**
 * Wall clock ↔ instants in an IANA zone with Intl only (no dependency), for slots (slots.ts),
 * .ics files and calendars. Offsets are cached per zone and 15-minute UTC bucket: every
 * transition since 1970 falls on a quarter hour, so a computation formats almost nothing and
 * never builds an Intl.DateTimeFormat twice for a zone.
 */
import { DAY_MS } from './event.schema';

const BUCKET_MS = 15 * 60_000;
const MAX_CACHED_OFFSETS = 50_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCaches = new Map<string, Map<number, number>>();

function formatterOf(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The zone's offset (local − UTC, ms) at an instant, straight from Intl. */
function intlOffset(instant: number, tz: string): number {
  const parts = formatterOf(tz).formatToParts(new Date(instant));
  let y = 0,
    mo = 0,
    d = 0,
    h = 0,
    mi = 0,
    s = 0,
    bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        y = Number(p.value);
        break;
      case 'month':
        mo = Number(p.value);
        break;
      case 'day':
        d = Number(p.value);
        break;
      case 'hour':
        h = Number(p.value);
        break;
      case 'minute':
        mi = Number(p.value);
        break;
      case 'second':
        s = Number(p.value);
        break;
      case 'era':
        bc = p.value.startsWith('B');
        break;
    }
  }
  const date = new Date(0);
  date.setUTCFullYear(bc ? 1 - y : y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getTime() - (instant - (((instant % 1000) + 1000) % 1000));
}

export function offsetCacheOf(tz: string): Map<number, number> {
  let cache = offsetCaches.get(tz);
  if (!cache) {
    formatterOf(tz); // throws RangeError on an unknown zone before anything is cached
    cache = new Map();
    offsetCaches.set(tz, cache);
  }
  return cache;
}

function offsetAt(instant: number, tz: string, cache = offsetCacheOf(tz)): number {
  const bucket = Math.floor(instant / BUCKET_MS);
  let off = cache.get(bucket);
  if (off === undefined) {
    off = intlOffset(bucket * BUCKET_MS, tz);
    if (cache.size >= MAX_CACHED_OFFSETS) cache.clear();
    cache.set(bucket, off);
  }
  return off;
}

/** Every real instant (0, 1 or 2, ascending) showing `wall` (a local wall time written as UTC ms). */
export function instantsOfWall(wall: number, tz: string, cache = offsetCacheOf(tz)): number[] {
  const before = offsetAt(wall - DAY_MS, tz, cache);
  const after = offsetAt(wall + DAY_MS, tz, cache);
  const out: number[] = [];
  const a = wall - before;
  if (offsetAt(a, tz, cache) === before) out.push(a);
  if (after !== before) {
    const b = wall - after;
    if (offsetAt(b, tz, cache) === after) {
      if (out.length && out[0]! > b) out.unshift(b);
      else out.push(b);
    }
  }
  return out;
}

/** `wall` resolved like Temporal's "compatible": earliest of a repeated time, forward out of a gap. */
function resolveWall(wall: number, tz: string, cache = offsetCacheOf(tz)): number {
  const all = instantsOfWall(wall, tz, cache);
  return all.length ? all[0]! : wall - offsetAt(wall - DAY_MS, tz, cache);
}

/**
 * The instant a window ending at `wall` ends: the latest instant of a repeated time, and for a
 * time in a spring-forward gap the jump itself (the first instant whose wall clock is past it).
 */
export function windowEndOf(wall: number, tz: string, cache: Map<number, number>): number {
  const all = instantsOfWall(wall, tz, cache);
  if (all.length) return all[all.length - 1]!;
  const after = offsetAt(wall + DAY_MS, tz, cache);
  // The jump lies between wall − after (still before it) and wall − before (already after it).
  let lo = Math.floor((wall - after) / BUCKET_MS),
    hi = Math.ceil((wall - offsetAt(wall - DAY_MS, tz, cache)) / BUCKET_MS);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsetAt(mid * BUCKET_MS, tz, cache) === after) hi = mid;
    else lo = mid + 1;
  }
  return lo * BUCKET_MS;
}

/**
 * The UTC instant (epoch ms) of a local wall time: `month` 1–12, `msFromMidnight` may reach a day
 * (24:00 is the next midnight). A repeated time (fall-back) gives its first instant; a time that
 * does not exist (spring-forward gap) is moved forward by the gap (02:30 → 03:30), as Temporal's
 * "compatible" does.
 */
export function zonedWallTimeToUtc(
  year: number,
  month: number,
  day: number,
  msFromMidnight: number,
  tz: string,
): number {
  return resolveWall(Date.UTC(year, month - 1, day) + msFromMidnight, tz);
}

export type LocalDate = {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  dayOfWeek: number;
  msFromMidnight: number;
  /** 'YYYY-MM-DD' */
  date: string;
};

export const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function localDateFromWall(wall: number): LocalDate {
  const d = new Date(wall);
  const year = d.getUTCFullYear(),
    month = d.getUTCMonth() + 1,
    day = d.getUTCDate();
  const msFromMidnight = wall - Date.UTC(year, month - 1, day);
  return { year, month, day, dayOfWeek: d.getUTCDay(), msFromMidnight, date: `${year}-${pad2(month)}-${pad2(day)}` };
}

/** The local calendar date, weekday and time of an instant in a zone. */
export function localDateOf(instant: Date | number | string, tz: string): LocalDate {
  const t = toMs(instant);
  return localDateFromWall(t + offsetAt(t, tz));
}

/** Epoch ms of a Date, an ISO string or a number. */
export function toMs(v: Date | number | string): number {
  return typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : v.getTime();
}
