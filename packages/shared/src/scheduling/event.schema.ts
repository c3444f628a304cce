import { z } from 'zod';

/**
 * Spec 4 shows pending and awaitingHost; the full set is not shown. The rest are ours.
 * Cancelling an event deletes it, so there is no cancelled status.
 */
export const EVENT_STATUSES = ['pending', 'awaitingHost', 'confirmed', 'declined', 'completed'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

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
