import {
  computeSlots,
  DAY_MS,
  canViewListing,
  isStaff,
  SLOT_RANGE_DAYS,
  type CreateEventType,
  type EventType,
  type Slot,
  type UpdateEventType,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { listingSummaries } from '../listings';
import { findUsersByIds } from '../users';
import type { UserRecord } from '../users';
import { eventViews } from './event-views';
import * as repo from './events.repo';
import type { AvailabilityRow, EventTypeRow, NewAvailabilityRow, NewEventTypeRow } from './events.repo';
import { toEventType, toSlotType } from './events.mapper';
import {
  DEFAULT_AVAILABILITIES,
  defaultEventTypeId,
  findOrSaveBookableType,
  unsavedDefaultType,
} from './default-event-type';

/** The longest slot range one call computes (?from&to): about two months. */
export const MAX_SLOT_RANGE_DAYS = 62;

export type SlotsQuery = { from?: string | undefined; to?: string | undefined; events: boolean };

/** An ISO date-time of a payload, or a 400 naming the field. */
function parseDate(value: string | null | undefined, field: string): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw validationFailed({ [field]: 'Use an ISO date and time' });
  return d;
}

function typeColumns(input: UpdateEventType): Partial<NewEventTypeRow> {
  const out: Partial<NewEventTypeRow> = {};
  for (const k of [
    'title',
    'description',
    'duration',
    'slotInterval',
    'bufferBefore',
    'bufferAfter',
    'bufferNotice',
    'disableGuests',
    'requiresConfirmation',
    'timezone',
    'location',
  ] as const) {
    if (input[k] !== undefined) (out as Record<string, unknown>)[k] = input[k];
  }
  const startAt = parseDate(input.startAt, 'startAt');
  const endAt = parseDate(input.endAt, 'endAt');
  if (startAt !== undefined) out.startAt = startAt;
  if (endAt !== undefined) out.endAt = endAt;
  return out;
}

function availabilityRows(list: NonNullable<CreateEventType['availabilities']>): NewAvailabilityRow[] {
  return list.map((a, i) => ({
    dayOfWeek: a.dayOfWeek,
    available: a.available,
    dayStartTime: a.dayStartTime,
    dayEndTime: a.dayEndTime,
    startAt: parseDate(a.startAt, `availabilities.${i}.startAt`) ?? null,
    endAt: parseDate(a.endAt, `availabilities.${i}.endAt`) ?? null,
  }));
}

function assertBounds(t: Pick<EventTypeRow, 'startAt' | 'endAt'>): void {
  if (t.startAt && t.endAt && t.endAt <= t.startAt)
    throw validationFailed({ endAt: 'The last bookable date must be after the first' });
}

/**
 * The range of ?from&to: default now → SLOT_RANGE_DAYS days. It ends at most
 * MAX_SLOT_RANGE_DAYS after now, where booking stops too, so every listed slot can be booked
 * (a range wholly beyond that lists nothing).
 */
export function slotRange(q: SlotsQuery, now: Date): { from: Date; to: Date } {
  const from = q.from ? new Date(q.from) : now;
  const to = q.to ? new Date(q.to) : new Date(from.getTime() + SLOT_RANGE_DAYS * DAY_MS);
  if (to <= from) throw validationFailed({ to: 'The end of the range must be after its start' });
  const horizon = now.getTime() + MAX_SLOT_RANGE_DAYS * DAY_MS;
  return { from, to: new Date(Math.min(to.getTime(), from.getTime() + MAX_SLOT_RANGE_DAYS * DAY_MS, horizon)) };
}

/** The host's blocking events around a range, widened by a day so buffers at the edges count. */
export function busyAround(db: DbOrTx, hostId: string, from: Date, to: Date) {
  return repo.blockingEventsOfHost(db, hostId, new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS));
}

/** Bookable slots of a type in a range (the shared slot function over the host's calendar). */
export async function slotsOf(
  db: DbOrTx,
  t: EventTypeRow,
  avail: AvailabilityRow[],
  range: { from: Date; to: Date },
  now: Date,
): Promise<Slot[]> {
  const busy = await busyAround(db, t.hostId, range.from, range.to);
  return computeSlots(toSlotType(t, avail), busy, range, now);
}

const canManage = (actor: UserRecord, t: { hostId: string }) => actor.id === t.hostId || isStaff(actor);

async function typeViews(
  ctx: AppContext,
  actor: UserRecord,
  rows: EventTypeRow[],
  q: SlotsQuery,
  given?: Map<string, AvailabilityRow[]>,
): Promise<EventType[]> {
  const now = new Date();
  const range = slotRange(q, now);
  const avail =
    given ??
    (await repo.availabilitiesOf(
      ctx.db,
      rows.map((r) => r.id),
    ));
  const withEvents = rows.filter((r) => q.events && canManage(actor, r));
  const events = await eventViews(
    ctx.db,
    await repo.withAttendees(
      ctx.db,
      await repo.eventsOfTypes(
        ctx.db,
        withEvents.map((r) => r.id),
      ),
    ),
  );
  return Promise.all(
    rows.map(async (r) => {
      const a = avail.get(r.id) ?? [];
      const slots = await slotsOf(ctx.db, r, a, range, now);
      return toEventType(r, a, {
        slots,
        ...(withEvents.includes(r) ? { events: events.filter((e) => e.eventTypeId === r.id) } : {}),
      });
    }),
  );
}

/** POST /v1/event/type: the caller's type (staff may name another host), spec 9 defaults for the rest. */
export async function createEventType(ctx: AppContext, actor: UserRecord, input: CreateEventType): Promise<EventType> {
  const hostId = input.hostId ?? actor.id;
  if (hostId !== actor.id) {
    if (!isStaff(actor)) throw forbidden('Only staff create event types for someone else');
    if ((await findUsersByIds(ctx.db, [hostId])).length === 0) throw notFound('Host');
  }
  const columns = typeColumns(input);
  assertBounds({ startAt: columns.startAt ?? null, endAt: columns.endAt ?? null });
  const avail = input.availabilities ? availabilityRows(input.availabilities) : DEFAULT_AVAILABILITIES;
  const row = await ctx.db.transaction(async (tx) => {
    const t = await repo.insertEventType(tx, { ...columns, hostId });
    await repo.replaceAvailabilities(tx, t.id, avail);
    return t;
  });
  return (await typeViews(ctx, actor, [row], { events: false }))[0]!;
}

/** GET /v1/event/type/{id}: anyone signed in (a buyer needs the slots); events for the host and staff. */
export async function getEventType(ctx: AppContext, actor: UserRecord, id: string, q: SlotsQuery): Promise<EventType> {
  const row = await repo.findEventType(ctx.db, id);
  if (!row) throw notFound('Event type');
  return (await typeViews(ctx, actor, [row], q))[0]!;
}

/** PUT /v1/event/type/{id} (host or staff); availabilities, when given, replace the old ones. */
export async function updateEventType(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: UpdateEventType,
): Promise<EventType> {
  // The host's first save of the default type byListing showed them (unsaved until now).
  const found = await repo.findEventType(ctx.db, id);
  // In one transaction, so a racing save never sees the default without its availabilities.
  const existing =
    found ??
    (id === defaultEventTypeId(actor.id)
      ? await ctx.db.transaction((tx) => findOrSaveBookableType(tx, id, actor.id))
      : null);
  if (!existing) throw notFound('Event type');
  if (!canManage(actor, existing)) throw forbidden('Only the host and staff can change this event type');
  const columns = typeColumns(input);
  assertBounds({
    startAt: columns.startAt === undefined ? existing.startAt : columns.startAt,
    endAt: columns.endAt === undefined ? existing.endAt : columns.endAt,
  });
  const avail = input.availabilities ? availabilityRows(input.availabilities) : null;
  const row = await ctx.db.transaction(async (tx) => {
    // Under the host's calendar lock: a booking validated against the old hours commits first.
    await repo.lockHostCalendar(tx, existing.hostId);
    // A stale version (another tab, staff) is refused under the lock; the default type just
    // saved from what byListing showed has no earlier version to conflict with.
    const current = found ? await repo.findEventType(tx, id) : existing;
    if (
      found &&
      input.updatedAt &&
      current &&
      current.updatedAt.toISOString() !== new Date(input.updatedAt).toISOString()
    ) {
      throw new AppError(
        'CONFLICT',
        'Someone else changed these test-drive hours since you opened them. Reload to see them, then save again.',
      );
    }
    const t = await repo.updateEventType(tx, id, columns);
    if (avail) await repo.replaceAvailabilities(tx, id, avail);
    return t;
  });
  return (await typeViews(ctx, actor, [row], { events: false }))[0]!;
}

/** GET /v1/event/type/byHost/{hostId}: with nested events for the host and staff, slots for everyone. */
export async function listHostEventTypes(
  ctx: AppContext,
  actor: UserRecord,
  hostId: string,
  q: Omit<SlotsQuery, 'events'>,
): Promise<EventType[]> {
  const rows = await repo.eventTypesOfHost(ctx.db, hostId);
  return typeViews(ctx, actor, rows, { ...q, events: true });
}

/**
 * GET /v1/event/type/byListing/{listingId}: the type a buyer books for this car, the seller's
 * first. A read never writes (issue 13): a seller who never set hours is shown the spec 9
 * default, unsaved, under an id derived from the seller (default-event-type.ts); the first
 * booking saves it. Who cannot see the listing (a stranger on a draft, a deleted car) gets 404.
 */
export async function eventTypeForListing(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  q: SlotsQuery,
): Promise<EventType> {
  const [listing] = await listingSummaries(ctx.db, [listingId]);
  if (!listing || !canViewListing(actor, listing)) throw notFound('Listing');
  const [row] = await repo.eventTypesOfHost(ctx.db, listing.sellerId);
  if (row) return (await typeViews(ctx, actor, [row], q))[0]!;
  const draft = unsavedDefaultType(listing.sellerId);
  return (await typeViews(ctx, actor, [draft.row], q, new Map([[draft.row.id, draft.availabilities]])))[0]!;
}
