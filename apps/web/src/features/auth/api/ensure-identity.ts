import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@revy/shared';
import { currentUserKey, fetchCurrentUser } from '../../../lib/current-user';
import { signIn } from './sign-in';

/**
 * Spec 4: an anonymous user is created on demand, when a visitor first does something that
 * needs an identity (starting a listing, messaging a seller), never on page view.
 */
export async function ensureIdentity(qc: QueryClient): Promise<User> {
  const cached = qc.getQueryData<User | null>(currentUserKey) ?? (await fetchCurrentUser());
  if (cached) return cached;
  const { user } = await signIn({});
  qc.setQueryData(currentUserKey, user);
  return user;
}
