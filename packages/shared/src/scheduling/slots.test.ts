import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, EVENT_TYPE_DEFAULTS } from './event.schema';
import { seededRandom } from '../common/seeded-random';
import {
  computeSlots,
  groupSlotsByDay,
  isSlotBookable,
  localDateOf,
  timeOptions,
  zonedWallTimeToUtc,
  type BusyEvent,
  type SlotAvailability,
  type SlotEventType,
} from './slots';

const H = 3_600_000;
const M = 60_000;
const LA = 'America/Los_Angeles';

const everyDay = (start = 9 * H, end = 17 * H) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, available: true, dayStartTime: start, dayEndTime: end }));
/** Spec 9 defaults: 45-minute drives every 30 minutes, 09:00–17:00 every day, Los Angeles. */
const spec9 = (over: Partial<SlotEventType> = {}): SlotEventType => ({
  ...EVENT_TYPE_DEFAULTS,
  availabilities: everyDay(),
  ...over,
});
/** The UTC ISO instant of a wall time ('2026-11-24', '09:30') in a zone. */
const at = (date: string, hhmm: string, tz = LA) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  return new Date(zonedWallTimeToUtc(y, m, d, hh * H + mm * M, tz)).toISOString();
};
/** The local HH:MM of a slot start. */
const hhmm = (iso: string, tz = LA) => {
  const ms = localDateOf(iso, tz).msFromMidnight;
  return `${String(Math.floor(ms / H)).padStart(2, '0')}:${String((ms % H) / M).padStart(2, '0')}`;
};
/** Slots of one local day in the type's zone, long before (no notice in the way). */
const slotsOfDay = (
  type: SlotEventType,
  date: string,
  busy: BusyEvent[] = [],
  now = new Date('2026-01-01T00:00:00Z'),
) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const from = new Date(zonedWallTimeToUtc(y, m, d, 0, type.timezone));
  const to = new Date(zonedWallTimeToUtc(y, m, d, 24 * H, type.timezone));
  return computeSlots(type, busy, { from, to }, now);
};
const slotAt = (type: SlotEventType, startAt: string) => ({
  startAt,
  endAt: new Date(Date.parse(startAt) + type.duration).toISOString(),
});
const EARLY = new Date('2026-01-01T00:00:00Z');

describe('computeSlots with the spec 9 defaults', () => {
  it('offers 09:00 to 16:00 every 30 minutes on a plain day (45-minute drives end by 17:00)', () => {
    const slots = slotsOfDay(spec9(), '2026-11-24');
    expect(slots.map((s) => hhmm(s.startAt))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(slots[0]).toEqual({ startAt: '2026-11-24T17:00:00.000Z', endAt: '2026-11-24T17:45:00.000Z' });
    expect(hhmm(slots.at(-1)!.endAt)).toBe('16:45');
  });

  it('defaults to nothing without availabilities and refuses an unknown zone', () => {
    expect(slotsOfDay(spec9({ availabilities: [] }), '2026-11-24')).toEqual([]);
    expect(() => slotsOfDay(spec9({ timezone: 'Mars/Olympus' }), '2026-11-24')).toThrow(RangeError);
    // No interval: slots follow each other; no duration: nothing, and the check never loops.
    expect(slotsOfDay(spec9({ slotInterval: 0, duration: H }), '2026-11-24')).toHaveLength(8);
    const none = spec9({ slotInterval: 0, duration: 0 });
    expect(
      isSlotBookable(none, [], { startAt: at('2026-11-24', '09:00'), endAt: at('2026-11-24', '09:00') }, EARLY).ok,
    ).toBe(false);
  });

  it('keeps the 4-hour notice: nothing starts before now + bufferNotice', () => {
    const now = new Date(at('2026-11-24', '10:10'));
    const slots = slotsOfDay(spec9(), '2026-11-24', [], now);
    expect(hhmm(slots[0]!.startAt)).toBe('14:30');
    expect(isSlotBookable(spec9(), [], slotAt(spec9(), at('2026-11-24', '14:00')), now)).toEqual({
      ok: false,
      reason: 'notice',
    });
    expect(isSlotBookable(spec9(), [], slotAt(spec9(), at('2026-11-24', '10:00')), now)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(isSlotBookable(spec9(), [], slotAt(spec9(), at('2026-11-24', '14:30')), now)).toEqual({ ok: true });
  });

  it('keeps the buffers around a confirmed event', () => {
    const busy = [
      { id: 'e1', startAt: at('2026-11-24', '12:00'), endAt: at('2026-11-24', '12:45'), status: 'confirmed' },
    ];
    // bufferBefore 30 min: [start − 30 min, start + 45 min) must miss 12:00–12:45.
    expect(slotsOfDay(spec9(), '2026-11-24', busy).map((s) => hhmm(s.startAt))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    const after = spec9({ bufferAfter: 30 * M });
    expect(slotsOfDay(after, '2026-11-24', busy).map((s) => hhmm(s.startAt))).not.toContain('11:00');
    expect(isSlotBookable(spec9(), busy, slotAt(spec9(), at('2026-11-24', '13:00')), EARLY)).toEqual({
      ok: false,
      reason: 'taken',
    });
    // A reschedule ignores the event being moved.
    expect(
      isSlotBookable(spec9(), busy, slotAt(spec9(), at('2026-11-24', '12:30')), EARLY, { ignoreEventId: 'e1' }),
    ).toEqual({ ok: true });
  });

  it('lets pending and awaitingHost events leave the time bookable; confirmed and completed block it', () => {
    const event = (status: string) => [
      { startAt: at('2026-11-24', '10:00'), endAt: at('2026-11-24', '10:45'), status },
    ];
    for (const status of EVENT_STATUSES) {
      const starts = slotsOfDay(spec9(), '2026-11-24', event(status)).map((s) => hhmm(s.startAt));
      expect(starts.includes('10:00'), status).toBe(status === 'pending' || status === 'awaitingHost');
    }
  });
});

describe('date-bounded overrides and type bounds', () => {
  const holiday = {
    dayOfWeek: 4,
    available: false,
    dayStartTime: 0,
    dayEndTime: 0,
    startAt: '2026-11-26T00:00:00.000Z',
    endAt: '2026-11-27T00:00:00.000Z',
  };
  const longDay = {
    dayOfWeek: 5,
    available: true,
    dayStartTime: 8 * H,
    dayEndTime: 20 * H,
    startAt: '2026-11-27',
    endAt: '2026-11-27T23:59:59Z',
  };
  const type = spec9({ availabilities: [...everyDay(), holiday, longDay] });

  it('closes a holiday, extends one date, and leaves the other days weekly', () => {
    expect(slotsOfDay(type, '2026-11-26')).toEqual([]);
    const friday = slotsOfDay(type, '2026-11-27').map((s) => hhmm(s.startAt));
    expect(friday[0]).toBe('08:00');
    expect(friday.at(-1)).toBe('19:00');
    expect(slotsOfDay(type, '2026-11-25').map((s) => hhmm(s.startAt))[0]).toBe('09:00');
    expect(slotsOfDay(type, '2026-11-28').map((s) => hhmm(s.startAt))[0]).toBe('09:00');
    expect(isSlotBookable(type, [], slotAt(type, at('2026-11-26', '10:00')), EARLY)).toEqual({
      ok: false,
      reason: 'outsideHours',
    });
    expect(isSlotBookable(type, [], slotAt(type, at('2026-11-27', '08:30')), EARLY)).toEqual({ ok: true });
  });

  it('reads override dates as written in the seller zone, whatever the zone (Kolkata too)', () => {
    const kolkata = spec9({ timezone: 'Asia/Kolkata', availabilities: [...everyDay(), holiday] });
    expect(slotsOfDay(kolkata, '2026-11-26')).toEqual([]);
    expect(slotsOfDay(kolkata, '2026-11-25')).toHaveLength(15);
    expect(slotsOfDay(kolkata, '2026-11-27')).toHaveLength(15);
  });

  it('offers nothing outside the type startAt/endAt', () => {
    const bounded = spec9({ startAt: at('2026-11-24', '12:00'), endAt: at('2026-11-25', '10:00') });
    const slots = computeSlots(
      bounded,
      [],
      { from: new Date(at('2026-11-24', '00:00')), to: new Date(at('2026-11-26', '00:00')) },
      EARLY,
    );
    expect(slots.map((s) => hhmm(s.startAt))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '09:00',
    ]);
    expect(isSlotBookable(bounded, [], slotAt(bounded, at('2026-11-25', '09:30')), EARLY)).toEqual({
      ok: false,
      reason: 'outOfRange',
    });
  });
});

describe('daylight saving in America/Los_Angeles', () => {
  const night = spec9({
    duration: 30 * M,
    bufferBefore: 0,
    availabilities: [{ dayOfWeek: 0, available: true, dayStartTime: 1 * H, dayEndTime: 3 * H }],
  });

  it('spring-forward 2026-03-08: a 01:00–03:00 window is one real hour, 02:00 and 02:30 do not exist', () => {
    expect(slotsOfDay(night, '2026-03-08').map((s) => s.startAt)).toEqual([
      '2026-03-08T09:00:00.000Z',
      '2026-03-08T09:30:00.000Z',
    ]);
    const hour = spec9({ ...night, duration: H });
    expect(slotsOfDay(hour, '2026-03-08').map((s) => s.startAt)).toEqual(['2026-03-08T09:00:00.000Z']);
    // 02:30 local resolves forward to 03:30 PDT (Temporal "compatible"), which is outside the window.
    expect(at('2026-03-08', '02:30')).toBe('2026-03-08T10:30:00.000Z');
    expect(isSlotBookable(night, [], slotAt(night, '2026-03-08T10:00:00.000Z'), EARLY)).toEqual({
      ok: false,
      reason: 'outsideHours',
    });
  });

  it('fall-back 2026-11-01: the repeated hour gives each real instant once, the window is three real hours', () => {
    const starts = slotsOfDay(night, '2026-11-01').map((s) => s.startAt);
    expect(starts).toEqual([
      '2026-11-01T08:00:00.000Z', // 01:00 PDT
      '2026-11-01T08:30:00.000Z', // 01:30 PDT
      '2026-11-01T09:00:00.000Z', // 01:00 PST
      '2026-11-01T09:30:00.000Z', // 01:30 PST
      '2026-11-01T10:00:00.000Z', // 02:00 PST
      '2026-11-01T10:30:00.000Z', // 02:30 PST, ends 03:00
    ]);
    expect(new Set(starts).size).toBe(starts.length);
    for (const s of starts) expect(isSlotBookable(night, [], slotAt(night, s), EARLY)).toEqual({ ok: true });
  });

  it('keeps 09:00–17:00 local on both days (8 wall-clock hours, offsets −8 then −7 and −7 then −8)', () => {
    const spring = slotsOfDay(spec9(), '2026-03-08');
    expect(spring.map((s) => hhmm(s.startAt))[0]).toBe('09:00');
    expect(spring[0]!.startAt).toBe('2026-03-08T16:00:00.000Z');
    expect(spring.at(-1)!.startAt).toBe('2026-03-08T23:00:00.000Z');
    const fall = slotsOfDay(spec9(), '2026-11-01');
    expect(fall[0]!.startAt).toBe('2026-11-01T17:00:00.000Z');
    expect(fall.at(-1)!.startAt).toBe('2026-11-02T00:00:00.000Z');
    expect(spring).toHaveLength(15);
    expect(fall).toHaveLength(15);
  });

  it('walks the whole 14 days over spring-forward with one 09:00 per day', () => {
    const slots = computeSlots(
      spec9(),
      [],
      { from: new Date('2026-03-02T08:00:00Z'), to: new Date('2026-03-16T07:00:00Z') },
      EARLY,
    );
    const nines = slots.filter((s) => hhmm(s.startAt) === '09:00').map((s) => s.startAt.slice(11, 16));
    expect(nines).toEqual([...Array(6).fill('17:00'), ...Array(8).fill('16:00')]);
  });
});

describe('time zones of seller and buyer', () => {
  it('Asia/Kolkata seller, America/New_York buyer: UTC instants and the buyer-local days and labels', () => {
    const kolkata = spec9({ timezone: 'Asia/Kolkata' });
    const slots = slotsOfDay(kolkata, '2026-11-24');
    expect(slots[0]).toEqual({ startAt: '2026-11-24T03:30:00.000Z', endAt: '2026-11-24T04:15:00.000Z' });
    expect(slots.at(-1)!.startAt).toBe('2026-11-24T10:30:00.000Z');
    const days = groupSlotsByDay(slots, 'America/New_York');
    expect(days.map((d) => [d.day, d.label, d.slots.length])).toEqual([
      ['2026-11-23', 'Mon, Nov 23', 3],
      ['2026-11-24', 'Tue, Nov 24', 12],
    ]);
    expect(days[0]!.slots.map((s) => s.label)).toEqual(['10:30 PM', '11:00 PM', '11:30 PM']);
    expect(days[1]!.slots[0]).toEqual({
      startAt: '2026-11-24T05:00:00.000Z',
      endAt: '2026-11-24T05:45:00.000Z',
      label: '12:00 AM',
    });
    // A booking from New York at 10:30 PM on Nov 23 is 09:00 on Nov 24 in Kolkata.
    expect(isSlotBookable(kolkata, [], slots[0]!, EARLY)).toEqual({ ok: true });
    expect(isSlotBookable(kolkata, [], slotAt(kolkata, '2026-11-24T03:00:00.000Z'), EARLY)).toEqual({
      ok: false,
      reason: 'outsideHours',
    });
    expect(isSlotBookable(kolkata, [], slotAt(kolkata, '2026-11-24T03:45:00.000Z'), EARLY)).toEqual({
      ok: false,
      reason: 'offGrid',
    });
    expect(
      isSlotBookable(kolkata, [], { startAt: slots[0]!.startAt, endAt: '2026-11-24T04:30:00.000Z' }, EARLY),
    ).toEqual({ ok: false, reason: 'wrongLength' });
  });

  it('keeps a window that crosses midnight UTC on its local day', () => {
    // 16:00 PST on Nov 24 is 00:00 UTC on Nov 25.
    const slots = computeSlots(
      spec9(),
      [],
      { from: new Date('2026-11-25T00:00:00Z'), to: new Date('2026-11-25T02:00:00Z') },
      EARLY,
    );
    expect(slots).toEqual([{ startAt: '2026-11-25T00:00:00.000Z', endAt: '2026-11-25T00:45:00.000Z' }]);
    expect(localDateOf(slots[0]!.startAt, LA).date).toBe('2026-11-24');
    expect(isSlotBookable(spec9(), [], slots[0]!, EARLY)).toEqual({ ok: true });
  });

  it('labels the spec 9 time options half-hourly from 8:00 AM to 7:00 PM', () => {
    const options = timeOptions();
    expect(options).toHaveLength(23);
    expect(options[0]).toEqual({ value: 8 * H, label: '8:00 AM' });
    expect(options[8]).toEqual({ value: 12 * H, label: '12:00 PM' });
    expect(options.at(-1)).toEqual({ value: 19 * H, label: '7:00 PM' });
  });
});

describe('list and booking agree (property-style, seeded)', () => {
  const ZONES = [
    LA,
    'America/New_York',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Europe/London',
    'Australia/Lord_Howe',
    'UTC',
  ];
  const STARTS = [
    '2026-03-01T00:00:00Z',
    '2026-10-25T00:00:00Z',
    '2026-11-20T00:00:00Z',
    '2026-03-25T00:00:00Z',
    '2026-04-01T00:00:00Z',
  ];

  it('every listed slot is bookable, and every bookable grid time in the range is listed', () => {
    const rnd = seededRandom(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
    let listed = 0,
      refused = 0;
    for (let round = 0; round < 40; round++) {
      const from = new Date(Date.parse(pick(STARTS)) + int(0, 48) * H);
      const to = new Date(from.getTime() + 14 * 24 * H);
      const availabilities: SlotAvailability[] = Array.from({ length: int(1, 10) }, () => {
        const s = int(0, 46) * 30 * M;
        return {
          dayOfWeek: int(0, 6),
          available: rnd() < 0.9,
          dayStartTime: s,
          dayEndTime: Math.min(24 * H, s + int(1, 20) * 30 * M),
        };
      });
      for (let i = int(0, 3); i > 0; i--) {
        const day = new Date(from.getTime() + int(0, 14) * 24 * H).toISOString().slice(0, 10);
        const s = int(0, 40) * 30 * M;
        availabilities.push({
          dayOfWeek: 0,
          available: rnd() < 0.6,
          dayStartTime: s,
          dayEndTime: Math.min(24 * H, s + int(2, 16) * 30 * M),
          startAt: day,
          endAt: `${day}T23:59:59Z`,
        });
      }
      const type: SlotEventType = {
        duration: int(1, 8) * 15 * M,
        slotInterval: pick([5, 10, 15, 20, 30, 45, 60]) * M,
        bufferBefore: int(0, 4) * 15 * M,
        bufferAfter: int(0, 4) * 15 * M,
        bufferNotice: int(0, 24) * H,
        timezone: pick(ZONES),
        startAt: rnd() < 0.3 ? new Date(from.getTime() + int(0, 72) * H).toISOString() : null,
        endAt: rnd() < 0.3 ? new Date(to.getTime() - int(0, 72) * H).toISOString() : null,
        availabilities,
      };
      const busy: BusyEvent[] = Array.from({ length: int(0, 40) }, (_, i) => {
        const s = from.getTime() + int(0, 14 * 96) * 15 * M;
        return {
          id: `e${i}`,
          startAt: new Date(s).toISOString(),
          endAt: new Date(s + int(1, 8) * 15 * M).toISOString(),
          status: pick(EVENT_STATUSES),
        };
      });
      const now = new Date(from.getTime() - int(-24, 24) * H);
      const slots = computeSlots(type, busy, { from, to }, now);
      const starts = new Set(slots.map((s) => s.startAt));
      expect(starts.size).toBe(slots.length);
      expect([...starts]).toEqual([...starts].sort());
      for (const s of slots) {
        expect(isSlotBookable(type, busy, s, now), `${type.timezone} ${s.startAt}`).toEqual({ ok: true });
        listed++;
      }
      // Every 5-minute instant of the range: bookable exactly when listed.
      for (let t = Math.ceil(from.getTime() / (5 * M)) * 5 * M; t < to.getTime(); t += 5 * M) {
        const candidate = slotAt(type, new Date(t).toISOString());
        const check = isSlotBookable(type, busy, candidate, now);
        expect(check.ok, `${type.timezone} ${candidate.startAt} ${JSON.stringify(check)}`).toBe(
          starts.has(candidate.startAt),
        );
        if (!check.ok) refused++;
      }
      // Listed slots refused for the right reason when bent.
      for (const s of slots.slice(0, 5)) {
        const start = Date.parse(s.startAt);
        expect(
          isSlotBookable(
            type,
            busy,
            { startAt: s.startAt, endAt: new Date(start + type.duration + M).toISOString() },
            now,
          ),
        ).toEqual({ ok: false, reason: 'wrongLength' });
        const shifted = isSlotBookable(type, busy, slotAt(type, new Date(start + M).toISOString()), now);
        expect(shifted.ok === false && ['offGrid', 'outsideHours', 'outOfRange'].includes(shifted.reason)).toBe(true);
        const blocker = { startAt: s.startAt, endAt: s.endAt, status: 'confirmed' };
        expect(isSlotBookable(type, [...busy, blocker], s, now)).toEqual({ ok: false, reason: 'taken' });
        expect(isSlotBookable(type, busy, s, new Date(start + M))).toEqual({ ok: false, reason: 'past' });
      }
    }
    expect(listed).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(10_000);
    // Hundreds of seeded cases: seconds of work, more on a busy CI machine, so more than the default 5 s.
  }, 60_000);
});
