import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@revy/shared';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Blog posts and marketing pages, served at /{slug} or /content/{id} when there is no slug.
 * Slugs are unique only among rows that have one.
 */
export const content = pgTable(
  'content',
  {
    id: idColumn(),
    /** page, blog, ... */
    type: text('type').notNull(),
    title: text('title'),
    slug: text('slug'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    /** The page body as builder blocks. */
    data: jsonb('data').$type<unknown>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('content_slug_unique')
      .on(t.slug)
      .where(sql`${t.slug} is not null`),
    index('content_type_status_idx').on(t.type, t.status, t.id),
  ],
);
