import { ROUTES, signInUrl } from '@revy/shared';
import { Logo } from '../../../components/ui/logo';

/** /iframe: the "sell it with Revy" card other sites embed. Links open in the top window. */
export function IframePage() {
  return (
    <div className="mx-auto max-w-sm rounded-2xl border border-line bg-white p-5 shadow-sm">
      <Logo />
      <h1 className="mt-4 text-lg font-bold text-ink">Sell your car the easy way</h1>
      <p className="mt-1 text-sm text-muted">AI writes your listing, answers buyers and prices your car.</p>
      <a
        href={ROUTES.myGarageCreate}
        target="_top"
        className="mt-4 inline-flex h-10 w-full items-center justify-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-hover"
      >
        Get started
      </a>
    </div>
  );
}

/**
 * /auth/facebookloginbutton and /auth/appleloginbutton: a sign-in button framed by a partner
 * page. It opens Revy's sign-in in the top window, where the provider's flow runs.
 */
export function SocialLoginButtonPage({ provider }: { provider: 'facebook' | 'apple' }) {
  const facebook = provider === 'facebook';
  return (
    <a
      href={signInUrl(ROUTES.dashboardSelling)}
      target="_top"
      className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-white ${facebook ? 'bg-[#1877f2] hover:bg-[#166fe5]' : 'bg-black hover:bg-neutral-800'}`}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        {facebook ? (
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
        ) : (
          <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z" />
        )}
      </svg>
      Continue with {facebook ? 'Facebook' : 'Apple'}
    </a>
  );
}

export const FacebookLoginButtonPage = () => <SocialLoginButtonPage provider="facebook" />;
export const AppleLoginButtonPage = () => <SocialLoginButtonPage provider="apple" />;
