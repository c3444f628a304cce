import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { EVENT_TYPE_DEFAULTS, type EventStatus } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { chats } from '../chats/chats.table';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * A host's bookable test-drive offer. Durations and buffers are milliseconds (spec 3 and 9),
 * as integers: the longest, a booking notice of days, fits easily. Defaults are spec 9's, from
 * the shared constants. startAt/endAt bound the dates it can be booked for (null: open).
 */
export const eventTypes = pgTable(
  'event_types',
  {
    id: idColumn(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(EVENT_TYPE_DEFAULTS.title),
    description: text('description'),
    duration: integer('duration').notNull().default(EVENT_TYPE_DEFAULTS.duration),
    slotInterval: integer('slot_interval').notNull().default(EVENT_TYPE_DEFAULTS.slotInterval),
    bufferBefore: integer('buffer_before').notNull().default(EVENT_TYPE_DEFAULTS.bufferBefore),
    bufferAfter: integer('buffer_after').notNull().default(EVENT_TYPE_DEFAULTS.bufferAfter),
    bufferNotice: integer('buffer_notice').notNull().default(EVENT_TYPE_DEFAULTS.bufferNotice),
    startAt: tsColumn('start_at'),
    endAt: tsColumn('end_at'),
    disableGuests: boolean('disable_guests').notNull().default(EVENT_TYPE_DEFAULTS.disableGuests),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(EVENT_TYPE_DEFAULTS.requiresConfirmation),
    /** IANA name; availabilities are wall-clock times in it. */
    timezone: text('timezone').notNull().default(EVENT_TYPE_DEFAULTS.timezone),
    location: text('location'),
    ...timestamps(),
  },
  (t) => [
    check(
      'event_types_durations_check',
      sql`${t.duration} > 0 and ${t.slotInterval} > 0 and ${t.bufferBefore} >= 0 and ${t.bufferAfter} >= 0 and ${t.bufferNotice} >= 0`,
    ),
    index('event_types_host_idx').on(t.hostId),
  ],
);

/**
 * Weekly hours of an event type: dayOfWeek 0 (Sunday) to 6, times in ms from midnight in the
 * type's timezone. startAt/endAt, when set, limit the row to a date range (a holiday, say).
 */
export const availabilities = pgTable(
  'availabilities',
  {
    id: idColumn(),
    eventTypeId: uuid('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    available: boolean('available').notNull().default(true),
    dayStartTime: integer('day_start_time').notNull().default(EVENT_TYPE_DEFAULTS.dayStartTime),
    dayEndTime: integer('day_end_time').notNull().default(EVENT_TYPE_DEFAULTS.dayEndTime),
    startAt: tsColumn('start_at'),
    endAt: tsColumn('end_at'),
  },
  (t) => [
    check('availabilities_day_check', sql`${t.dayOfWeek} between 0 and 6`),
    check(
      'availabilities_time_check',
      sql`${t.dayStartTime} >= 0 and ${t.dayEndTime} <= 86400000 and ${t.dayStartTime} <= ${t.dayEndTime}`,
    ),
    index('availabilities_event_type_idx').on(t.eventTypeId),
  ],
);

/**
 * A booked test drive or video tour. Busy time is read per host ((host_id, start_at)) and per
 * event type; double booking is prevented in the booking transaction, not by an exclusion
 * constraint (btree_gist is not loaded on PGlite). References to the type, listing and chat are
 * set null on delete so the calendar keeps the event.
 */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    eventTypeId: uuid('event_type_id').references(() => eventTypes.id, { onDelete: 'set null' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<EventStatus>().notNull().default('pending'),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    title: text('title'),
    description: text('description'),
    isPaid: boolean('is_paid').notNull().default(false),
    startAt: tsColumn('start_at').notNull(),
    endAt: tsColumn('end_at').notNull(),
    location: text('location'),
    /** iCalendar SEQUENCE: bumped on every reschedule so calendars replace the invitation. */
    sequence: integer('sequence').notNull().default(0),
    /** When the reminder went out (the reminder job claims a row by setting it, once). */
    remindedAt: tsColumn('reminded_at'),
    ...timestamps(),
  },
  (t) => [
    check('events_time_check', sql`${t.endAt} > ${t.startAt}`),
    index('events_host_start_idx').on(t.hostId, t.startAt),
    index('events_event_type_start_idx').on(t.eventTypeId, t.startAt),
    index('events_listing_idx').on(t.listingId),
    index('events_chat_idx').on(t.chatId),
  ],
);

/** Attendees of an event (spec 3 attendees: userId). GET /v1/event/byUser reads the user index. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'event_attendees_pk', columns: [t.eventId, t.userId] }),
    index('event_attendees_user_idx').on(t.userId),
  ],
);
