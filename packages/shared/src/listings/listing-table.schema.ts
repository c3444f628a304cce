import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../common/page.schema';
import { MAX_PRICE_CENTS } from './listing-options';
import { LISTING_STATUSES, ListingStatusSchema, SaleStatusSchema } from './listing.schema';

/*
 * The staff listing table (issue 16, decision 031): GET /v1/listing/table, its CSV export and the
 * column choice each staff member keeps. One query schema for the route, the OpenAPI document and
 * the web filter bar, which keeps its filters in the URL with the same names.
 */

/** Columns a staff member can sort on; each is a stored column of listings with an index or a cheap sort. */
export const LISTING_TABLE_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'publishedAt',
  'price',
  'year',
  'make',
  'title',
  'status',
  'saleStatus',
  'buyerCount',
  'offerCount',
] as const;
export type ListingTableSortField = (typeof LISTING_TABLE_SORT_FIELDS)[number];

/** Plan filter: none = no active plan; active = paid and active; trial = active on trial; pending = chosen, not activated. */
export const LISTING_TABLE_PLANS = ['none', 'active', 'trial', 'pending'] as const;
export type ListingTablePlan = (typeof LISTING_TABLE_PLANS)[number];

/** Deleted listings are hidden unless asked for. */
export const LISTING_TABLE_DELETED = ['exclude', 'include', 'only'] as const;

/** The columns of the table, in their default order; `title` cannot be hidden. */
export const LISTING_TABLE_COLUMNS = [
  'title',
  'seller',
  'status',
  'saleStatus',
  'plan',
  'price',
  'reviewed',
  'escalated',
  'activity',
  'createdAt',
  'updatedAt',
  'publishedAt',
] as const;
export type ListingTableColumn = (typeof LISTING_TABLE_COLUMNS)[number];

/** The most rows one CSV export writes. */
export const LISTING_TABLE_EXPORT_CAP = 50_000;

const bool = z.enum(['true', 'false'], { message: 'Use true or false' }).transform((v) => v === 'true');
const cents = z.coerce.number().int().min(0).max(MAX_PRICE_CENTS);
const year = z.coerce.number().int().min(1900).max(2100);
/** A day (2026-11-28) or an instant (ISO 8601); a day as an upper bound means the end of that day. */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: 'Use a date like 2026-11-28' });

const statusList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(LISTING_STATUSES, { message: `Unknown status; use one of ${LISTING_STATUSES.join(', ')}` })));

const ranges: [string, string][] = [
  ['yearMin', 'yearMax'],
  ['priceMin', 'priceMax'],
  ['createdFrom', 'createdTo'],
  ['updatedFrom', 'updatedTo'],
  ['publishedFrom', 'publishedTo'],
];

export const ListingTableQuerySchema = PageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(200).default(25),
  sort: z
    .string()
    .regex(
      new RegExp(`^(${LISTING_TABLE_SORT_FIELDS.join('|')})(,(asc|desc))?$`),
      `Sort by one of ${LISTING_TABLE_SORT_FIELDS.join(', ')}, optionally ,asc or ,desc`,
    )
    .optional(),
  /** Words of the title, vehicle and descriptions; a full VIN or a listing id matches that listing. */
  search: z.string().trim().max(200).optional(),
  status: statusList.optional(),
  saleStatus: SaleStatusSchema.optional(),
  plan: z.enum(LISTING_TABLE_PLANS).optional(),
  reviewed: bool.optional(),
  /** Any of isEscalated, sellerEscalated, conciergeEscalated. */
  escalated: bool.optional(),
  test: bool.optional(),
  deleted: z.enum(LISTING_TABLE_DELETED).default('exclude'),
  sellerId: z.uuid().optional(),
  /** Part of the seller's name or email. */
  seller: z.string().trim().min(1).max(200).optional(),
  make: z.string().trim().max(100).optional(),
  model: z.string().trim().max(100).optional(),
  yearMin: year.optional(),
  yearMax: year.optional(),
  priceMin: cents.optional(),
  priceMax: cents.optional(),
  createdFrom: when.optional(),
  createdTo: when.optional(),
  updatedFrom: when.optional(),
  updatedTo: when.optional(),
  publishedFrom: when.optional(),
  publishedTo: when.optional(),
}).superRefine((q, ctx) => {
  for (const [min, max] of ranges) {
    const a = (q as Record<string, unknown>)[min];
    const b = (q as Record<string, unknown>)[max];
    if (a === undefined || b === undefined) continue;
    const lo = typeof a === 'string' ? Date.parse(a) : (a as number);
    const hi = typeof b === 'string' ? Date.parse(b) : (b as number);
    if (lo > hi) ctx.addIssue({ code: 'custom', path: [max], message: `${max} must not be before ${min}` });
  }
});
export type ListingTableQuery = z.infer<typeof ListingTableQuerySchema>;

export const ListingTablePlanSchema = z.object({
  name: z.string(),
  status: z.string(),
  onTrial: z.boolean(),
});

/** One row of the staff table: what the columns show, nothing owner-private beyond the seller's contact. */
export const ListingTableRowSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  vehicle: z.object({
    year: z.number().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
  }),
  vin: z.string().nullable(),
  seller: z.object({
    id: z.uuid(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  status: ListingStatusSchema,
  saleStatus: SaleStatusSchema,
  plan: ListingTablePlanSchema.nullable(),
  /** Cents. */
  price: z.number().nullable(),
  isReviewed: z.boolean(),
  isEscalated: z.boolean(),
  sellerEscalated: z.boolean(),
  conciergeEscalated: z.boolean(),
  isTest: z.boolean(),
  buyerCount: z.number(),
  offerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type ListingTableRow = z.infer<typeof ListingTableRowSchema>;
export const ListingTablePageSchema = pageSchema(ListingTableRowSchema);
export type ListingTablePage = z.infer<typeof ListingTablePageSchema>;

/** What a staff member keeps of the table: hidden columns and page size (stored on their account). */
export const ListingTablePrefsSchema = z.object({
  hidden: z
    .array(z.enum(LISTING_TABLE_COLUMNS.filter((c) => c !== 'title') as [ListingTableColumn, ...ListingTableColumn[]]))
    .max(LISTING_TABLE_COLUMNS.length)
    .default([]),
  pageSize: z.number().int().min(10).max(200).optional(),
});
export type ListingTablePrefs = z.infer<typeof ListingTablePrefsSchema>;
