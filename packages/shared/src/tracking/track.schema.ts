import { z } from 'zod';

/** Event names are cut to 40 characters for the tag service (spec 7); we keep the same bound. */
export const TRACK_EVENT_MAX = 40;

/**
 * POST /v1/t: a page view or named event. The user comes from the session, never the body,
 * so nobody can record events in someone else's name (the schema is strict for that reason).
 */
export const TrackEventSchema = z
  .object({
    event: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .transform((e) => e.slice(0, TRACK_EVENT_MAX)),
    page: z.string().max(2000).optional(),
    listingId: z.uuid().optional(),
    distinctId: z.string().max(200).optional(),
    /** The visitor agreed to product analytics (the consent banner); without it nothing leaves for PostHog. */
    consent: z.boolean().optional(),
  })
  .strict();
export type TrackEventInput = z.input<typeof TrackEventSchema>;

// ---- tracking records (spec 3 Tracking record, spec 7 Tracking) ------------------------------------------------

/** A key or run key: short and plain, so it can sit in a URL path. `all` is the list call's own segment. */
export const TrackingKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][\w.:-]*$/, 'Use letters, digits, dot, colon, dash or underscore')
  .refine((k) => k !== 'all', '"all" is reserved');

/** `global`, or the id of what the record is about (a listing, a user). */
export const TrackingTargetSchema = z.union([z.literal('global'), z.uuid()], 'Use global or an id');

/** Record data: any JSON up to 16,384 characters. */
export const TRACKING_DATA_MAX = 16_384;
const TrackingDataSchema = z
  .unknown()
  .refine((d) => d !== undefined, 'data is required')
  .refine((d) => JSON.stringify(d ?? null).length <= TRACKING_DATA_MAX, 'Keep data under 16,384 characters of JSON');

/** POST /v1/tracking. */
export const CreateTrackingSchema = z
  .object({
    targetId: TrackingTargetSchema,
    key: TrackingKeySchema,
    runKey: TrackingKeySchema.nullish(),
    data: TrackingDataSchema,
  })
  .strict();
export type CreateTracking = z.input<typeof CreateTrackingSchema>;

export const TrackingRecordSchema = z
  .object({
    id: z.string(),
    targetId: z.string(),
    key: z.string(),
    runKey: z.string().nullable(),
    data: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'TrackingRecord' });
export type TrackingRecord = z.infer<typeof TrackingRecordSchema>;

export const TrackingParamsSchema = z.object({ targetId: TrackingTargetSchema, key: TrackingKeySchema });
export const TrackingRunParamsSchema = TrackingParamsSchema.extend({ runKey: TrackingKeySchema });
export const TrackingListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

// ---- a seller's listing views (issue 17) -----------------------------------------------------------------------

export const ListingViewsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
export const ListingViewsSchema = z.object({
  listingId: z.string(),
  days: z.number().int(),
  /** One entry per day, oldest first, in UTC dates (YYYY-MM-DD); days without views are 0. */
  perDay: z.array(z.object({ date: z.string(), views: z.number().int(), visitors: z.number().int() })),
  totalViews: z.number().int(),
  totalVisitors: z.number().int(),
  /** Unique visitors since the listing was created (the listing's uniqueVisitorCount). */
  uniqueVisitorCount: z.number().int(),
  /** Clicks on the listing's short links (Share). */
  shareClicks: z.number().int(),
});
export type ListingViews = z.infer<typeof ListingViewsSchema>;
