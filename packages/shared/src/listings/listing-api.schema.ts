import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../common/page.schema';
import { PublicUserSchema } from '../users/user.schema';
import { AssetFilesSchema } from '../assets/asset.schema';
import { VinSchema } from '../vehicles/vin.schema';
import { PurchaseSchema } from '../payments/payment.schema';
import { DealBadgeSchema } from '../ai/pricing.schema';
import {
  BODY_TYPES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  MAX_MILEAGE,
  MAX_PRICE_CENTS,
  MAX_RADIUS_MILES,
  OFFER_METHODS,
  TITLE_STATUSES,
  TRANSMISSION_TYPES,
} from './listing-options';
import {
  ListingIssueSchema,
  ListingLocationSchema,
  ListingStatusSchema,
  ListingTrackActionSchema,
  LISTING_STATUSES,
  SaleStatusSchema,
  VehicleSchema,
} from './listing.schema';

/** Money is integer cents end to end (docs/decisions/001); dollars only when formatting. */
export const CentsSchema = z
  .number()
  .int()
  .min(0, 'Must not be negative')
  .max(MAX_PRICE_CENTS, 'That amount is too large');
export const ZipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code');

/** The vehicle as a seller may write it: known values only for the fields filters use. */
export const VehicleInputSchema = z
  .object({
    year: z
      .number()
      .int()
      .min(1900)
      .max(new Date().getUTCFullYear() + 2)
      .nullish(),
    make: z.string().trim().max(100).nullish(),
    model: z.string().trim().max(100).nullish(),
    trim: z.string().trim().max(200).nullish(),
    mileage: z.number().int().min(0, 'Must not be negative').max(MAX_MILEAGE, 'That mileage is too high').nullish(),
    bodyType: z.enum(BODY_TYPES).nullish(),
    fuelType: z.enum(FUEL_TYPES).nullish(),
    transmission: z.enum(TRANSMISSION_TYPES).nullish(),
    drivetrain: z.enum(DRIVETRAINS).nullish(),
    engine: z.string().trim().max(200).nullish(),
    exteriorColor: z.string().trim().max(100).nullish(),
    interiorColor: z.string().trim().max(100).nullish(),
    titleStatus: z.enum(TITLE_STATUSES).nullish(),
    condition: z.enum(CONDITIONS).nullish(),
    doors: z.number().int().min(0).max(10).nullish(),
    seats: z.number().int().min(0).max(100).nullish(),
    /** Equipment and features the seller ticks (sunroof, heated seats...). */
    equipment: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  })
  .strict();

export const LocationInputSchema = z
  .object({
    zip: ZipSchema.nullish(),
    city: z.string().trim().max(100).nullish(),
    state: z.string().trim().max(50).nullish(),
  })
  .strict();

/**
 * POST /v1/listing, PUT and PATCH /v1/listing/{id}. Never carries isReviewed (spec 5; staff use
 * POST /v1/listing/{id}/review). `status` is the publish intent of spec 4: published or
 * unpublished (a draft cannot be set back to draft). PATCH merges `vehicle` and `location`
 * key by key; PUT replaces them whole. Fields left out keep their saved value either way.
 */
const LISTING_INPUT_SHAPE = {
  title: z.string().trim().max(200).nullish(),
  description: z.string().trim().max(20_000).nullish(),
  shortDescription: z.string().trim().max(1000).nullish(),
  price: CentsSchema.nullish(),
  priceExplanation: z.string().trim().max(5000).nullish(),
  vehicle: VehicleInputSchema.optional(),
  location: LocationInputSchema.optional(),
  vinValue: VinSchema.nullish(),
  features: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
  offerLowest: CentsSchema.nullish(),
  /** Issue 15: decline buyers' offers under offerLowest at once, politely (owner-only, like offerLowest). */
  offerAutoDecline: z.boolean().optional(),
  offerMethods: z.array(z.enum(OFFER_METHODS)).max(OFFER_METHODS.length).optional(),
  offerRequirements: z.string().trim().max(2000).nullish(),
  /** Issue 18: buyers must verify their ID before a test drive or an offer (decision 040). */
  requireVerifiedBuyers: z.boolean().optional(),
  status: z.enum(['published', 'unpublished']).optional(),
};

/**
 * The client PUTs whole objects back (spec 7): a listing's own GET body must save. Fields the
 * server owns (id, sellerId, counts, isReviewed, plan state...: every key of ListingSchema that
 * is not an input) are accepted and dropped, as are a draft's status (`unpublishedDraft`: no
 * publish intent) and the derived keys of vehicle and location. Anything else unknown is still a
 * 400 naming it, and a wrong value of a field the client may set is a 400 too (decision 019).
 */
function withoutServerOwned(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  const readOnly = new Set(Object.keys(ListingSchema.shape).filter((k) => !(k in LISTING_INPUT_SHAPE)));
  for (const [k, v] of Object.entries(body)) {
    if (readOnly.has(k)) continue;
    if (k === 'status' && v === 'unpublishedDraft') continue;
    if (k === 'vehicle' && isRecord(v)) out[k] = omitReadOnly(v, VehicleSchema.shape, VehicleInputSchema.shape);
    else if (k === 'location' && isRecord(v)) out[k] = omitReadOnly(v, null, LocationInputSchema.shape);
    else out[k] = v;
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Drops the keys the read shape has and the input does not (all non-input keys when `read` is null: location's derived ones). */
const omitReadOnly = (v: Record<string, unknown>, read: object | null, input: object) =>
  Object.fromEntries(Object.entries(v).filter(([k]) => k in input || (read !== null && !(k in read))));

/** The fields a client may set, as an object schema (forms pick from it). */
export const ListingInputObjectSchema = z.object(LISTING_INPUT_SHAPE).strict();
export const ListingInputSchema = z.preprocess(withoutServerOwned, ListingInputObjectSchema);
export type ListingInput = z.infer<typeof ListingInputSchema>;

export const ListingUpdateQuerySchema = z.object({
  /** Accepted now; the AI issue makes it regenerate texts after saving. */
  runAi: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** A cover picture for cards: the first photo by ordinal (tag `photo`), any size map. */
export const ListingCoverSchema = z.object({ assetId: z.string(), files: AssetFilesSchema }).nullable();

/**
 * A listing as the API answers it. Owner-only fields (offerLowest, offerAutoDecline, statusReason, issues, sale
 * details, the work counters) are null or empty for buyers; `distance` (miles) is set when the
 * request gave a ZIP; `seller` is the public profile, on single-listing reads.
 */
export const ListingSchema = z
  .object({
    id: z.string(),
    sellerId: z.string(),
    title: z.string().nullable(),
    shortTitle: z.string().nullable(),
    description: z.string().nullable(),
    shortDescription: z.string().nullable(),
    price: z.number().int().nullable(),
    priceExplanation: z.string().nullable(),
    status: ListingStatusSchema,
    statusReason: z.string().nullable(),
    saleStatus: SaleStatusSchema,
    salePrice: z.number().int().nullable(),
    saleMarketplace: z.string().nullable(),
    soldTo: z.string().nullable(),
    preferNotToSay: z.boolean(),
    soldAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    features: z.array(z.string()),
    craigslistUrl: z.string().nullable(),
    craigslistUpdatedAt: z.string().nullable(),
    craigslistPostedAt: z.string().nullable(),
    uniqueVisitorCount: z.number().int(),
    offerLowest: z.number().int().nullable(),
    /** Owner-only: null for everyone else, like offerLowest (buyers never learn a floor exists). */
    offerAutoDecline: z.boolean().nullable(),
    offerMethods: z.array(z.string()),
    offerRequirements: z.string().nullable(),
    requireVerifiedBuyers: z.boolean(),
    vehicle: VehicleSchema,
    location: ListingLocationSchema,
    vinValue: z.string().nullable(),
    vinInfo: z.record(z.string(), z.unknown()).nullable(),
    isEscalated: z.boolean(),
    sellerEscalated: z.boolean(),
    conciergeEscalated: z.boolean(),
    isPaid: z.boolean(),
    isTest: z.boolean(),
    isReviewed: z.boolean(),
    isPopulated: z.boolean(),
    issues: z.array(ListingIssueSchema),
    testDriveRequestCount: z.number().int(),
    videoTourRequestCount: z.number().int(),
    testDriveAndVideoTourCount: z.number().int(),
    buyerCount: z.number().int(),
    chatsToAnswerCount: z.number().int(),
    chatsHandledByRevyCount: z.number().int(),
    offerCount: z.number().int(),
    highestOfferAmount: z.number().int().nullable(),
    maxSlaClockAt: z.string().nullable(),
    distance: z.number().nullable(),
    /**
     * Issue 19 (the showroom map): the centre of the listing's ZIP code (Census ZCTA centroid), never the seller's
     * address; null without a known ZIP.
     */
    position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    /** The listing's plans, newest first, for the seller and staff; [] for buyers. */
    purchases: z.array(PurchaseSchema),
    cover: ListingCoverSchema,
    photoCount: z.number().int(),
    seller: PublicUserSchema.nullable(),
    /** The deal rating of the asking price (issue 6), on list pages only: null when not rated yet. */
    deal: DealBadgeSchema.nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof ListingSchema>;

/** GET /v1/listing/{id}?minimal=true: what guards and links need. */
export const ListingMinimalSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  title: z.string().nullable(),
  shortTitle: z.string().nullable(),
  status: ListingStatusSchema,
  saleStatus: SaleStatusSchema,
});
export const ListingGetQuerySchema = z.object({
  minimal: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const LISTING_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'publishedAt',
  'price',
  'year',
  'mileage',
  'distance',
  'relevance',
] as const;

const commaList = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { message: `Unknown ${what}; use one of ${values.join(', ')}` })));

/**
 * GET /v1/listing and /v1/listing/search. status is comma-joined (spec 7). Without sellerId or
 * staff rights only published listings are returned. Prices in cents. `zip` gives `distance`;
 * with `radius` (miles) it also filters.
 */
export const ListingListQuerySchema = PageQuerySchema.extend({
  sort: z
    .string()
    .regex(
      new RegExp(`^(${LISTING_SORT_FIELDS.join('|')})(,(asc|desc))?$`),
      `Sort by one of ${LISTING_SORT_FIELDS.join(', ')}, optionally ,asc or ,desc`,
    )
    .optional(),
  search: z.string().trim().max(200).optional(),
  sellerId: z.uuid().optional(),
  buyerId: z.uuid().optional(),
  status: commaList(LISTING_STATUSES, 'status').optional(),
  saleStatus: SaleStatusSchema.optional(),
  make: z.string().trim().max(100).optional(),
  model: z.string().trim().max(100).optional(),
  yearMin: z.coerce.number().int().min(1900).max(2100).optional(),
  yearMax: z.coerce.number().int().min(1900).max(2100).optional(),
  priceMin: z.coerce.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
  priceMax: z.coerce.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
  mileageMin: z.coerce.number().int().min(0).max(MAX_MILEAGE).optional(),
  mileageMax: z.coerce.number().int().min(0).max(MAX_MILEAGE).optional(),
  bodyType: commaList(BODY_TYPES, 'body type').optional(),
  fuelType: commaList(FUEL_TYPES, 'fuel type').optional(),
  transmission: commaList(TRANSMISSION_TYPES, 'transmission').optional(),
  zip: ZipSchema.optional(),
  radius: z.coerce.number().min(1).max(MAX_RADIUS_MILES).optional(),
  /**
   * Keyset paging (issue 19): the previous page's `nextCursor`. The page starts right after that page's last car, in
   * the same sort, however deep; `page` is then only echoed back as `number`. A cursor from another sort is refused.
   */
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor from this search')
    .optional(),
});
export type ListingListQuery = z.infer<typeof ListingListQuerySchema>;
export const ListingPageSchema = pageSchema(ListingSchema).extend({
  /** Pass as `cursor` for the page after this one (same filters and sort); null on the last page. */
  nextCursor: z.string().nullable().optional(),
  /**
   * True when totalElements is the database's estimate, not a count: a search matching more than
   * LISTING_EXACT_COUNT_CAP cars is not counted to the last one (say "about", or "N+").
   */
  totalIsEstimate: z.boolean().optional(),
});
export type ListingResultsPage = z.infer<typeof ListingPageSchema>;

export const ListingOptionsSchema = z.object({
  transmissionTypes: z.array(z.string()),
  fuelTypes: z.array(z.string()),
  titleStatuses: z.array(z.string()),
  bodyTypes: z.array(z.string()),
  drivetrains: z.array(z.string()),
  conditions: z.array(z.string()),
  offerMethods: z.array(z.string()),
});

/** POST /v1/listing/{id}/track. The user comes from the session; a userId that differs is refused. */
export const ListingTrackSchema = z
  .object({
    userId: z.uuid().optional(),
    action: ListingTrackActionSchema.default('VIEW'),
    distinctId: z.string().max(200).optional(),
  })
  .strict();
export const ListingTrackResultSchema = z.object({ uniqueVisitorCount: z.number().int(), counted: z.boolean() });

/** POST /v1/listing/{id}/review (staff). */
export const ListingReviewSchema = z.object({ reviewed: z.boolean() }).strict();

/** Spec 4: outcome sold sets saleStatus sold; hold sets unsold. */
export const SALE_OUTCOMES = ['sold', 'hold'] as const;
export const UpdateSaleStatusSchema = z
  .object({
    outcome: z.enum(SALE_OUTCOMES),
    salePrice: CentsSchema.nullish(),
    saleMarketplace: z.string().trim().max(100).nullish(),
    soldTo: z.string().trim().max(200).nullish(),
    preferNotToSay: z.boolean().optional(),
  })
  .strict();

/**
 * GET /v1/listing/{id}/vinaudit/check-availability (decision 039). `provider`: 'vinaudit' (a third-party report),
 * 'builtin' (Revy's own report of what it knows), null when there is none (no VIN).
 */
export const VinReportAvailabilitySchema = z.object({
  available: z.boolean(),
  provider: z.string().nullable(),
  /** Why not, or why the built-in report stands in for the provider's, in words a buyer understands. */
  reason: z.string().nullable(),
});
export type VinReportAvailability = z.infer<typeof VinReportAvailabilitySchema>;
