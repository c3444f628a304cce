import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ImportMapping } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * One upload of a listings file (issue 16, decision 033): its headers, the mapping staff chose,
 * the seller for the whole file, progress counters the page polls, and the run's state.
 */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: idColumn(),
    fileName: text('file_name').notNull(),
    /** ready → queued → running → photos → done (or failed). */
    status: text('status').notNull().default('ready'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    /** The seller of every row without a Seller email column. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    sellerEmail: text('seller_email'),
    rowCount: integer('row_count').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    photosFetched: integer('photos_fetched').notNull().default(0),
    photosFailed: integer('photos_failed').notNull().default(0),
    photosPending: integer('photos_pending').notNull().default(0),
    error: text('error'),
    startedAt: tsColumn('started_at'),
    finishedAt: tsColumn('finished_at'),
    ...timestamps(),
  },
  (t) => [index('listing_imports_created_idx').on(t.createdAt)],
);

/** The rows of a file as uploaded, and what the run did with each. */
export const listingImportRows = pgTable(
  'listing_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => listingImports.id, { onDelete: 'cascade' }),
    /** 1-based data row (the header line excluded), as the page and report name it. */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    /** created | updated | skipped; null until the run reaches the row. */
    outcome: text('outcome'),
    listingId: uuid('listing_id'),
    message: text('message'),
    photoUrls: jsonb('photo_urls')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    photoResults: jsonb('photo_results')
      .$type<{ url: string; ok: boolean; message: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);
