import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

/**
 * Short links (POST /v1/redirect). `key` is the short code in shortUrl; GET /v1/redirect/{id}
 * accepts the id or the key and bumps `count`. targetId is what the link is about (usually a
 * listing), without a foreign key since it may be anything.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: idColumn(),
    url: text('url').notNull(),
    key: text('key').notNull(),
    shortUrl: text('short_url'),
    targetId: uuid('target_id'),
    count: integer('count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('redirects_key_unique').on(t.key), index('redirects_target_idx').on(t.targetId)],
);
