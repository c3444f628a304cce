import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { ROUTES, displayName } from '@revy/shared';
import { useCurrentUser } from '../lib/current-user';
import { NotificationBell } from '../features/notifications';
import { AccountMenu, Avatar, accountLinks, hasAccount, useSignInHref, useSignOutAndLeave } from './account-menu';
import { Logo } from './ui/logo';
import { buttonClass } from './ui/button';
import { useDisclosure } from './use-disclosure';

/** The app's primary links (spec: Showroom, Sell my car, My garage). */
export const PRIMARY_LINKS = [
  { to: ROUTES.showroom, label: 'Showroom' },
  { to: ROUTES.myGarageCreate, label: 'Sell my car' },
  { to: ROUTES.dashboardSelling, label: 'My garage' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-primary-soft hover:text-primary'}`;

/** Header of the app layout: logo, primary links and account menu; a menu button below 768 px. */
export function SiteHeader({ showNav = true }: { showNav?: boolean }) {
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();
  const panelId = useId();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur" ref={containerRef}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={ROUTES.home} className="rounded-lg" aria-label="Revy home">
          <Logo />
        </Link>
        {showNav ? (
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
            {PRIMARY_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} className={navLinkClass} end>
                {l.label}
              </NavLink>
            ))}
          </nav>
        ) : (
          <div className="flex-1" />
        )}
        <div className="ml-auto md:ml-0">
          <NotificationBell />
        </div>
        <div className="hidden md:block">
          <AccountMenu />
        </div>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-primary-soft md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={toggle}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      {open ? <MobileMenu id={panelId} onNavigate={close} showNav={showNav} /> : null}
    </header>
  );
}

/** The menu panel under the header on small screens: primary links, then the account's. */
function MobileMenu({ id, onNavigate, showNav }: { id: string; onNavigate: () => void; showNav: boolean }) {
  const { data: user } = useCurrentUser();
  const signInHref = useSignInHref();
  const signOut = useSignOutAndLeave();
  const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-primary-soft';
  return (
    <div id={id} className="border-t border-line bg-white px-4 pb-4 pt-2 shadow-md md:hidden">
      {showNav ? (
        <nav aria-label="Main">
          <ul>
            {PRIMARY_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={itemClass} onClick={onNavigate} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-2 border-t border-line pt-3">
        {hasAccount(user) ? (
          <>
            <div className="flex items-center gap-3 px-3 pb-2">
              <Avatar user={user} size={36} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{displayName(user)}</p>
                {user.email ? <p className="truncate text-sm text-muted">{user.email}</p> : null}
              </div>
            </div>
            <ul aria-label="Account">
              {accountLinks(user).map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={itemClass} onClick={onNavigate}>
                    {l.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={`${itemClass} w-full text-left`}
                  disabled={signOut.pending}
                  onClick={() => {
                    onNavigate();
                    signOut.run();
                  }}
                >
                  Sign out
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-3 pt-1">
            <Link to={signInHref} className={buttonClass('secondary', 'lg')} onClick={onNavigate}>
              Sign in
            </Link>
            <Link to={ROUTES.register} className={buttonClass('primary', 'lg')} onClick={onNavigate}>
              Register
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
