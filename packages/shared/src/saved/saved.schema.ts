import { z } from 'zod';
import { AssetFilesSchema } from '../assets/asset.schema';
import { IdSchema } from '../common/page.schema';
import { ListingListQuerySchema } from '../listings/listing-api.schema';
import { ListingLocationSchema, ListingStatusSchema, SaleStatusSchema } from '../listings/listing.schema';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from './saved.rules';

/* Saved cars, saved searches, email preferences and one-click unsubscribe (issue 19). */

export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** POST /v1/saved/cars: save a car (again is fine: one row per user and car). */
export const SaveCarSchema = z.object({ listingId: IdSchema }).strict();
export const SavedCarParamsSchema = z.object({ listingId: IdSchema });

/** GET /v1/saved/cars/ids: the caller's saved car ids, for the hearts on cards (one small read per page). */
export const SavedCarIdsSchema = z.object({ ids: z.array(z.string()) }).meta({ id: 'SavedCarIds' });

/** One saved car as the Saved page shows it: what it cost when saved, what it costs now, and whether it is still for sale. */
export const SavedCarSchema = z
  .object({
    listingId: z.string(),
    savedAt: z.string(),
    /** Cents when saved (null: no price then). */
    savedPrice: z.number().int().nullable(),
    price: z.number().int().nullable(),
    /** price − savedPrice, negative when it got cheaper; null when either is unknown. */
    priceChange: z.number().int().nullable(),
    title: z.string(),
    status: ListingStatusSchema,
    saleStatus: SaleStatusSchema,
    /** Published and not deleted: a buyer can still open it. */
    available: z.boolean(),
    mileage: z.number().int().nullable(),
    location: ListingLocationSchema.nullable(),
    cover: z.object({ files: AssetFilesSchema }).nullable(),
  })
  .meta({ id: 'SavedCar' });
export type SavedCar = z.infer<typeof SavedCarSchema>;
export const SavedCarListSchema = z.object({ content: z.array(SavedCarSchema) }).meta({ id: 'SavedCarList' });

/**
 * A saved search's filters: GET /v1/listing's own query (the showroom's), without paging, the seller/buyer views and
 * the status filters (a saved search always looks at published cars for sale). A malformed ZIP or a radius of -5 is
 * the same 400 it is on the showroom.
 */
export const SavedSearchQuerySchema = ListingListQuerySchema.omit({
  page: true,
  size: true,
  sellerId: true,
  buyerId: true,
  status: true,
  saleStatus: true,
});

const NameSchema = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(SAVED_SEARCH_NAME_MAX, `Keep the name under ${SAVED_SEARCH_NAME_MAX} characters`);

/** POST /v1/saved/searches */
export const SavedSearchInputSchema = z
  .object({
    name: NameSchema,
    frequency: AlertFrequencySchema.default('instant'),
    query: SavedSearchQuerySchema,
  })
  .strict();
export type SavedSearchInput = z.input<typeof SavedSearchInputSchema>;

/** PATCH /v1/saved/searches/{id}: rename, or change how often it alerts. */
export const SavedSearchPatchSchema = z
  .object({ name: NameSchema.optional(), frequency: AlertFrequencySchema.optional() })
  .strict()
  .refine((p) => p.name !== undefined || p.frequency !== undefined, 'Send a name or a frequency');

const FiltersSchema = z.record(z.string(), z.union([z.string(), z.number()])) as z.ZodType<SavedSearchFilters>;

export const SavedSearchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    frequency: AlertFrequencySchema,
    /** The filters as GET /v1/listing takes them (prices in cents, lists comma-joined). */
    query: FiltersSchema,
    /** The showroom address showing these cars. */
    showroomPath: z.string(),
    /** Cars announced for this search so far. */
    matchCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.object({ content: z.array(SavedSearchSchema) }).meta({ id: 'SavedSearchList' });

/** GET and PUT /v1/account/email-preferences: the optional emails (decision 045-email-unsubscribe). */
export const EmailPreferencesSchema = z
  .object({
    /** Saved cars' price drops and sales, new cars for saved searches. */
    alerts: z.boolean(),
    /** The digest of unread messages, offers and bookings. */
    activity: z.boolean(),
    /** When a one-click unsubscribe last turned both off (server-owned). */
    unsubscribedAt: z.string().nullable(),
  })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
/** PUT takes the GET body back (decision 019): `unsubscribedAt` is the server's and ignored. */
export const EmailPreferencesInputSchema = z
  .object({ alerts: z.boolean(), activity: z.boolean(), unsubscribedAt: z.string().nullish() })
  .strict();

/** An unsubscribe link's token: `<payload>.<HMAC>`, base64url. Garbage is a 400 before any lookup. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This unsubscribe link is not valid'),
});

export const UnsubscribeResultSchema = z
  .object({
    /** The address, partly hidden (p•••@example.com): enough to recognise, not to harvest. */
    email: z.string().nullable(),
    alerts: z.boolean(),
    activity: z.boolean(),
  })
  .meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
