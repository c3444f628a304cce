import { Link } from 'react-router';
import { ROUTES } from '@revy/shared';
import { useCurrentUser } from '../lib/current-user';
import { hasAccount, useSignInHref } from './account-menu';
import { ButtonLink } from './ui/button';
import { Logo } from './ui/logo';

/**
 * Header of the marketing layouts: logo, a few links and the call to action. `minimal` (the
 * newLanding layout) keeps only the logo and the call to action, over the page's hero.
 */
export function MarketingHeader({ minimal = false }: { minimal?: boolean }) {
  const { data: user } = useCurrentUser();
  const signInHref = useSignInHref();
  const signedIn = hasAccount(user);
  return (
    <header
      className={
        minimal ? 'absolute inset-x-0 top-0 z-30' : 'sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur'
      }
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={ROUTES.home} className="rounded-lg" aria-label="Revy home">
          <Logo />
        </Link>
        {minimal ? null : (
          <nav aria-label="Main" className="hidden flex-1 items-center gap-6 text-sm font-medium md:flex">
            <Link to="/marketing" className="text-ink hover:text-primary">
              How it works
            </Link>
            <Link to={ROUTES.showroom} className="text-ink hover:text-primary">
              Showroom
            </Link>
            <Link to={ROUTES.blog} className="text-ink hover:text-primary">
              Blog
            </Link>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <ButtonLink to={ROUTES.dashboardSelling} variant="ghost" className="hidden sm:inline-flex">
              My garage
            </ButtonLink>
          ) : (
            <ButtonLink to={signInHref} variant="ghost" className="hidden sm:inline-flex">
              Sign in
            </ButtonLink>
          )}
          <ButtonLink to={ROUTES.myGarageCreate}>Sell my car</ButtonLink>
        </div>
      </div>
    </header>
  );
}
