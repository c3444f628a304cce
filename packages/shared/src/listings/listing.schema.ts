import { z } from 'zod';

/** Spec 4: a new listing is an unpublished draft; publish intent true sets published, false unpublished. */
export const LISTING_STATUSES = ['unpublishedDraft', 'unpublished', 'published'] as const;
export const ListingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatusSchema>;

/** Spec 4: unsold by default; outcome sold sets sold, outcome hold sets unsold. */
export const SALE_STATUSES = ['unsold', 'sold'] as const;
export const SaleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof SaleStatusSchema>;

/** POST /v1/listing/{id}/track: action defaults to VIEW; the other values are ours. */
export const LISTING_TRACK_ACTIONS = ['VIEW', 'CONTACT', 'SHARE', 'SAVE'] as const;
export const ListingTrackActionSchema = z.enum(LISTING_TRACK_ACTIONS);
export type ListingTrackAction = z.infer<typeof ListingTrackActionSchema>;

/**
 * The vehicle as the seller describes it. Stored as JSON on the listing; make, model, year,
 * mileage, bodyType, fuelType and transmission are also copied into filter columns by the
 * database (generated columns), so keep year and mileage whole numbers.
 */
export const VehicleSchema = z
  .object({
    year: z.number().int().min(1900).max(2100).nullish(),
    make: z.string().max(100).nullish(),
    model: z.string().max(100).nullish(),
    trim: z.string().max(200).nullish(),
    mileage: z.number().int().min(0).max(9_999_999).nullish(),
    bodyType: z.string().max(100).nullish(),
    fuelType: z.string().max(100).nullish(),
    transmission: z.string().max(100).nullish(),
    drivetrain: z.string().max(100).nullish(),
    engine: z.string().max(200).nullish(),
    exteriorColor: z.string().max(100).nullish(),
    interiorColor: z.string().max(100).nullish(),
    titleStatus: z.string().max(100).nullish(),
    doors: z.number().int().min(0).max(10).nullish(),
    seats: z.number().int().min(0).max(100).nullish(),
  })
  .catchall(z.unknown());
export type Vehicle = z.infer<typeof VehicleSchema>;

/** Spec 3: location (state, zip, city). Coordinates live in their own columns for radius search. */
export const ListingLocationSchema = z
  .object({
    state: z.string().max(50).nullish(),
    zip: z.string().max(20).nullish(),
    city: z.string().max(100).nullish(),
  })
  .catchall(z.unknown());
export type ListingLocation = z.infer<typeof ListingLocationSchema>;

/** Spec 3: listing issues, each with the list of things it blocks (publishing, say). */
export const ListingIssueSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  field: z.string().optional(),
  blocks: z.array(z.string()),
});
export type ListingIssue = z.infer<typeof ListingIssueSchema>;
