import { useSearchParams } from 'react-router';
import { safeNext, SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@revy/shared';
import { useAuthProviders } from '../api/social-sign-in';
import { SocialButton } from './social-buttons';

/**
 * /auth/facebookloginbutton and /auth/appleloginbutton (spec 2): just that provider's button, for a partner page or
 * an app view to frame. It opens the provider in the top window (providers refuse to be framed) and returns to
 * `next`. When the provider is not set up here it says so and offers email sign-in, instead of a dead button.
 */
export function SocialButtonPage({ provider }: { provider: SocialProvider }) {
  // Fills a partner's frame, but not a whole desktop window when opened on its own.
  return (
    <div className="mx-auto w-full max-w-md">
      <SocialButtonOrNote provider={provider} />
    </div>
  );
}

function SocialButtonOrNote({ provider }: { provider: SocialProvider }) {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { data, isPending } = useAuthProviders();
  const label = SOCIAL_PROVIDER_LABELS[provider];
  if (isPending) return <div className="h-11 w-full animate-pulse rounded-lg bg-slate-100" aria-label="Loading" />;
  if (!data?.providers.includes(provider)) {
    const signIn = next ? `/auth/sign-in?next=${encodeURIComponent(next)}` : '/auth/sign-in';
    return (
      <p className="rounded-lg border border-line bg-white px-4 py-3 text-sm text-muted" role="status">
        Signing in with {label} is not available here.{' '}
        <a href={signIn} target="_top" className="font-semibold text-primary hover:underline">
          Sign in with your email
        </a>
      </p>
    );
  }
  return <SocialButton provider={provider} next={next} target="_top" />;
}

export const FacebookLoginButtonPage = () => <SocialButtonPage provider="facebook" />;
export const AppleLoginButtonPage = () => <SocialButtonPage provider="apple" />;
