import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';

/**
 * Spec 4 shows pending and awaitingHost; the full set is not shown (decision 013):
 * - pending: a buyer asked for the slot and the host has not confirmed it yet;
 * - awaitingHost: a confirmed drive the buyer asked to move, waiting for the host's answer;
 * - confirmed: on the calendar;
 * - completed: it happened (set by the host, or automatically the day after).
 * pending and awaitingHost leave the slot bookable (spec 4); confirmed and completed block it.
 * Cancelling deletes the event (spec 4); declining a request deletes it too, so a refused slot
 * never blocks anyone.
 */
export const EVENT_STATUSES = ['pending', 'awaitingHost', 'confirmed', 'completed'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;
/** Statuses that leave their time bookable by others (spec 4). */
export const NON_BLOCKING_EVENT_STATUSES: readonly EventStatus[] = ['pending', 'awaitingHost'];

export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Spec 9: defaults of a new event type. Durations are milliseconds. */
export const EVENT_TYPE_DEFAULTS = {
  title: 'Test Drive',
  duration: 45 * MINUTE_MS,
  slotInterval: 30 * MINUTE_MS,
  bufferBefore: 30 * MINUTE_MS,
  bufferAfter: 0,
  bufferNotice: 4 * HOUR_MS,
  disableGuests: false,
  requiresConfirmation: true,
  timezone: DEFAULT_TIMEZONE,
  /** Every day of the week (0 = Sunday), 09:00 to 17:00, in ms from midnight. */
  dayStartTime: 9 * HOUR_MS,
  dayEndTime: 17 * HOUR_MS,
} as const;

/** A day is 86,400,000 ms; availability times are ms from midnight in the event type's timezone. */
export const DAY_MS = 24 * HOUR_MS;
/** Spec 9: slots are offered this many days ahead by default. */
export const SLOT_RANGE_DAYS = 14;
/** A reminder goes to both sides this long before a confirmed drive. */
export const EVENT_REMINDER_MS = 24 * HOUR_MS;

// ---- shapes ------------------------------------------------------------------------------------

const IsoSchema = z.string();

/** Spec 3 availability row: weekly hours, or with startAt/endAt a date-bounded override. */
export const AvailabilitySchema = z
  .object({
    id: z.string().optional(),
    dayOfWeek: z.number().int().min(0).max(6),
    available: z.boolean(),
    dayStartTime: z.number().int().min(0).max(DAY_MS),
    dayEndTime: z.number().int().min(0).max(DAY_MS),
    startAt: IsoSchema.nullable().optional(),
    endAt: IsoSchema.nullable().optional(),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof AvailabilitySchema>;

/** A bookable slot: start and end in UTC ISO. */
export const SlotSchema = z.object({ startAt: IsoSchema, endAt: IsoSchema }).meta({ id: 'Slot' });
export type Slot = z.infer<typeof SlotSchema>;

export const EventAttendeeSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastNameInitial: z.string().nullable(),
});
export type EventAttendee = z.infer<typeof EventAttendeeSchema>;

/** The listing an event is about, as calendars show it. */
export const EventListingSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  shortTitle: z.string().nullable(),
  /** City and state; the exact meeting place is the event's `location`. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  coverUrl: z.string().nullable(),
});

/** Spec 3 Event. */
export const EventSchema = z
  .object({
    id: z.string(),
    eventTypeId: z.string().nullable(),
    hostId: z.string(),
    status: EventStatusSchema,
    listingId: z.string().nullable(),
    chatId: z.string().nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    isPaid: z.boolean(),
    startAt: IsoSchema,
    endAt: IsoSchema,
    location: z.string().nullable(),
    attendees: z.array(EventAttendeeSchema),
    /** The host's first name and initial (for the buyer's views). */
    host: EventAttendeeSchema.nullable(),
    listing: EventListingSchema.nullable(),
    /** The type's time zone, for showing the seller's local time next to the viewer's. */
    timezone: z.string().nullable(),
    createdAt: IsoSchema,
    updatedAt: IsoSchema,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;

/** Spec 3 EventType; `slots` (next SLOT_RANGE_DAYS days, or ?from&to) and `events` when asked. */
export const EventTypeSchema = z
  .object({
    id: z.string(),
    hostId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    duration: z.number().int(),
    slotInterval: z.number().int(),
    bufferBefore: z.number().int(),
    bufferAfter: z.number().int(),
    bufferNotice: z.number().int(),
    startAt: IsoSchema.nullable(),
    endAt: IsoSchema.nullable(),
    disableGuests: z.boolean(),
    requiresConfirmation: z.boolean(),
    timezone: z.string(),
    location: z.string().nullable(),
    availabilities: z.array(AvailabilitySchema),
    slots: z.array(SlotSchema).optional(),
    events: z.array(EventSchema).optional(),
    createdAt: IsoSchema,
    updatedAt: IsoSchema,
  })
  .meta({ id: 'EventType' });
export type EventType = z.infer<typeof EventTypeSchema>;

// ---- requests ----------------------------------------------------------------------------------

/** A real IANA zone name (the server and the browser both know them through Intl). */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

const MsDuration = (max: number) => z.number().int().min(0).max(max);

const AvailabilityInputSchema = AvailabilitySchema.omit({ id: true })
  .refine((a) => a.dayStartTime <= a.dayEndTime, { message: 'The day must end after it starts', path: ['dayEndTime'] })
  .refine((a) => !a.startAt || !a.endAt || a.startAt < a.endAt, {
    message: 'The end date must be after the start date',
    path: ['endAt'],
  });

/** POST /v1/event/type (spec 7 payload); anything left out takes the spec 9 default. */
export const CreateEventTypeSchema = z
  .object({
    hostId: z.uuid().optional(),
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().trim().max(2000).nullish(),
    duration: MsDuration(8 * HOUR_MS)
      .refine((v) => v >= 15 * MINUTE_MS, 'At least 15 minutes')
      .optional(),
    slotInterval: MsDuration(8 * HOUR_MS)
      .refine((v) => v >= 5 * MINUTE_MS, 'At least 5 minutes')
      .optional(),
    bufferBefore: MsDuration(4 * HOUR_MS).optional(),
    bufferAfter: MsDuration(4 * HOUR_MS).optional(),
    bufferNotice: MsDuration(30 * DAY_MS).optional(),
    startAt: IsoSchema.nullish(),
    endAt: IsoSchema.nullish(),
    disableGuests: z.boolean().optional(),
    requiresConfirmation: z.boolean().optional(),
    timezone: TimeZoneSchema.optional(),
    location: z.string().trim().max(300).nullish(),
    availabilities: z.array(AvailabilityInputSchema).max(100).optional(),
  })
  .strict();
export type CreateEventType = z.infer<typeof CreateEventTypeSchema>;

/**
 * PUT /v1/event/type/{id}: the same fields; availabilities, when given, replace the old ones.
 * The type's own GET body is accepted: its read-only fields (id, hostId, slots, events...) are
 * dropped, never applied (decision 019).
 */
export const UpdateEventTypeObjectSchema = CreateEventTypeSchema.omit({ hostId: true }).extend({
  /** The version the edit started from (the type's updatedAt): a type changed since is 409 (decision 019). */
  updatedAt: IsoSchema.optional(),
});
export const UpdateEventTypeSchema = acceptingReadOnly(UpdateEventTypeObjectSchema, EventTypeSchema);
export type UpdateEventType = z.infer<typeof UpdateEventTypeSchema>;

/** GET /v1/event/type/{id} and byHost: the slot range (default now → SLOT_RANGE_DAYS days). */
export const SlotsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Include the type's events (the host and staff only). */
  events: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * POST /v1/event: book a slot of an event type (a buyer from their chat, or the host for
 * someone). endAt defaults to startAt + duration and must equal it; status defaults to pending
 * when the type requires confirmation, confirmed otherwise (the host may set another).
 */
export const CreateEventSchema = z
  .object({
    eventTypeId: z.uuid(),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }).optional(),
    listingId: z.uuid().nullish(),
    chatId: z.uuid().nullish(),
    status: EventStatusSchema.optional(),
    title: z.string().trim().max(200).nullish(),
    description: z.string().trim().max(2000).nullish(),
    location: z.string().trim().max(300).nullish(),
    /** Extra attendees besides the booking buyer (refused when the type disables guests). */
    attendees: z
      .array(z.object({ userId: z.uuid() }))
      .max(10)
      .optional(),
  })
  .strict();
export type CreateEvent = z.infer<typeof CreateEventSchema>;

/**
 * PUT /v1/event/{id}: status (any value, spec 4), a new time (reschedule), details. The event's
 * own GET body is accepted: hostId, attendees, listing, chat... are dropped, never applied
 * (decision 019).
 */
export const UpdateEventObjectSchema = z
  .object({
    status: EventStatusSchema.optional(),
    startAt: z.iso.datetime({ offset: true }).optional(),
    endAt: z.iso.datetime({ offset: true }).optional(),
    title: z.string().trim().max(200).nullish(),
    description: z.string().trim().max(2000).nullish(),
    location: z.string().trim().max(300).nullish(),
  })
  .strict();
export const UpdateEventSchema = acceptingReadOnly(UpdateEventObjectSchema, EventSchema);
export type UpdateEvent = z.infer<typeof UpdateEventSchema>;

/** Spec 8: the message for a missing event. */
export const eventNotFoundMessage = (id: string) => `Event with ID ${id} not found`;
