import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_ASSET_ORDINAL, type AssetFiles, type AssetStatus } from '@revy/shared';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * An uploaded file (mostly listing photos) and its resized copies. targetId is whatever the
 * asset belongs to (a listing, a user, a chat), so it has no foreign key. Tags live in
 * asset_tags rather than a JSON column: "first photo tagged X for these 50 listings" is then an
 * index scan, and there is one place to keep them.
 */
export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    targetId: uuid('target_id').notNull(),
    /** The URL of the original (or of the main rendition for non-images). */
    fileUrl: text('file_url'),
    /**
     * Spec 9 size name → URL (WebP), `<size>.jpg` → URL of the JPEG fallback. URLs are written
     * when the files are stored; the files themselves are found from storageKey.
     */
    files: jsonb('files').$type<AssetFiles>().notNull().default({}),
    title: text('title'),
    /** image, video, document, report... */
    type: text('type').notNull().default('image'),
    /** Bytes of the original. */
    size: integer('size'),
    status: text('status').$type<AssetStatus>().notNull().default('processing'),
    /** Where it came from: upload, uploadcare, import, ai. */
    source: text('source'),
    /**
     * Storage folder of the current version of the files (`<targetId>/<assetId>/<version>`); each
     * file is that folder plus the last segment of its URL in `files`.
     */
    storageKey: text('storage_key'),
    /** Why processing failed (status `failed`), in words fit for the uploader. */
    error: text('error'),
    contentType: text('content_type'),
    width: integer('width'),
    height: integer('height'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('assets_target_idx').on(t.targetId, t.id)],
);

/**
 * Spec 3 asset tags (name, ordinal), one row each. targetId is copied from the asset so
 * GET .../tag/{tag}/first and the batch variant (distinct on target_id) read one index.
 */
export const assetTags = pgTable(
  'asset_tags',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').notNull(),
    tag: text('tag').notNull(),
    ordinal: integer('ordinal').notNull().default(DEFAULT_ASSET_ORDINAL),
  },
  (t) => [
    primaryKey({ name: 'asset_tags_pk', columns: [t.assetId, t.tag] }),
    index('asset_tags_target_tag_idx').on(t.targetId, t.tag, t.ordinal, t.assetId),
  ],
);
