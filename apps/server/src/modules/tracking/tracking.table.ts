import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Spec 3 tracking records: progress and results of background runs keyed by target, key and run
 * (POST/GET /v1/tracking). targetId is text because 'global' is a target. Append-only; the
 * latest record is the one with the greatest createdAt.
 */
export const tracking = pgTable(
  'tracking',
  {
    id: idColumn(),
    targetId: text('target_id').notNull(),
    key: text('key').notNull(),
    runKey: text('run_key'),
    data: jsonb('data').$type<unknown>(),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [index('tracking_target_key_idx').on(t.targetId, t.key, t.runKey, t.createdAt)],
);

/**
 * Page views and named events from POST /v1/t. listingId is not a foreign key: it comes from
 * the browser, and a stale or made-up id must not turn a beacon into an error.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    distinctId: text('distinct_id'),
    event: text('event').notNull(),
    page: text('page'),
    listingId: uuid('listing_id'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('page_views_listing_idx').on(t.listingId, t.createdAt),
    index('page_views_created_idx').on(t.createdAt),
  ],
);
