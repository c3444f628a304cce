import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tsColumn } from '../../db/columns';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * A staff member working a classifieds item (issue 16, decision 029), so two concierges never post the same car.
 * One row per listing (the primary key is the lock): claiming is an insert that takes over only an expired row, in
 * one statement, so of two concurrent claims exactly one wins. Posting the listing removes its claim.
 */
export const classifiedsClaims = pgTable(
  'classifieds_claims',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    claimedBy: uuid('claimed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: tsColumn('claimed_at').notNull().defaultNow(),
    expiresAt: tsColumn('expires_at').notNull(),
  },
  (t) => [index('classifieds_claims_expires_idx').on(t.expiresAt)],
);
