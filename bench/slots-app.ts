// The slot benchmark's work (see slots.mjs): spec 9 defaults (09:00–17:00 every day, 45-minute
// drives every 30 minutes, 30-minute buffer before, 4-hour notice, America/Los_Angeles), 200
// events over the 14 days (half blocking), 5,000 computeSlots calls and 5,000 isSlotBookable calls.
import {
  computeSlots,
  EVENT_STATUSES,
  EVENT_TYPE_DEFAULTS,
  isSlotBookable,
  SLOT_RANGE_DAYS,
  type BusyEvent,
  type SlotEventType,
} from '@revy/shared';

const CALLS = 5_000;
const EVENTS = 200;
const DAY = 86_400_000;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 1000) / 1000;

const type: SlotEventType = {
  ...EVENT_TYPE_DEFAULTS,
  availabilities: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    available: true,
    dayStartTime: EVENT_TYPE_DEFAULTS.dayStartTime,
    dayEndTime: EVENT_TYPE_DEFAULTS.dayEndTime,
  })),
};
// Fixed dates so runs compare; the range spans the 2026-11-01 fall-back.
const now = new Date('2026-10-25T15:00:00Z');
const range = { from: now, to: new Date(now.getTime() + SLOT_RANGE_DAYS * DAY) };
let seed = 42;
const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const busy: BusyEvent[] = Array.from({ length: EVENTS }, (_, i) => {
  const start = range.from.getTime() + Math.floor(rnd() * SLOT_RANGE_DAYS * 96) * 900_000;
  return {
    id: `e${i}`,
    startAt: new Date(start).toISOString(),
    endAt: new Date(start + EVENT_TYPE_DEFAULTS.duration).toISOString(),
    status: EVENT_STATUSES[i % EVENT_STATUSES.length]!,
  };
});

const time = (fn: () => unknown) => {
  for (let i = 0; i < 200; i++) fn(); // warm-up: JIT and the zone's offset cache
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    fn();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
};

// The first call builds the zone's formatter and offsets: what a fresh server process pays once.
const coldStarted = performance.now();
const slots = computeSlots(type, busy, range, now);
const coldMs = round(performance.now() - coldStarted);
const compute = time(() => computeSlots(type, busy, range, now));
let k = 0;
const check = time(() => isSlotBookable(type, busy, slots[k++ % slots.length]!, now));
process.send?.({
  days: SLOT_RANGE_DAYS,
  events: EVENTS,
  slots: slots.length,
  calls: CALLS,
  coldMs,
  computeMs: { p50: round(pct(compute, 50)), p99: round(pct(compute, 99)), max: round(compute.at(-1)!) },
  bookableMs: { p50: round(pct(check, 50)), p99: round(pct(check, 99)), max: round(check.at(-1)!) },
});
