import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PriceConfidence } from '@revy/shared';
import { tsColumn } from '../../db/columns';
import { listings } from '../listings/listings.table';

/**
 * The last price estimate of each listing (decision 012): the listing page and the pricing page
 * compute it fresh; showroom cards read the deal rating from here, so a page of 24 cars needs no
 * 24 comparable searches. Refreshed when computed, and by a job for published listings whose
 * estimate is missing or older than the listing's last change or a day.
 */
export const listingPriceEstimates = pgTable(
  'listing_price_estimates',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    /** null when the listing had no price. */
    rating: text('rating'),
    method: text('method').notNull(),
    comparableCount: integer('comparable_count').notNull(),
    /**
     * Issue 15: high, medium or low (shared priceConfidence). Rows stored before it say 'low'
     * until recomputed; migration 0010 marks them stale so the refresh job redoes them at once.
     */
    confidence: text('confidence').$type<PriceConfidence>().notNull().default('low'),
    computedAt: tsColumn('computed_at').notNull(),
  },
  (t) => [index('listing_price_estimates_computed_idx').on(t.computedAt)],
);
