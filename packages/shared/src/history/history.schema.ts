import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../common/page.schema';

/** Spec 3 History: one saved change of a record (className, e.g. Listing). */
export const HistorySchema = z.object({
  id: z.string(),
  className: z.string(),
  targetId: z.string(),
  data: z.unknown(),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type History = z.infer<typeof HistorySchema>;
export const HistoryPageSchema = pageSchema(HistorySchema);

/**
 * What the server writes in `data` (apps/server history-log.ts): the action and the changed fields before and
 * after. Old or foreign records may differ, so readers parse with safeParse and show the raw JSON otherwise.
 */
export const HistoryDataSchema = z.object({
  action: z.string(),
  before: z.record(z.string(), z.unknown()).default({}),
  after: z.record(z.string(), z.unknown()).default({}),
});
export type HistoryData = z.infer<typeof HistoryDataSchema>;

/**
 * Listing fields a seller may edit, and so staff may put back from a History record (decision 032). Everything else
 * in a listing's history (status transitions, isReviewed, sale status, plan features' grant, counters, deletedAt,
 * publishedAt...) is set by the product and never restored: restoring it would bypass the rule that set it.
 */
export const RESTORABLE_LISTING_FIELDS = [
  'title',
  'description',
  'shortDescription',
  'price',
  'priceExplanation',
  'vehicle',
  'location',
  'vinValue',
  'features',
  'offerLowest',
  'offerAutoDecline',
  'offerMethods',
  'offerRequirements',
] as const;
export type RestorableListingField = (typeof RESTORABLE_LISTING_FIELDS)[number];

/** Whether staff may restore `field` of a record of class `className` (only listings' seller-editable fields). */
export function isRestorableField(className: string, field: string): field is RestorableListingField {
  return className === 'Listing' && (RESTORABLE_LISTING_FIELDS as readonly string[]).includes(field);
}

/**
 * POST /v1/history/{id}/restore (staff): put one field of the record back to its value before this change
 * (`before`, the default) or as this change set it (`after`).
 */
export const HistoryRestoreSchema = z
  .object({
    field: z.string().trim().min(1).max(100),
    value: z.enum(['before', 'after']).default('before'),
  })
  .strict();
export type HistoryRestoreInput = z.infer<typeof HistoryRestoreSchema>;

const HistoryNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, 'Use a field or action name');

/** GET /v1/history/target/{targetId}: a page, newest first, optionally only one action or changes to one field. */
export const HistoryQuerySchema = PageQuerySchema.omit({ sort: true }).extend({
  action: HistoryNameSchema.optional(),
  field: HistoryNameSchema.optional(),
  /** With a listing's id: its purchases' records too (plan activations, who made them), in the same timeline. */
  related: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;
