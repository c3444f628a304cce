import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * One-time codes for email verification and password reset. Only a hash is kept; the plain
 * code is stored too when test endpoints are on (never in production), for GET /v1/test/user/{id}/codes.
 * Auth's: its account flows (email verification, password reset) write and read them (issue 14).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'emailVerify' | 'passwordReset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    plainCode: text('plain_code'),
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tsColumn('expires_at').notNull(),
    usedAt: tsColumn('used_at'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_user_kind_idx').on(t.userId, t.kind),
    index('verification_codes_hash_idx').on(t.codeHash),
  ],
);
