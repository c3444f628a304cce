import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../test/event.fixture';
import { buildIcs } from './ics';
import { layoutDay, monthOf, shiftAnchor, weekOf } from './calendar';

describe('calendar maths', () => {
  it('builds Sunday-first weeks and whole-week months, and moves months from the 1st', () => {
    expect(weekOf('2030-03-05')).toEqual([
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-09',
    ]);
    const march = monthOf('2030-03-15');
    expect(march[0]![0]).toBe('2030-02-24');
    expect(march.at(-1)!.at(-1)).toBe('2030-04-06');
    expect(shiftAnchor('2030-01-31', 'month', 1)).toBe('2030-02-01');
    expect(shiftAnchor('2030-03-05', 'week', -1)).toBe('2030-02-26');
  });

  it('puts overlapping drives side by side and pins early ones to the top', () => {
    const a = makeEvent({ id: 'a', startAt: '2030-03-05T17:00:00.000Z', endAt: '2030-03-05T17:45:00.000Z' });
    const b = makeEvent({ id: 'b', startAt: '2030-03-05T17:30:00.000Z', endAt: '2030-03-05T18:15:00.000Z' });
    const early = makeEvent({ id: 'c', startAt: '2030-03-05T13:00:00.000Z', endAt: '2030-03-05T13:45:00.000Z' }); // 5:00 AM LA
    const blocks = layoutDay([early, a, b], 'America/Los_Angeles');
    expect(blocks.map((x) => [x.event.id, x.lane, x.lanes])).toEqual([
      ['c', 0, 1],
      ['a', 0, 2],
      ['b', 1, 2],
    ]);
    expect(blocks[0]!.top).toBe(0);
  });
});

describe('buildIcs', () => {
  it('writes one UTC VEVENT with the place and a link back', () => {
    const ics = buildIcs(
      makeEvent({ location: 'Zilker Park; north lot' }),
      'https://revy.test',
      '2030-01-01T00:00:00.000Z',
    );
    expect(ics).toContain('DTSTART:20300305T170000Z\r\nDTEND:20300305T174500Z');
    expect(ics).toContain('SUMMARY:Test drive: Honda Civic');
    expect(ics).toContain('LOCATION:Zilker Park\\; north lot');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
