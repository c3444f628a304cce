import { isAdmin, userKind, UserMetadataSchema, type PublicUser, type User } from '@revy/shared';
import type { UserRecord } from './users.repo';

/** The full user DTO (self and staff). Dates become ISO strings; flags are derived (spec 3, 4). */
export function toUser(u: UserRecord): User {
  const parsedMeta = UserMetadataSchema.safeParse(u.metadata ?? {});
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    firstName: u.firstName,
    lastName: u.lastName,
    disabled: u.disabled,
    isIdVerified: u.isIdVerified,
    unverifiedEmail: u.unverifiedEmail,
    contactEmail: u.contactEmail,
    signupMethod: u.signupMethod,
    listingCount: u.listingCount,
    metadata: parsedMeta.success ? parsedMeta.data : {},
    acl: u.acl,
    anonymous: userKind(u) === 'anonymous',
    verified: userKind(u) === 'verified',
    concierge: u.acl.some((g) => g.targetId === null && g.permission === 'concierge'),
    admin: isAdmin(u),
    hasPassword: u.hasPassword,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** What anyone may see: first name, last initial, badges. Never email, phone or grants. */
export function toPublicUser(u: UserRecord): PublicUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastNameInitial: u.lastName ? u.lastName.slice(0, 1).toUpperCase() : null,
    isIdVerified: u.isIdVerified,
    anonymous: !u.email,
    listingCount: u.listingCount,
    createdAt: u.createdAt.toISOString(),
  };
}
