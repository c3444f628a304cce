import { and, asc, eq, exists, gt, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { NON_BLOCKING_EVENT_STATUSES } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { availabilities, eventAttendees, events, eventTypes } from './events.table';

export type EventTypeRow = typeof eventTypes.$inferSelect;
export type NewEventTypeRow = typeof eventTypes.$inferInsert;
export type AvailabilityRow = typeof availabilities.$inferSelect;
export type NewAvailabilityRow = Omit<typeof availabilities.$inferInsert, 'eventTypeId'>;
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventPatch = Partial<Omit<NewEventRow, 'id' | 'hostId' | 'createdAt'>>;
/** An event with its attendees' ids. */
export type EventWithAttendees = EventRow & { attendeeIds: string[] };

// ---- locks -------------------------------------------------------------------------------------

/**
 * Serialises every write to one host's calendar (decision 013): a transaction-scoped advisory
 * lock on the host id, released at commit or rollback. A host may have several event types and
 * one calendar, so the lock is on the host, not on a type row. PGlite supports it too.
 */
export async function lockHostCalendar(db: DbOrTx, hostId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-host:${hostId}`}))`);
}

// ---- event types -------------------------------------------------------------------------------

export async function findEventType(db: DbOrTx, id: string): Promise<EventTypeRow | null> {
  const [row] = await db.select().from(eventTypes).where(eq(eventTypes.id, id));
  return row ?? null;
}

/** A host's types, oldest first (the first is the one a listing books). */
export function eventTypesOfHost(db: DbOrTx, hostId: string): Promise<EventTypeRow[]> {
  return db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.hostId, hostId))
    .orderBy(asc(eventTypes.createdAt), asc(eventTypes.id));
}

/** Inserts a type unless its id exists (the default type made by a first booking; two at once make one). */
export async function insertEventTypeOnce(db: DbOrTx, values: NewEventTypeRow): Promise<EventTypeRow | null> {
  const [row] = await db.insert(eventTypes).values(values).onConflictDoNothing({ target: eventTypes.id }).returning();
  return row ?? null;
}

export async function insertEventType(db: DbOrTx, values: NewEventTypeRow): Promise<EventTypeRow> {
  const [row] = await db.insert(eventTypes).values(values).returning();
  return row!;
}

export async function updateEventType(db: DbOrTx, id: string, patch: Partial<NewEventTypeRow>): Promise<EventTypeRow> {
  const [row] = await db
    .update(eventTypes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(eventTypes.id, id))
    .returning();
  return row!;
}

/** Availabilities of these types, by type id, weekday then start. */
export async function availabilitiesOf(db: DbOrTx, typeIds: string[]): Promise<Map<string, AvailabilityRow[]>> {
  const out = new Map<string, AvailabilityRow[]>(typeIds.map((id) => [id, []]));
  if (typeIds.length === 0) return out;
  const rows = await db
    .select()
    .from(availabilities)
    .where(inArray(availabilities.eventTypeId, typeIds))
    .orderBy(asc(availabilities.dayOfWeek), asc(availabilities.dayStartTime), asc(availabilities.id));
  for (const r of rows) out.get(r.eventTypeId)?.push(r);
  return out;
}

/** Replaces a type's availabilities with `rows` (PUT replaces them, spec 7). */
export async function replaceAvailabilities(db: DbOrTx, typeId: string, rows: NewAvailabilityRow[]): Promise<void> {
  await db.delete(availabilities).where(eq(availabilities.eventTypeId, typeId));
  if (rows.length > 0) await db.insert(availabilities).values(rows.map((r) => ({ ...r, eventTypeId: typeId })));
}

// ---- events ------------------------------------------------------------------------------------

export async function findEvent(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<EventWithAttendees | null> {
  const q = db.select().from(events).where(eq(events.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) return null;
  return (await withAttendees(db, [row]))[0]!;
}

/** Adds attendee ids to event rows (one query). */
export async function withAttendees(db: DbOrTx, rows: EventRow[]): Promise<EventWithAttendees[]> {
  if (rows.length === 0) return [];
  const att = await db
    .select({ eventId: eventAttendees.eventId, userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(
      inArray(
        eventAttendees.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(eventAttendees.createdAt), asc(eventAttendees.userId));
  const by = new Map<string, string[]>();
  for (const a of att) by.set(a.eventId, [...(by.get(a.eventId) ?? []), a.userId]);
  return rows.map((r) => ({ ...r, attendeeIds: by.get(r.id) ?? [] }));
}

export async function insertEvent(db: DbOrTx, values: NewEventRow, attendeeIds: string[]): Promise<EventWithAttendees> {
  const [row] = await db.insert(events).values(values).returning();
  const ids = [...new Set(attendeeIds)];
  if (ids.length > 0) await db.insert(eventAttendees).values(ids.map((userId) => ({ eventId: row!.id, userId })));
  return { ...row!, attendeeIds: ids };
}

export async function updateEvent(db: DbOrTx, id: string, patch: EventPatch): Promise<EventRow> {
  const [row] = await db.update(events).set(patch).where(eq(events.id, id)).returning();
  return row!;
}

export async function deleteEvent(db: DbOrTx, id: string): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/**
 * The host's events that block time (statuses other than pending/awaitingHost, spec 4) and
 * overlap [from, to). Callers widen the window by the buffers.
 */
export function blockingEventsOfHost(db: DbOrTx, hostId: string, from: Date, to: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.hostId, hostId),
        notInArray(events.status, [...NON_BLOCKING_EVENT_STATUSES]),
        lt(events.startAt, to),
        gt(events.endAt, from),
      ),
    )
    .orderBy(asc(events.startAt));
}

/** Events still on the calendar for a chat (the chat's test-drive flag follows them). */
export async function countEventsOfChat(db: DbOrTx, chatId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.chatId, chatId));
  return row?.n ?? 0;
}

/** Upcoming (not yet ended) events of a chat. */
export function upcomingEventsOfChat(db: DbOrTx, chatId: string, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.chatId, chatId), gt(events.endAt, now)));
}

/** Lists in start order (the calendar's order); a chat or listing has few, a user a few hundred at most. */
const LIST_LIMIT = 500;

export function eventsOfChat(db: DbOrTx, chatId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.chatId, chatId))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(LIST_LIMIT);
}

export function eventsOfListing(db: DbOrTx, listingId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.listingId, listingId))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(LIST_LIMIT);
}

export function eventsOfTypes(db: DbOrTx, typeIds: string[]): Promise<EventRow[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(events)
    .where(inArray(events.eventTypeId, typeIds))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(LIST_LIMIT);
}

/** Events `userId` hosts or attends. */
export function eventsOfUser(db: DbOrTx, userId: string): Promise<EventRow[]> {
  const attends = db
    .select({ one: sql`1` })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, events.id), eq(eventAttendees.userId, userId)));
  return db
    .select()
    .from(events)
    .where(or(eq(events.hostId, userId), exists(attends)))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(LIST_LIMIT);
}

// ---- jobs --------------------------------------------------------------------------------------

/**
 * Claims confirmed events starting before `before` (and not yet started) whose reminder has not
 * gone out, by setting reminded_at in one conditional update: with several instances running
 * the job, each event is claimed, so reminded, once.
 */
export async function claimReminders(db: DbOrTx, now: Date, before: Date, limit = 100): Promise<EventRow[]> {
  const due = db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.status, 'confirmed'),
        isNull(events.remindedAt),
        gt(events.startAt, now),
        lte(events.startAt, before),
      ),
    )
    .limit(limit);
  return db
    .update(events)
    .set({ remindedAt: now })
    .where(and(inArray(events.id, due), isNull(events.remindedAt)))
    .returning();
}

/** Confirmed events that ended before `endedBefore` become completed; returns how many. */
export async function completeEnded(db: DbOrTx, endedBefore: Date): Promise<number> {
  const rows = await db
    .update(events)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(events.status, 'confirmed'), lt(events.endAt, endedBefore)))
    .returning({ id: events.id });
  return rows.length;
}

/** Timezones of event types, by id. */
export async function typeTimezones(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: eventTypes.id, timezone: eventTypes.timezone })
    .from(eventTypes)
    .where(inArray(eventTypes.id, ids));
  return new Map(rows.map((r) => [r.id, r.timezone]));
}
