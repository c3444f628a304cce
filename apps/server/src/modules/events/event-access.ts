import { eventNotFoundMessage, isStaff } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../lib/errors';
import type { UserRecord } from '../users';
import * as repo from './events.repo';
import type { EventWithAttendees } from './events.repo';

export type EventRole = 'host' | 'attendee';
export type EventAccess = { event: EventWithAttendees; role: EventRole | null; staff: boolean };

/** Spec 8: "Event with ID {id} not found". */
export const eventNotFound = (id: string) => new AppError('NOT_FOUND', eventNotFoundMessage(id));

export function roleInEvent(actor: { id: string }, e: EventWithAttendees): EventRole | null {
  if (e.hostId === actor.id) return 'host';
  if (e.attendeeIds.includes(actor.id)) return 'attendee';
  return null;
}

/**
 * The event when `actor` may see it: its host, an attendee, staff (the /event/{id} page guard
 * of decision 004 lets in the same people, staff aside). Missing 404, anyone else 403.
 */
export async function loadEvent(
  db: DbOrTx,
  actor: UserRecord,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<EventAccess> {
  const event = await repo.findEvent(db, id, opts);
  if (!event) throw eventNotFound(id);
  const role = roleInEvent(actor, event);
  const staff = isStaff(actor);
  if (!role && !staff) throw forbidden('Only the seller, the buyer and staff can see this test drive');
  return { event, role, staff };
}
