import type { Event } from '@revy/shared';
import { carTitle, placeOf } from './event-view';

/** RFC 5545 text: backslash, semicolon and comma escaped, new lines as \n. */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** UTC date-time, e.g. 20260303T183000Z. */
const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (RFC 5545 3.1); our lines are ASCII or near it. */
function fold(line: string): string {
  const out: string[] = [];
  for (let i = 0; i < line.length; i += 73) out.push((i ? ' ' : '') + line.slice(i, i + 73));
  return out.join('\r\n');
}

/** One VEVENT calendar file for "Add to calendar", built in the browser from the event. */
export function buildIcs(e: Event, origin: string, now = new Date().toISOString()): string {
  const place = placeOf(e);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Revy//Test drives//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.id}@revy`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(e.startAt)}`,
    `DTEND:${stamp(e.endAt)}`,
    `SUMMARY:${esc(`Test drive: ${carTitle(e)}`)}`,
    ...(place ? [`LOCATION:${esc(place)}`] : []),
    `DESCRIPTION:${esc(`${e.description ? `${e.description}\n` : ''}${origin}/event/${e.id}`)}`,
    `URL:${origin}/event/${e.id}`,
    `STATUS:${e.status === 'confirmed' || e.status === 'completed' ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** Saves the file through a temporary link (no server round trip). */
export function downloadIcs(e: Event) {
  const blob = new Blob([buildIcs(e, window.location.origin)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `test-drive-${e.id}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
