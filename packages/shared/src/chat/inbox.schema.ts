import { z } from 'zod';
import { IdSchema } from '../common/page.schema';
import { PublicUserSchema } from '../users/user.schema';
import { OfferStatusSchema } from './chat.schema';

/*
 * The seller's one inbox (issue 19): every buyer conversation across all of a seller's cars, GET /v1/chat/inbox.
 * Rules shared by both sides live in inbox.rules.ts (zod-free).
 */

export const INBOX_FILTERS = ['all', 'needsReply', 'offers', 'testDrives', 'assistant'] as const;
export const InboxFilterSchema = z.enum(INBOX_FILTERS);
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE_SIZE = 100;

/** An opaque keyset cursor (base64url of "<ISO time>|<chat id>"); the server refuses one it did not make. */
export const InboxCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor from this inbox');

export const InboxQuerySchema = z
  .object({
    filter: InboxFilterSchema.default('all'),
    /** One car of the seller's. */
    listingId: IdSchema.optional(),
    /** Staff: whose inbox; anyone else may only name themself. */
    sellerId: IdSchema.optional(),
    cursor: InboxCursorSchema.optional(),
    size: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  })
  .strict();
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/** A test drive in the chat: asked for, or booked on the seller's calendar. */
export const InboxTestDriveSchema = z.enum(['requested', 'booked']);

export const InboxRowSchema = z
  .object({
    chatId: z.string(),
    listingId: z.string(),
    buyer: PublicUserSchema.nullable(),
    listing: z.object({
      id: z.string(),
      title: z.string(),
      /** Small cover photo, or null without photos. */
      thumbnailUrl: z.string().nullable(),
      status: z.string(),
    }),
    lastMessage: z
      .object({
        /** Plain text, cut to a preview. */
        preview: z.string(),
        at: z.string(),
        from: z.enum(['buyer', 'seller', 'assistant', 'system', 'staff']),
      })
      .nullable(),
    /** Latest activity (the last message, else when the chat opened). */
    activityAt: z.string(),
    /** Messages the seller has not read. */
    unreadCount: z.number().int(),
    /** Since when the buyer has waited for the seller's reply (the SLA clock); null when nobody waits. */
    waitingSince: z.string().nullable(),
    offer: z.object({ amount: z.number().int().nullable(), status: OfferStatusSchema }).nullable(),
    testDrive: InboxTestDriveSchema.nullable(),
    videoTourRequested: z.boolean(),
    /** The assistant (Revy) has answered in this chat. */
    handledByAssistant: z.boolean(),
    /** The assistant handed the chat to the seller. */
    escalated: z.boolean(),
    restricted: z.boolean(),
  })
  .meta({ id: 'InboxRow' });
export type InboxRow = z.infer<typeof InboxRowSchema>;

const FilterCountSchema = z.object({ chats: z.number().int(), unread: z.number().int() });

export const InboxPageSchema = z
  .object({
    content: z.array(InboxRowSchema),
    /** Pass as `cursor` for the next page; null on the last. */
    nextCursor: z.string().nullable(),
    /** Per filter (within the chosen car): how many chats, and their unread messages. */
    counts: z.record(InboxFilterSchema, FilterCountSchema),
    /** The seller's cars that have conversations, for the per-car filter, with their unread messages. */
    cars: z.array(z.object({ id: z.string(), title: z.string(), chats: z.number().int(), unread: z.number().int() })),
  })
  .meta({ id: 'InboxPage' });
export type InboxPage = z.infer<typeof InboxPageSchema>;
