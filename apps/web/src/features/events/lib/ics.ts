import { buildIcs as buildCalendar, type Event } from '@revy/shared';
import { carTitle, placeOf } from './event-view';

/**
 * One VEVENT calendar file for "Add to calendar", built in the browser from the event: the shared
 * RFC 5545 builder (also used for the server's emailed invitations) with METHOD:PUBLISH, no
 * organizer, and TENTATIVE until the seller confirms.
 */
export function buildIcs(e: Event, origin: string, now = new Date().toISOString()): string {
  return buildCalendar({
    method: 'PUBLISH',
    eventId: e.id,
    sequence: 0,
    start: new Date(e.startAt),
    end: new Date(e.endAt),
    summary: `Test drive: ${carTitle(e)}`,
    description: e.description,
    location: placeOf(e),
    url: `${origin}/event/${e.id}`,
    status: e.status === 'confirmed' || e.status === 'completed' ? 'CONFIRMED' : 'TENTATIVE',
    now: new Date(now),
  });
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
