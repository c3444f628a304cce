import type { Event, EventAttendee, EventStatus } from '@revy/shared';
import { isApiError, type ApiError } from '../../../lib/api-client';

/** Words and colours of a status; colour is never the only signal (the label is always shown). */
export const STATUS_VIEW: Record<EventStatus, { label: string; badge: string; block: string }> = {
  pending: {
    label: 'Awaiting confirmation',
    badge: 'bg-amber-100 text-amber-900',
    block: 'border-amber-400 bg-amber-50 text-amber-950',
  },
  awaitingHost: {
    label: 'New time requested',
    badge: 'bg-amber-100 text-amber-900',
    block: 'border-amber-400 bg-amber-50 text-amber-950',
  },
  confirmed: {
    label: 'Confirmed',
    badge: 'bg-emerald-100 text-emerald-900',
    block: 'border-emerald-500 bg-emerald-50 text-emerald-950',
  },
  completed: {
    label: 'Completed',
    badge: 'bg-slate-100 text-slate-700',
    block: 'border-slate-300 bg-slate-50 text-slate-700',
  },
};

/** Requests the host still has to answer. */
export const needsHostAnswer = (e: Pick<Event, 'status'>) => e.status === 'pending' || e.status === 'awaitingHost';

export const personName = (p: EventAttendee | null | undefined) =>
  p
    ? [p.firstName, p.lastNameInitial ? `${p.lastNameInitial.replace(/\.$/, '')}.` : null].filter(Boolean).join(' ') ||
      'Revy member'
    : 'Revy member';

export type EventRole = 'host' | 'attendee';
export const roleOf = (e: Event, userId: string): EventRole => (e.hostId === userId ? 'host' : 'attendee');

/** The person on the other side: the buyer for the host, the seller for a buyer. */
export function otherPerson(e: Event, userId: string): EventAttendee | null {
  if (e.hostId !== userId) return e.host;
  return e.attendees.find((a) => a.userId !== userId) ?? null;
}

export const carTitle = (e: Event) => e.listing?.shortTitle ?? e.listing?.title ?? e.title ?? 'Test drive';

/** Where to meet: the exact place when set, else the car's city. */
export const placeOf = (e: Event) =>
  e.location ?? ([e.listing?.city, e.listing?.state].filter(Boolean).join(', ') || null);

/** Past once it has ended (or was completed), so a drive under way still counts as upcoming. */
export const isPast = (e: Event, now = Date.now()) => e.status === 'completed' || Date.parse(e.endAt) < now;

/**
 * The server refused the time itself (409: taken meanwhile, too soon, off the grid; 422: in the
 * past): the slot is gone, so pickers show the reason and load the times again.
 */
export const isSlotRefused = (err: unknown): err is ApiError =>
  isApiError(err) && (err.status === 409 || err.status === 422);
