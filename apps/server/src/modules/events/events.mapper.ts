import type { Availability, Event, EventAttendee, EventType, SlotEventType } from '@revy/shared';
import type { AvailabilityRow, EventTypeRow, EventWithAttendees } from './events.repo';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** What an event shows of a person: first name and last initial, never the email. */
export type PersonRow = { id: string; firstName: string | null; lastName: string | null };
/** What an event shows of its listing. */
export type EventListingRow = {
  id: string;
  title: string | null;
  shortTitle: string | null;
  city: string | null;
  state: string | null;
  coverUrl: string | null;
};

export function toAttendee(userId: string, p: PersonRow | undefined): EventAttendee {
  const last = p?.lastName?.trim();
  return { userId, firstName: p?.firstName ?? null, lastNameInitial: last ? last[0]!.toUpperCase() : null };
}

export function toAvailability(a: AvailabilityRow): Availability {
  return {
    id: a.id,
    dayOfWeek: a.dayOfWeek,
    available: a.available,
    dayStartTime: a.dayStartTime,
    dayEndTime: a.dayEndTime,
    startAt: iso(a.startAt),
    endAt: iso(a.endAt),
  };
}

export function toEvent(
  e: EventWithAttendees,
  x: { people: Map<string, PersonRow>; listing: EventListingRow | null; timezone: string | null },
): Event {
  return {
    id: e.id,
    eventTypeId: e.eventTypeId,
    hostId: e.hostId,
    status: e.status,
    listingId: e.listingId,
    chatId: e.chatId,
    title: e.title,
    description: e.description,
    isPaid: e.isPaid,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    location: e.location,
    attendees: e.attendeeIds.map((id) => toAttendee(id, x.people.get(id))),
    host: toAttendee(e.hostId, x.people.get(e.hostId)),
    listing: x.listing,
    timezone: x.timezone,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function toEventType(
  t: EventTypeRow,
  availabilities: AvailabilityRow[],
  extra: Pick<EventType, 'slots' | 'events'> = {},
): EventType {
  return {
    id: t.id,
    hostId: t.hostId,
    title: t.title,
    description: t.description,
    duration: t.duration,
    slotInterval: t.slotInterval,
    bufferBefore: t.bufferBefore,
    bufferAfter: t.bufferAfter,
    bufferNotice: t.bufferNotice,
    startAt: iso(t.startAt),
    endAt: iso(t.endAt),
    disableGuests: t.disableGuests,
    requiresConfirmation: t.requiresConfirmation,
    timezone: t.timezone,
    location: t.location,
    availabilities: availabilities.map(toAvailability),
    ...(extra.slots ? { slots: extra.slots } : {}),
    ...(extra.events ? { events: extra.events } : {}),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The type as the shared slot function reads it. */
export function toSlotType(t: EventTypeRow, availabilities: AvailabilityRow[]): SlotEventType {
  return {
    duration: t.duration,
    slotInterval: t.slotInterval,
    bufferBefore: t.bufferBefore,
    bufferAfter: t.bufferAfter,
    bufferNotice: t.bufferNotice,
    timezone: t.timezone,
    startAt: t.startAt,
    endAt: t.endAt,
    availabilities: availabilities.map((a) => ({
      dayOfWeek: a.dayOfWeek,
      available: a.available,
      dayStartTime: a.dayStartTime,
      dayEndTime: a.dayEndTime,
      startAt: a.startAt,
      endAt: a.endAt,
    })),
  };
}
