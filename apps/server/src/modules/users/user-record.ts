import { sql } from 'drizzle-orm';
import type { Grant } from '@revy/shared';
import { users } from './users.table';

/*
 * What a user record is, apart from the queries that read it: auth's session cache holds these records (and
 * forgets them on every write, told through user-changes.ts), so the shape has a file of its own (issue 14).
 */

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A user as the app works with it: no password hash, but whether there is one, and the grants. */
export type UserRecord = Omit<UserRow, 'passwordHash'> & { hasPassword: boolean; acl: Grant[] };

/**
 * The user's grants as a JSON array, in the same query as the user (one round trip). Written
 * with explicit names: Drizzle leaves columns unqualified in single-table selects, and an
 * unqualified `id` inside the subquery would mean grants.id.
 */
export const aclSql = sql<
  Grant[]
>`coalesce((select json_agg(json_build_object('targetId', g.target_id, 'permission', g.permission) order by g.created_at) from grants g where g.user_id = "users"."id"), '[]'::json)`;

/** Columns of a UserRecord; spread into selects that join users (selectWithUserRecord, for the session lookup). */
export const userRecordColumns = {
  id: users.id,
  email: users.email,
  unverifiedEmail: users.unverifiedEmail,
  contactEmail: users.contactEmail,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  disabled: users.disabled,
  isIdVerified: users.isIdVerified,
  signupMethod: users.signupMethod,
  listingCount: users.listingCount,
  metadata: users.metadata,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`.mapWith(Boolean),
  acl: aclSql,
};
