import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AlertFrequency, SavedSearchFilters } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { cents } from '../../db/column-types';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * A buyer's saved car (issue 19). One row per user and car (the unique index makes racing saves one row).
 * `savedPrice` is what it cost when saved: the Saved page shows the change since.
 */
export const savedCars = pgTable(
  'saved_cars',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    savedPrice: cents('saved_price'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cars_user_listing_idx').on(t.userId, t.listingId),
    // The alert job finds the people who saved a car.
    index('saved_cars_listing_idx').on(t.listingId),
  ],
);

export const LISTING_EVENT_KINDS = ['published', 'priceDrop', 'sold'] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/**
 * What happened to listings that alerts tell of (decision 044-saved-alerts): written by listings' change port in
 * the transaction of the change itself, so an event exists exactly when the change committed. One row per change: a
 * price lowered twice is two drops. `carsDoneAt` is set in the transaction that notifies the people who saved the
 * car (exactly once; publications need no such pass and are stored done); saved searches read the events of the last minutes by time. Pruned after a few days.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingEventKind>().notNull(),
    priceBefore: cents('price_before'),
    priceAfter: cents('price_after'),
    carsDoneAt: tsColumn('cars_done_at'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The saved-car pass: events not yet told, oldest first.
    index('listing_events_pending_idx')
      .on(t.id)
      .where(sql`cars_done_at is null`),
    // The saved-search pass and the pruning: events by time.
    index('listing_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A saved search: the showroom's filters (GET /v1/listing's query, validated by the same schema), a name and how
 * often it alerts. `checkedAt` is when the match job last ran it; cars published before the search was saved are
 * never "new" for it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchFilters>().notNull(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    checkedAt: tsColumn('checked_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // The match job's scan: searches that alert, least recently checked first.
    index('saved_searches_due_idx')
      .on(t.checkedAt)
      .where(sql`frequency <> 'off'`),
  ],
);

/**
 * Each car announced for a search, once: the primary key is the exactly-once guarantee (the job inserts with
 * on conflict do nothing, and only the rows it inserted are told, in the same transaction as the notification).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.listingId] })],
);
