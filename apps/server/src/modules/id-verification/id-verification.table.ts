import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Identity checks (POST /v1/idVerification). Status values follow the provider; a verified check
 * sets users.is_id_verified. providerReference finds the row when the provider calls back.
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('id_verifications_user_idx').on(t.userId, t.createdAt),
    index('id_verifications_provider_ref_idx').on(t.provider, t.providerReference),
  ],
);
