import { useLocation, useNavigate } from 'react-router';
import { ROUTES, displayName, isStaff, signInUrl, type User } from '@revy/shared';
import { useCurrentUser } from '../lib/current-user';
import { useSignOut } from '../features/auth';
import { ButtonLink } from './ui/button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from './ui/menu';

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
  const links: AccountLink[] = [{ to: ROUTES.settings, label: 'Settings' }];
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

  return (
    <Menu>
      <MenuTrigger className="group flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium text-ink hover:bg-primary-soft">
        <Avatar user={user} />
        <span className="max-w-[10rem] truncate">{user.firstName || displayName(user)}</span>
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className="transition-transform group-data-[state=open]:rotate-180"
        >
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Account menu</span>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>
          <span className="block truncate font-semibold text-ink">{displayName(user)}</span>
          {user.email ? <span className="block truncate text-sm font-normal text-muted">{user.email}</span> : null}
        </MenuLabel>
        <MenuSeparator />
        {accountLinks(user).map((l) => (
          <MenuLinkItem key={l.to} to={l.to}>
            {l.label}
          </MenuLinkItem>
        ))}
        <MenuSeparator />
        <MenuItem onSelect={signOut.run} disabled={signOut.pending}>
          Sign out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
