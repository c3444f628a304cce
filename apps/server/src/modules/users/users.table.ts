import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Permission, UserMetadata } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Null for anonymous users. Stored lower-cased. */
    email: text('email'),
    /** An address waiting for its code; equal to email right after registration. */
    unverifiedEmail: text('unverified_email'),
    /**
     * Issue 19: the address a guest (anonymous user) gave in a chat so the seller's replies reach them. Not an
     * account and not unique; never an address that has an account (refused with a sign-in prompt). Cleared when
     * the guest registers; stored lower-cased.
     */
    contactEmail: text('contact_email'),
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** argon2id hash; null for anonymous users and passwordless sign-ups. */
    passwordHash: text('password_hash'),
    disabled: boolean('disabled').notNull().default(false),
    isIdVerified: boolean('is_id_verified').notNull().default(false),
    signupMethod: text('signup_method').notNull().default('anonymous'),
    /** Denormalised count of the user's listings, kept by the listings module. */
    listingCount: integer('listing_count').notNull().default(0),
    metadata: jsonb('metadata').$type<UserMetadata>().notNull().default({}),
    lastSignInAt: tsColumn('last_sign_in_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    index('users_unverified_email_idx').on(t.unverifiedEmail),
    index('users_contact_email_idx')
      .on(t.contactEmail)
      .where(sql`${t.contactEmail} is not null`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Spec 6 grants: a permission, globally (null target) or on one target. */
export const grants = pgTable(
  'grants',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id'),
    permission: text('permission').$type<Permission>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('grants_user_idx').on(t.userId),
    index('grants_target_idx').on(t.targetId),
    uniqueIndex('grants_unique').on(
      t.userId,
      t.permission,
      sql`coalesce(${t.targetId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);
