import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { listings } from '../listings/listings.table';

/**
 * What the assistant knows about a listing, as ordered questions and answers grouped by type
 * and category. contentSource says who wrote the answer (seller, ai, concierge).
 */
export const knowledge = pgTable(
  'knowledge',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    category: text('category'),
    ordinal: integer('ordinal').notNull().default(0),
    optional: boolean('optional').notNull().default(false),
    question: text('question'),
    content: text('content'),
    contentSource: text('content_source'),
    contentType: text('content_type'),
    /**
     * Issue 15: for the seller and the assistant's decisions only (a walk-away price, the exact address, the reason
     * for selling): never given to an engine that writes to buyers, never quoted.
     */
    isPrivate: boolean('is_private').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('knowledge_listing_type_idx').on(t.listingId, t.type, t.ordinal)],
);
