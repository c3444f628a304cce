import { Suspense, lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, displayName, isStaff, signInUrl, type User } from '@revy/shared';
import { useCurrentUser } from '../lib/current-user';
import { useSignOut } from '../features/auth';
import { ButtonLink } from './ui/button';

// Radix's menu is signed-in users' code: loaded on demand, so visitors' first page goes without it.
const AccountDropdown = lazy(() => import('./account-dropdown').then((m) => ({ default: m.AccountDropdown })));

/** Sign-in link that brings the visitor back to where they were (not for home or auth pages). */
export function useSignInHref(): string {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return pathname === '/' || pathname.startsWith('/auth/') ? ROUTES.signIn : signInUrl(here);
}

/** Whether the visitor has an account to show (anonymous users are offered sign-in instead). */
export function hasAccount(user: User | null | undefined): user is User {
  return !!user && !user.anonymous;
}

export type AccountLink = { to: string; label: string };

/** The links of a signed-in user's menu: staff see Concierge, and Admin tools. */
export function accountLinks(user: User): AccountLink[] {
  // My garage is a primary link already.
  const links: AccountLink[] = [
    { to: ROUTES.dashboardInbox, label: 'Inbox' },
    { to: ROUTES.saved, label: 'Saved' },
    { to: ROUTES.deals, label: 'Deals' },
    { to: ROUTES.settings, label: 'Settings' },
  ];
  // Concierge and admin users both reach /concierge and /admin (spec 6).
  if (isStaff(user))
    links.push({ to: ROUTES.concierge, label: 'Concierge' }, { to: ROUTES.adminUsers, label: 'Admin' });
  return links;
}

function initials(user: User): string {
  const letters = [user.firstName, user.lastName]
    .filter(Boolean)
    .map((n) => n!.trim()[0])
    .join('');
  return (letters || user.email?.[0] || '?').toUpperCase();
}

export function Avatar({ user, size = 32 }: { user: User; size?: number }) {
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials(user)}
    </span>
  );
}

/** Signs out, then goes home (spec 4: sign-out redirects to / unless told otherwise). */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    run: () => signOut.mutate(undefined, { onSettled: () => navigate(ROUTES.home) }),
  };
}

/** Desktop account area of the app header. */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  const signInHref = useSignInHref();
  const signOut = useSignOutAndLeave();

  if (isPending) return <span className="h-9 w-28 animate-pulse rounded-lg bg-line" aria-hidden="true" />;

  if (!hasAccount(user)) {
    return (
      <div className="flex items-center gap-2">
        <ButtonLink to={signInHref} variant="ghost">
          Sign in
        </ButtonLink>
        <ButtonLink to={ROUTES.register}>Register</ButtonLink>
      </div>
    );
  }

  const trigger = (
    <>
      <Avatar user={user} />
      <span className="max-w-[10rem] truncate">{user.firstName || displayName(user)}</span>
    </>
  );
  return (
    // Until the menu's code is in, the same avatar and name, so nothing moves when it arrives.
    <Suspense fallback={<span className="flex items-center gap-2 py-1 pl-1 pr-8 text-sm font-medium">{trigger}</span>}>
      <AccountDropdown
        trigger={trigger}
        label={
          <>
            <span className="block truncate font-semibold text-ink">{displayName(user)}</span>
            {user.email ? <span className="block truncate text-sm font-normal text-muted">{user.email}</span> : null}
          </>
        }
        links={accountLinks(user)}
        onSignOut={signOut.run}
        signingOut={signOut.pending}
      />
    </Suspense>
  );
}
