// What a user is and how they are named, without zod (the schemas are in user.schema.ts): the app shell uses these on
// the first load.

export type UserKind = 'anonymous' | 'user' | 'verified';
/** Spec 4: anonymous (no email), user (has email), verified (email and no unverifiedEmail). */
export function userKind(user: { email: string | null; unverifiedEmail: string | null }): UserKind {
  if (!user.email) return 'anonymous';
  return user.unverifiedEmail ? 'user' : 'verified';
}

export function displayName(
  user: { firstName: string | null; lastName?: string | null; email?: string | null } | null,
): string {
  if (!user) return 'Guest';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Guest';
}
