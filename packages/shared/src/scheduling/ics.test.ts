import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDate, icsText } from './ics';

// shared type-checks without Node types (it also runs in browsers); the tests themselves run in Node.
declare const Buffer: { byteLength(s: string, encoding: 'utf8'): number };

const base = {
  method: 'REQUEST' as const,
  eventId: '01890000-0000-7000-8000-000000000001',
  sequence: 0,
  start: new Date('2026-11-28T18:00:00.000Z'),
  end: new Date('2026-11-28T18:45:00.000Z'),
  summary: 'Test drive: 2019 Toyota RAV4, XLE; one owner',
  location: 'San Jose, CA',
  description: 'Meet the seller.',
  url: 'http://revy.test/event/01890000-0000-7000-8000-000000000001',
  organizer: 'Revy <hello@revy.local>',
  attendee: { email: 'bea@example.com', name: 'Bea B.' },
  now: new Date('2026-11-22T10:00:00.000Z'),
};

describe('events.ics', () => {
  it('writes a VCALENDAR/VEVENT with UID, DTSTAMP, UTC times, escaped text and CRLF line ends', () => {
    const ics = buildIcs(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').join('')).not.toContain('\n');
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Revy//Test drives//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toContain(`UID:${base.eventId}@revy`);
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(lines).toContain('DTSTART:20261128T180000Z');
    expect(lines).toContain('DTEND:20261128T184500Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('SUMMARY:Test drive: 2019 Toyota RAV4\\, XLE\\; one owner');
    expect(lines).toContain('LOCATION:San Jose\\, CA');
    expect(lines).toContain(`DESCRIPTION:Meet the seller.\\n\\n${base.url}`);
    expect(lines).toContain('ORGANIZER;CN="Revy":mailto:hello@revy.local');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, keeping the UID and the sequence given', () => {
    const lines = buildIcs({ ...base, method: 'CANCEL', sequence: 3 })
      .replace(/\r\n /g, '')
      .split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain(`UID:${base.eventId}@revy`);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
    expect(foldLine('short')).toBe('short');
    const ics = buildIcs({ ...base, description: 'x'.repeat(500) });
    for (const l of ics.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('formats dates and escapes text', () => {
    expect(icsDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
