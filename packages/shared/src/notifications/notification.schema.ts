import { z } from 'zod';

/** What a notification is about; the bell and the email digest group by it. */
export const NOTIFICATION_TYPES = [
  'chat.message',
  'chat.offer',
  'chat.offerAnswer',
  'chat.testDrive',
  'chat.videoTour',
  'chat.requestCancelled',
  'chat.escalation',
  /** The buyer assistant handed a chat to the seller or a concierge (issue 6). */
  'assistant.handoff',
  /** Test-drive bookings (issue 7): link /event/{id}. */
  'event.requested',
  'event.confirmed',
  'event.declined',
  'event.rescheduled',
  'event.cancelled',
  'event.reminder',
  'listing.published',
  'listing.expired',
  'payment.succeeded',
  /** The deal room (issue 18): a step moved, or waits on the one told; link /deals/{id}. */
  'deal.update',
  'deal.reminder',
  'system',
  /** ID verification decided (issue 18): link /account/verify. */
  'idVerification.result',
  /** Saved cars and searches (issue 19): a saved car got cheaper or sold; new cars match a saved search. */
  'saved.priceDrop',
  'saved.sold',
  'saved.newMatches',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    type: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    /** In-app path to open, e.g. /my-garage/{id}/messages/{chatId}. */
    link: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    readAt: z.string().nullable(),
    emailedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: newest first; `query` searches title and body; staff may ask for `all` users. */
export const NotificationQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  type: z.string().max(50).optional(),
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  userId: z.uuid().optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});

export const UnreadCountSchema = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });

/** A user who has not read a message notification within this long gets one digest email. */
export const NOTIFICATION_EMAIL_DELAY_MS = 5 * 60 * 1000;
