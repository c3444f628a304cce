import { createHash } from 'node:crypto';
import { EVENT_TYPE_DEFAULTS } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import * as repo from './events.repo';
import type { AvailabilityRow, EventTypeRow, NewAvailabilityRow } from './events.repo';

/** Spec 9: every day 0–6, 09:00–17:00 when a new type names no availabilities. */
export const DEFAULT_AVAILABILITIES: NewAvailabilityRow[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  available: true,
  dayStartTime: EVENT_TYPE_DEFAULTS.dayStartTime,
  dayEndTime: EVENT_TYPE_DEFAULTS.dayEndTime,
}));

/**
 * The id a host's default test-drive type has before and after it is saved: a UUID (version 8,
 * RFC 9562 custom) derived from the host id, so a buyer can be shown the default (decision 013,
 * issue 13: a read never writes) and book against it, and the booking saves it under that id.
 */
export function defaultEventTypeId(hostId: string): string {
  const h = createHash('sha256').update(`revy-default-event-type:${hostId}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The unsaved default type of a host with its availabilities, for showing slots. */
export function unsavedDefaultType(
  hostId: string,
  now = new Date(),
): { row: EventTypeRow; availabilities: AvailabilityRow[] } {
  const id = defaultEventTypeId(hostId);
  const { dayStartTime: _s, dayEndTime: _e, ...columns } = EVENT_TYPE_DEFAULTS;
  const row: EventTypeRow = {
    id,
    hostId,
    ...columns,
    description: null,
    startAt: null,
    endAt: null,
    location: null,
    createdAt: now,
    updatedAt: now,
  };
  const availabilities = DEFAULT_AVAILABILITIES.map(
    (a, i) =>
      ({
        id: `${id.slice(0, 34)}${String(i).padStart(2, '0')}`,
        eventTypeId: id,
        startAt: null,
        endAt: null,
        ...a,
      }) as AvailabilityRow,
  );
  return { row, availabilities };
}

/**
 * The event type a booking names: a saved one, or the host's default, saved now under its
 * derived id (the first booking of a seller who never set hours); racing first bookings make one.
 */
export async function findOrSaveBookableType(
  tx: DbOrTx,
  eventTypeId: string,
  hostIdOfListing: string | null,
): Promise<EventTypeRow | null> {
  const saved = await repo.findEventType(tx, eventTypeId);
  if (saved || !hostIdOfListing || defaultEventTypeId(hostIdOfListing) !== eventTypeId) return saved;
  // The host saved another type of their own since the default was shown: the default is gone.
  // (The default itself, saved meanwhile by a racing first save or booking, is found below.)
  if ((await repo.eventTypesOfHost(tx, hostIdOfListing)).some((t) => t.id !== eventTypeId)) return null;
  const made = await repo.insertEventTypeOnce(tx, { id: eventTypeId, hostId: hostIdOfListing });
  if (made) await repo.replaceAvailabilities(tx, made.id, DEFAULT_AVAILABILITIES);
  return made ?? repo.findEventType(tx, eventTypeId);
}
