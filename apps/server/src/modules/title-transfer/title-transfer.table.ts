import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * Deals with the title-transfer service (the /v1/keysavvy calls). A deal record, so references
 * are set null on delete rather than removing it. Status values follow the provider.
 */
export const titleTransfers = pgTable(
  'title_transfers',
  {
    id: idColumn(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who started it: seller or buyer (seller-initiate / buyer-initiate). */
    initiatedBy: text('initiated_by').$type<'seller' | 'buyer'>().notNull(),
    providerTransactionId: text('provider_transaction_id'),
    status: text('status').notNull().default('pending'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('title_transfers_provider_unique')
      .on(t.providerTransactionId)
      .where(sql`${t.providerTransactionId} is not null`),
    index('title_transfers_listing_idx').on(t.listingId),
    index('title_transfers_buyer_idx').on(t.buyerId),
  ],
);
