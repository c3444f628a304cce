import { z } from 'zod';

/**
 * Admin import of listings from a CSV/TSV file (issue 16, decision 033). The limits are stated on
 * the page and enforced by the server: a file is parsed in memory, so it stays small.
 */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_COLUMNS = 60;
export const IMPORT_MAX_CELL_CHARS = 20_000;
export const IMPORT_MAX_PHOTOS = 20;
export const IMPORT_MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Rows shown in the preview table; the counts and the error list cover every row. */
export const IMPORT_PREVIEW_ROWS = 50;
/** Row errors listed in a preview (the counts stay exact beyond it). */
export const IMPORT_MAX_LISTED_ERRORS = 500;

/** The listing fields a column can be mapped to. */
export const IMPORT_FIELDS = [
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'price',
  'title',
  'description',
  'exteriorColor',
  'interiorColor',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'engine',
  'titleStatus',
  'condition',
  'doors',
  'seats',
  'zip',
  'city',
  'state',
  'photoUrls',
  'sellerEmail',
] as const;
export const ImportFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof ImportFieldSchema>;

/** What people call each field in dealer feeds and spreadsheets, in the order they are tried. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  vin: 'VIN',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  mileage: 'Mileage',
  price: 'Price (dollars)',
  title: 'Title',
  description: 'Description',
  exteriorColor: 'Exterior color',
  interiorColor: 'Interior color',
  bodyType: 'Body type',
  fuelType: 'Fuel type',
  transmission: 'Transmission',
  drivetrain: 'Drivetrain',
  engine: 'Engine',
  titleStatus: 'Title status',
  condition: 'Condition',
  doors: 'Doors',
  seats: 'Seats',
  zip: 'ZIP code',
  city: 'City',
  state: 'State',
  photoUrls: 'Photo URLs',
  sellerEmail: 'Seller email',
};

/** Fields a row cannot do without: the VIN is what makes a re-import update instead of duplicate. */
export const IMPORT_REQUIRED_FIELDS: readonly ImportField[] = ['vin', 'year', 'make', 'model'];

/** header → field (null: ignored). Keys are the file's headers exactly. */
export const ImportMappingSchema = z.record(z.string().max(200), ImportFieldSchema.nullable());
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const IMPORT_STATUSES = ['ready', 'queued', 'running', 'photos', 'done', 'failed'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** POST /v1/listing-import: the file's text (read as UTF-8 by the browser) and its name. */
export const ListingImportUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    content: z.string().min(1, 'The file is empty').max(IMPORT_MAX_FILE_BYTES, 'The file is larger than 5 MB'),
  })
  .strict();
export type ListingImportUpload = z.infer<typeof ListingImportUploadSchema>;

/** PUT /v1/listing-import/{id}/mapping: the column mapping and, without a Seller email column, one seller for the file. */
export const ListingImportMappingInputSchema = z
  .object({
    mapping: ImportMappingSchema,
    sellerEmail: z.string().trim().toLowerCase().email('Enter the seller’s email').max(320).nullish(),
  })
  .strict();
export type ListingImportMappingInput = z.infer<typeof ListingImportMappingInputSchema>;

export const ImportCountsSchema = z.object({
  rows: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  photosFetched: z.number().int(),
  photosFailed: z.number().int(),
  photosPending: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ListingImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: ImportStatusSchema,
  headers: z.array(z.string()),
  mapping: ImportMappingSchema,
  sellerEmail: z.string().nullable(),
  counts: ImportCountsSchema,
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ListingImport = z.infer<typeof ListingImportSchema>;

export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(['new', 'update', 'error']),
  vin: z.string().nullable(),
  title: z.string().nullable(),
  price: z.number().int().nullable(),
  errors: z.array(ImportRowErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ListingImportPreviewSchema = z.object({
  import: ListingImportSchema,
  counts: z.object({ new: z.number().int(), update: z.number().int(), error: z.number().int() }),
  missingFields: z.array(ImportFieldSchema),
  rows: z.array(ImportPreviewRowSchema),
  errors: z.array(ImportRowErrorSchema),
});
export type ListingImportPreview = z.infer<typeof ListingImportPreviewSchema>;

export const ImportPhotoResultSchema = z.object({ url: z.string(), ok: z.boolean(), message: z.string().nullable() });

export const ImportReportRowSchema = z.object({
  row: z.number().int(),
  outcome: z.enum(['created', 'updated', 'skipped', 'pending']),
  vin: z.string().nullable(),
  listingId: z.string().nullable(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  photos: z.array(ImportPhotoResultSchema),
});
export type ImportReportRow = z.infer<typeof ImportReportRowSchema>;

export const ListingImportReportSchema = z.object({
  import: ListingImportSchema,
  rows: z.array(ImportReportRowSchema),
});
export type ListingImportReport = z.infer<typeof ListingImportReportSchema>;
