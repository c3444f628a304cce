import { z } from 'zod';
import { IdSchema, pageSchema } from '../common/page.schema';
import { CLASSIFIEDS_WORK_PAGE_SIZE } from '../limits';

/*
 * Classifieds cross-posting (issue 16, decision 029): the staff work queue of spec 4's repost rule, its status, the
 * sync call that records postings, claims and the ready-to-paste ad.
 */

/** Spec 7: GET /v1/test/craigslist/work (page, size 20). */
export const ClassifiedsWorkQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(CLASSIFIEDS_WORK_PAGE_SIZE),
  })
  .strict();
export type ClassifiedsWorkQuery = z.infer<typeof ClassifiedsWorkQuerySchema>;

export const ClassifiedsPersonSchema = z.object({ id: z.string(), name: z.string() });

export const ClassifiedsClaimSchema = z
  .object({
    listingId: z.string(),
    claimedBy: ClassifiedsPersonSchema,
    claimedAt: z.string(),
    expiresAt: z.string(),
    /** The caller holds this claim. */
    mine: z.boolean(),
  })
  .meta({ id: 'ClassifiedsClaim' });
export type ClassifiedsClaim = z.infer<typeof ClassifiedsClaimSchema>;

export const ClassifiedsLocationSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

export const ClassifiedsWorkItemSchema = z
  .object({
    listingId: z.string(),
    title: z.string(),
    /** Cents, as every price of the API. */
    price: z.number().int().nullable(),
    location: ClassifiedsLocationSchema,
    seller: ClassifiedsPersonSchema,
    kind: z.enum(['new', 'repost']),
    /** Published (new) or last changed (repost): the queue's order, oldest first. */
    waitingSince: z.string(),
    craigslistUrl: z.string().nullable(),
    craigslistPostedAt: z.string().nullable(),
    craigslistUpdatedAt: z.string().nullable(),
    claim: ClassifiedsClaimSchema.nullable(),
  })
  .meta({ id: 'ClassifiedsWorkItem' });
export type ClassifiedsWorkItem = z.infer<typeof ClassifiedsWorkItemSchema>;
export const ClassifiedsWorkPageSchema = pageSchema(ClassifiedsWorkItemSchema);

export const ClassifiedsStaleSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  craigslistUrl: z.string(),
  craigslistUpdatedAt: z.string().nullable(),
  reason: z.enum(['expired', 'sold', 'unpublished', 'deleted']),
});
export type ClassifiedsStale = z.infer<typeof ClassifiedsStaleSchema>;

/** Spec 7: GET /v1/test/craigslist/status. */
export const ClassifiedsStatusSchema = z
  .object({
    site: z.string(),
    repostDelayMinutes: z.number().int(),
    counts: z.object({
      waitingNew: z.number().int(),
      waitingRepost: z.number().int(),
      /** Waiting items a staff member is working on now. */
      claimed: z.number().int(),
      /** Posted, live and unchanged since. */
      posted: z.number().int(),
      stale: z.number().int(),
    }),
    oldestWaitingSince: z.string().nullable(),
    /** The stale postings, oldest posting first (at most 50). */
    stale: z.array(ClassifiedsStaleSchema),
  })
  .meta({ id: 'ClassifiedsStatus' });
export type ClassifiedsStatus = z.infer<typeof ClassifiedsStatusSchema>;

export const MAX_CLASSIFIEDS_SYNC = 100;

/** A posting URL: https, at most 500 characters; which host is allowed is the site adapter's call (server). */
export const ClassifiedsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .url('Paste the full address of the posting, starting with https://')
  .refine((u) => u.startsWith('https://'), 'Paste the https:// address of the posting');

/**
 * Spec 7: POST /v1/test/craigslist/sync (listingIds). `listingIds` marks listings posted now and keeps the URL they
 * have (bulk sync after reposting); `items` records a posting URL per listing (the one-listing form). Either or both.
 */
export const ClassifiedsSyncBodySchema = z
  .object({
    listingIds: z.array(IdSchema).max(MAX_CLASSIFIEDS_SYNC).optional(),
    items: z
      .array(z.object({ listingId: IdSchema, url: ClassifiedsUrlSchema }).strict())
      .max(MAX_CLASSIFIEDS_SYNC)
      .optional(),
  })
  .strict()
  .refine((b) => (b.listingIds?.length ?? 0) + (b.items?.length ?? 0) > 0, {
    message: 'Give at least one listing',
    path: ['listingIds'],
  })
  .refine((b) => (b.listingIds?.length ?? 0) + (b.items?.length ?? 0) <= MAX_CLASSIFIEDS_SYNC, {
    message: `At most ${MAX_CLASSIFIEDS_SYNC} listings at a time`,
    path: ['listingIds'],
  });
export type ClassifiedsSyncBody = z.infer<typeof ClassifiedsSyncBodySchema>;

export const ClassifiedsSyncOutcomeSchema = z.object({
  listingId: z.string(),
  outcome: z.enum(['synced', 'skipped']),
  /** Why it was skipped, in words staff can act on. */
  reason: z.string().nullable(),
  craigslistUrl: z.string().nullable(),
  craigslistPostedAt: z.string().nullable(),
  craigslistUpdatedAt: z.string().nullable(),
});
export type ClassifiedsSyncOutcome = z.infer<typeof ClassifiedsSyncOutcomeSchema>;
export const ClassifiedsSyncResultSchema = z
  .object({ synced: z.number().int(), skipped: z.number().int(), results: z.array(ClassifiedsSyncOutcomeSchema) })
  .meta({ id: 'ClassifiedsSyncResult' });
export type ClassifiedsSyncResult = z.infer<typeof ClassifiedsSyncResultSchema>;

export const ClassifiedsListingParamsSchema = z.object({ listingId: IdSchema });

/** GET /v1/classifieds/{listingId}/ad: what a person pastes into the site's posting form. */
export const ClassifiedsAdSchema = z
  .object({
    listingId: z.string(),
    site: z.string(),
    kind: z.enum(['new', 'repost']).nullable(),
    title: z.string(),
    body: z.string(),
    /** Whole dollars, as classifieds take them. */
    price: z.number().int().nullable(),
    location: ClassifiedsLocationSchema.extend({ text: z.string() }),
    listingUrl: z.string(),
    photos: z.array(z.object({ assetId: z.string(), url: z.string() })),
    limits: z.object({ titleMax: z.number().int(), bodyMax: z.number().int(), photosMax: z.number().int() }),
    craigslistUrl: z.string().nullable(),
    claim: ClassifiedsClaimSchema.nullable(),
  })
  .meta({ id: 'ClassifiedsAd' });
export type ClassifiedsAd = z.infer<typeof ClassifiedsAdSchema>;

/** What the seller sees on their garage page: where the car is posted, or that it is waiting. */
export const ClassifiedsListingStateSchema = z
  .object({
    site: z.string(),
    included: z.boolean(),
    waiting: z.enum(['new', 'repost']).nullable(),
    craigslistUrl: z.string().nullable(),
    craigslistPostedAt: z.string().nullable(),
    craigslistUpdatedAt: z.string().nullable(),
  })
  .meta({ id: 'ClassifiedsListingState' });
export type ClassifiedsListingState = z.infer<typeof ClassifiedsListingStateSchema>;
