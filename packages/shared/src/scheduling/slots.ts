/**
 * Bookable slots (issue 7): ONE function decides what the list offers and what the server
 * accepts, so a listed slot is always bookable (the calcom #29532 bug was a list and a booking
 * check that used different rules and rounding).
 *
 * Rules, all in the event type's time zone (wall clock):
 * - Days: every local calendar day touching the range. A day's windows are its weekly rows
 *   (rows without startAt/endAt, `dayOfWeek` = the local weekday, `available` true), unless
 *   override rows cover the date: then an override with `available` false closes the day, and
 *   otherwise the covering overrides (available true) are the day's windows. `dayOfWeek` is
 *   ignored on overrides: their dates decide.
 * - Override dates: the dates as written in startAt/endAt, offset ignored ("2026-12-25" or
 *   "2026-12-25T00:00:00Z" mean Dec 25 in the seller's zone). The override covers local date D
 *   when the written interval [startAt, endAt) touches D: [Dec 25 00:00, Dec 26 00:00) is Dec 25
 *   only, [Dec 25 00:00, Dec 25 23:59] too. A missing bound is open.
 * - Windows are wall clock: 09:00–17:00 is 8 hours on daylight-saving days too. A window ends
 *   at the latest instant of its end time (a 01:00–03:00 window is 1 h on spring-forward day
 *   and 3 h on fall-back day); an end inside the spring-forward gap ends it at the jump.
 * - Grid: starts every `slotInterval` of wall clock from the window start (09:00, 09:30 …).
 *   A wall time that does not exist (02:30 on spring-forward day) is skipped; one that happens
 *   twice (01:30 on fall-back day) gives both instants. A slot lasts `duration` real ms and
 *   must end by the window's end.
 * - A slot is offered when start ≥ now + bufferNotice, start ≥ type.startAt, end ≤ type.endAt,
 *   from ≤ start < to, and [start − bufferBefore, end + bufferAfter) overlaps no blocking event
 *   (status not in NON_BLOCKING_EVENT_STATUSES).
 * `isSlotBookable` runs the same day computation for the slot's local day and checks membership,
 * so the list and the booking check cannot disagree.
 * Wall clock ↔ instant conversion is zoned-time.ts (Intl only, cached per zone).
 */
import { DAY_MS, NON_BLOCKING_EVENT_STATUSES } from './event.schema';
import { instantsOfWall, localDateOf, offsetCacheOf, pad2, toMs, windowEndOf } from './zoned-time';

export { localDateOf, zonedWallTimeToUtc, type LocalDate } from './zoned-time';

export type SlotAvailability = {
  dayOfWeek: number;
  available: boolean;
  dayStartTime: number;
  dayEndTime: number;
  startAt?: string | Date | null;
  endAt?: string | Date | null;
};

export type SlotEventType = {
  duration: number;
  slotInterval: number;
  bufferBefore: number;
  bufferAfter: number;
  /** Minimum notice before a slot's start, in ms. */
  bufferNotice: number;
  timezone: string;
  startAt?: string | Date | null;
  endAt?: string | Date | null;
  availabilities: SlotAvailability[];
};

export type BusyEvent = { id?: string; startAt: string | Date; endAt: string | Date; status: string };
export type SlotRange = { from: Date; to: Date };
export type ComputedSlot = { startAt: string; endAt: string };
export type SlotRefusal = 'past' | 'notice' | 'outsideHours' | 'offGrid' | 'wrongLength' | 'taken' | 'outOfRange';
export type SlotCheck = { ok: true } | { ok: false; reason: SlotRefusal };

// ---- the day computation -----------------------------------------------------------------------

type Window = { start: number; end: number };
type Override = { from: number; to: number; available: boolean; window: Window };
type Plan = { weekly: Window[][]; overrides: Override[] };

const WRITTEN = /^(\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?/;

/** An override bound's date and time as written, offset ignored, as wall ms (see the header). */
function writtenWall(v: string | Date | null | undefined, open: number): number {
  if (v == null || v === '') return open;
  const s = typeof v === 'string' ? v : v.toISOString();
  const m = WRITTEN.exec(s);
  if (!m) return open;
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  return Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
}

function planOf(type: SlotEventType): Plan {
  const weekly: Window[][] = [[], [], [], [], [], [], []];
  const overrides: Override[] = [];
  for (const a of type.availabilities) {
    const window = { start: a.dayStartTime, end: a.dayEndTime };
    if (a.startAt || a.endAt) {
      overrides.push({
        from: writtenWall(a.startAt, -Infinity),
        to: writtenWall(a.endAt, Infinity),
        available: a.available,
        window,
      });
    } else if (a.available && a.dayEndTime > a.dayStartTime) {
      weekly[a.dayOfWeek]?.push(window);
    }
  }
  return { weekly, overrides };
}

function windowsOfDay(plan: Plan, dayWall: number, dayOfWeek: number): Window[] {
  let covering: Window[] | null = null;
  for (const o of plan.overrides) {
    if (o.from < dayWall + DAY_MS && o.to > dayWall) {
      if (!o.available) return [];
      (covering ??= []).push(o.window);
    }
  }
  return covering ? covering.filter((w) => w.end > w.start) : (plan.weekly[dayOfWeek] ?? []);
}

/**
 * Candidate starts of one local day (wall midnight `dayWall`), before notice, bounds and busy
 * events: grid instants whose slot fits its window. Unsorted, may repeat across windows.
 */
function dayCandidates(
  type: SlotEventType,
  plan: Plan,
  dayWall: number,
  cache: Map<number, number>,
  out: number[],
): void {
  const dayOfWeek = new Date(dayWall).getUTCDay();
  const step = type.slotInterval > 0 ? type.slotInterval : type.duration;
  if (!(step > 0) || !(type.duration > 0)) return; // a zero step would never end
  for (const w of windowsOfDay(plan, dayWall, dayOfWeek)) {
    const endWall = dayWall + w.end;
    const windowEnd = windowEndOf(endWall, type.timezone, cache);
    // Grid wall times start at the window's start, so only the end needs checking.
    for (let wall = dayWall + w.start; wall < endWall; wall += step) {
      for (const t of instantsOfWall(wall, type.timezone, cache)) {
        if (t + type.duration <= windowEnd) out.push(t);
      }
    }
  }
}

/** Blocking events as intervals sorted by start, with the running maximum of their ends. */
type Busy = { starts: number[]; maxEnds: number[] };

function busyOf(busy: readonly BusyEvent[], ignoreEventId?: string): Busy {
  const list: [number, number][] = [];
  for (const e of busy) {
    if ((NON_BLOCKING_EVENT_STATUSES as readonly string[]).includes(e.status)) continue;
    if (ignoreEventId !== undefined && e.id === ignoreEventId) continue;
    const s = toMs(e.startAt),
      en = toMs(e.endAt);
    if (Number.isFinite(s) && Number.isFinite(en) && en > s) list.push([s, en]);
  }
  list.sort((a, b) => a[0] - b[0]);
  const starts = list.map((x) => x[0]);
  const maxEnds: number[] = [];
  let max = -Infinity;
  for (const [, en] of list) maxEnds.push((max = Math.max(max, en)));
  return { starts, maxEnds };
}

/** Whether [from, to) overlaps any busy interval: binary search on starts, then the max end. */
function overlapsBusy(b: Busy, from: number, to: number): boolean {
  let lo = 0,
    hi = b.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (b.starts[mid]! < to) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && b.maxEnds[lo - 1]! > from;
}

type Limits = { earliest: number; typeFrom: number; typeTo: number };

function limitsOf(type: SlotEventType, now: Date): Limits {
  return {
    earliest: now.getTime() + type.bufferNotice,
    typeFrom: type.startAt ? toMs(type.startAt) : -Infinity,
    typeTo: type.endAt ? toMs(type.endAt) : Infinity,
  };
}

function isFree(type: SlotEventType, b: Busy, start: number): boolean {
  return !overlapsBusy(b, start - type.bufferBefore, start + type.duration + type.bufferAfter);
}

/**
 * The bookable slots of an event type in [range.from, range.to) (by start), sorted, as UTC ISO
 * strings. The server lists these and re-checks a booking with `isSlotBookable`, which runs the
 * same computation.
 */
export function computeSlots(
  type: SlotEventType,
  busy: readonly BusyEvent[],
  range: SlotRange,
  now: Date = new Date(),
): ComputedSlot[] {
  const from = range.from.getTime(),
    to = range.to.getTime();
  if (!(to > from) || !(type.duration > 0)) return [];
  const cache = offsetCacheOf(type.timezone);
  const plan = planOf(type);
  const b = busyOf(busy);
  const lim = limitsOf(type, now);
  const lo = Math.max(from, lim.earliest, lim.typeFrom);
  const first = localDateOf(lo, type.timezone);
  const last = localDateOf(to, type.timezone);
  const starts: number[] = [];
  const candidates: number[] = [];
  for (
    let dayWall = Date.UTC(first.year, first.month - 1, first.day);
    dayWall <= Date.UTC(last.year, last.month - 1, last.day);
    dayWall += DAY_MS
  ) {
    candidates.length = 0;
    dayCandidates(type, plan, dayWall, cache, candidates);
    for (const t of candidates) {
      if (t >= lo && t < to && t + type.duration <= lim.typeTo && isFree(type, b, t)) starts.push(t);
    }
  }
  starts.sort((x, y) => x - y);
  const out: ComputedSlot[] = [];
  let prev = NaN;
  for (const t of starts) {
    if (t === prev) continue;
    prev = t;
    out.push({ startAt: new Date(t).toISOString(), endAt: new Date(t + type.duration).toISOString() });
  }
  return out;
}

/**
 * Whether one slot can be booked now: the same day computation as `computeSlots` for the slot's
 * local day, then membership. `ignoreEventId` leaves out the event being rescheduled.
 */
export function isSlotBookable(
  type: SlotEventType,
  busy: readonly BusyEvent[],
  slot: { startAt: string | Date; endAt: string | Date },
  now: Date = new Date(),
  opts: { ignoreEventId?: string } = {},
): SlotCheck {
  const start = toMs(slot.startAt),
    end = toMs(slot.endAt);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return { ok: false, reason: 'offGrid' };
  const lim = limitsOf(type, now);
  if (start < now.getTime()) return { ok: false, reason: 'past' };
  if (start < lim.earliest) return { ok: false, reason: 'notice' };
  if (end - start !== type.duration) return { ok: false, reason: 'wrongLength' };
  if (start < lim.typeFrom || end > lim.typeTo) return { ok: false, reason: 'outOfRange' };
  const cache = offsetCacheOf(type.timezone);
  const local = localDateOf(start, type.timezone);
  const dayWall = Date.UTC(local.year, local.month - 1, local.day);
  const plan = planOf(type);
  const candidates: number[] = [];
  dayCandidates(type, plan, dayWall, cache, candidates);
  if (!candidates.includes(start)) {
    const inWindow = windowsOfDay(plan, dayWall, local.dayOfWeek).some(
      (w) => local.msFromMidnight >= w.start && end <= windowEndOf(dayWall + w.end, type.timezone, cache),
    );
    return { ok: false, reason: inWindow ? 'offGrid' : 'outsideHours' };
  }
  if (!isFree(type, busyOf(busy, opts.ignoreEventId), start)) return { ok: false, reason: 'taken' };
  return { ok: true };
}

// ---- display -----------------------------------------------------------------------------------

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '9:30 AM' for ms from midnight (built by hand: Intl's spacing before AM varies by ICU version). */
export function timeLabel(msFromMidnight: number): string {
  const minutes = Math.floor(msFromMidnight / 60_000);
  const h = Math.floor(minutes / 60) % 24,
    m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${pad2(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

export type SlotDay = { day: string; label: string; slots: (ComputedSlot & { label: string })[] };

/** Slots grouped by the viewer's local day, with 'Mon, Nov 23' and '9:30 AM' labels in their zone. */
export function groupSlotsByDay(slots: readonly ComputedSlot[], viewerTimeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const s of slots) {
    const local = localDateOf(s.startAt, viewerTimeZone);
    let day = days.get(local.date);
    if (!day) {
      day = {
        day: local.date,
        label: `${WEEKDAYS[local.dayOfWeek]}, ${MONTHS[local.month - 1]} ${local.day}`,
        slots: [],
      };
      days.set(local.date, day);
    }
    day.slots.push({ startAt: s.startAt, endAt: s.endAt, label: timeLabel(local.msFromMidnight) });
  }
  return [...days.values()];
}

/** Spec 9: the time-option generator, half-hourly from 8:00 AM to 7:00 PM inclusive (23 options). */
export function timeOptions(): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  for (let v = 8 * 3_600_000; v <= 19 * 3_600_000; v += 1_800_000) out.push({ value: v, label: timeLabel(v) });
  return out;
}
