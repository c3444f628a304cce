import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../common/page.schema';

/**
 * The concierge work queues (issue 16, decision 030): what staff act on at /concierge/{type}. Each queue is a
 * question the server answers from the live tables (no queue table to keep in step): chats waiting on an answer,
 * listings to review, new listings missing something, paid plans not active yet, scam-flagged conversations, and
 * today's test drives.
 */
export const CONCIERGE_QUEUES = ['escalated', 'review', 'incomplete', 'activation', 'scam', 'test-drives'] as const;
export const ConciergeQueueSchema = z.enum(CONCIERGE_QUEUES);
export type ConciergeQueue = z.infer<typeof ConciergeQueueSchema>;

/** How many "new" days a listing stays in the incomplete queue (older drafts are abandoned, not new). */
export const INCOMPLETE_LISTING_DAYS = 30;
/** The timezone "today" means for a test drive when its event type names none (spec 9 scheduling default). */
export const TEST_DRIVE_DEFAULT_TIMEZONE = 'America/Los_Angeles';

/** What a new listing lacks before a buyer can judge it. */
export const LISTING_GAPS = ['photos', 'price', 'description'] as const;
export type ListingGap = (typeof LISTING_GAPS)[number];

/** GET /v1/concierge/queues: the sidebar's count per queue. */
export const QueueCountsSchema = z
  .object(Object.fromEntries(CONCIERGE_QUEUES.map((q) => [q, z.number().int()])) as Record<ConciergeQueue, z.ZodNumber>)
  .meta({ id: 'ConciergeQueueCounts' });
export type QueueCounts = z.infer<typeof QueueCountsSchema>;

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

/**
 * One item of a queue. A single shape for every queue, so the page draws rows the same way: the fields a queue has
 * nothing for are null. `at` is the time the queue orders by (waiting since, published, created, bought, starts).
 */
export const QueueItemSchema = z
  .object({
    /** The row's own id: the chat, listing, purchase or event. */
    id: z.string(),
    queue: ConciergeQueueSchema,
    at: z.string(),
    listing: z.object({ id: z.string(), title: z.string() }).nullable(),
    seller: PersonRefSchema.nullable(),
    buyer: PersonRefSchema.nullable(),
    chatId: z.string().nullable(),
    /** escalated: the buyer's newest message; activation: the plan's name; test-drives: the event's title. */
    summary: z.string().nullable(),
    /** escalated: the concierge was asked explicitly (assistant hand-off or SLA job), not only overdue. */
    conciergeEscalated: z.boolean(),
    /** incomplete: what the listing lacks. */
    missing: z.array(z.enum(LISTING_GAPS)),
    /** activation: the purchase's status; test-drives: the event's; review: the listing's. */
    status: z.string().nullable(),
    /** test-drives: when it ends; null elsewhere. */
    endsAt: z.string().nullable(),
    /** test-drives: the timezone "today" was read in. */
    timezone: z.string().nullable(),
  })
  .meta({ id: 'ConciergeQueueItem' });
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = pageSchema(QueueItemSchema);
export type QueuePage = z.infer<typeof QueuePageSchema>;

export const QueueParamsSchema = z.object({ type: ConciergeQueueSchema });
/** Paging only: each queue has the one order its work needs (longest waiting or oldest first). */
export const QueueQuerySchema = PageQuerySchema.pick({ page: true, size: true }).strict();
export type QueueQuery = z.infer<typeof QueueQuerySchema>;

/**
 * Where staff answering for a seller are named on a chat message (decision 030): metadata.staff, set by the server
 * only (a client's value is dropped), so buyer and seller see "Revy concierge (Name)".
 */
export const StaffMarkSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['concierge', 'admin']),
});
export type StaffMark = z.infer<typeof StaffMarkSchema>;

/** The staff mark of a message's metadata, when it has a valid one. */
export function staffMarkOf(metadata: Record<string, unknown> | null | undefined): StaffMark | null {
  const parsed = StaffMarkSchema.safeParse(metadata?.staff);
  return parsed.success ? parsed.data : null;
}

/** How a staff message's author is shown to buyer and seller. */
export const staffAuthorLabel = (mark: StaffMark) => `Revy concierge (${mark.name})`;
