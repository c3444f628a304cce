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
  })
  .strict();
export type TrackEventInput = z.input<typeof TrackEventSchema>;
