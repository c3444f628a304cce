// Permission checks without zod (the schemas are in permissions.schema.ts): the route guards run them on the first load.

/** Permission values of spec 6. */
export const PERMISSIONS = ['public', 'authenticated', 'admin', 'concierge', 'edit', 'view'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A grant: a permission, either global (no target) or on one target id. */
export type Grant = { targetId: string | null; permission: Permission };

/** The least a permission check needs to know about a user. */
export type Principal = { id: string; acl: readonly Grant[]; anonymous?: boolean; disabled?: boolean };

function grantSatisfies(granted: Permission, wanted: Permission): boolean {
  if (granted === 'admin' || granted === 'concierge') return true;
  if (granted === wanted) return true;
  return granted === 'edit' && wanted === 'view';
}

/**
 * Whether `user` holds `permission`, optionally on `targetId`.
 * A grant applies when it has no target or its target matches. Admin and concierge grants
 * satisfy anything; edit satisfies view. `public` needs nobody; `authenticated` needs any
 * signed-in user, anonymous ones included (spec 4: anonymous users are authenticated).
 */
export function hasPermission(
  user: Principal | null | undefined,
  permission: Permission,
  targetId?: string | null,
): boolean {
  if (permission === 'public') return true;
  if (!user || user.disabled) return false;
  if (permission === 'authenticated') return true;
  return user.acl.some(
    (g) => (g.targetId === null || g.targetId === (targetId ?? null)) && grantSatisfies(g.permission, permission),
  );
}

export function isAdmin(user: Principal | null | undefined): boolean {
  return !!user && !user.disabled && user.acl.some((g) => g.targetId === null && g.permission === 'admin');
}

/** Staff are concierge or admin users; they may open /concierge and /admin. */
export function isStaff(user: Principal | null | undefined): boolean {
  return (
    !!user &&
    !user.disabled &&
    user.acl.some((g) => g.targetId === null && (g.permission === 'admin' || g.permission === 'concierge'))
  );
}

/** A user may edit a listing if they are its seller, concierge, admin, or hold edit on it. */
export function canEditListing(
  user: Principal | null | undefined,
  listing: { id: string; sellerId: string | null },
): boolean {
  if (!user || user.disabled) return false;
  if (listing.sellerId !== null && listing.sellerId === user.id) return true;
  return hasPermission(user, 'edit', listing.id);
}

/**
 * Who may see a listing at all: anyone once it is published; its seller and staff (whoever may
 * edit it) before that. Deleted listings are gone for everyone. Who may not see a listing gets
 * the 404 of a missing one, for reads and for seller-only calls alike (decision 017).
 */
export function canViewListing(
  user: Principal | null | undefined,
  listing: { id: string; sellerId: string | null; status: string; deletedAt?: Date | string | null },
): boolean {
  if (listing.deletedAt) return false;
  return listing.status === 'published' || canEditListing(user, listing);
}

/** Spec 1: the seller of a listing is the user whose id is its sellerId; anyone else is a buyer. */
export function isSellerOf(user: { id: string } | null | undefined, listing: { sellerId: string | null }): boolean {
  return !!user && listing.sellerId === user.id;
}
