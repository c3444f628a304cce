import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@revy/shared';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A provider account linked to a user (decision 041): Google's or Apple's `sub`, Facebook's app-scoped user id.
 * One row per provider account, and at most one account per provider for each user. The email is the one the
 * provider gave when it was linked (for staff and support); sign-in goes by (provider, subject) only.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
    lastSignInAt: tsColumn('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_unique').on(t.provider, t.subject),
    // Also the index for a user's identities (user_id leads).
    uniqueIndex('social_identities_user_provider_unique').on(t.userId, t.provider),
  ],
);
