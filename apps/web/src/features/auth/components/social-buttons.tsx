import { SOCIAL_PROVIDER_LABELS, socialSignInStartPath, type SocialProvider } from '@revy/shared';
import { useAuthProviders } from '../api/social-sign-in';

/** Each provider's mark, drawn in its brand colours (Google's four-colour G, Apple's and Facebook's glyphs). */
function ProviderIcon({ provider }: { provider: SocialProvider }) {
  if (provider === 'google') {
    return (
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
        />
        <path
          fill="#FBBC05"
          d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      {provider === 'facebook' ? (
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
      ) : (
        <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z" />
      )}
    </svg>
  );
}

const STYLES: Record<SocialProvider, string> = {
  google: 'border border-line bg-white text-ink hover:bg-slate-50',
  apple: 'bg-black text-white hover:bg-neutral-800',
  facebook: 'bg-[#1877f2] text-white hover:bg-[#166fe5]',
};

/**
 * "Continue with …": a plain link to the server's start route, which redirects to the provider (a full page
 * navigation, so the app starts afresh as the new user: nothing cached from before stays, spec 4). `target` is
 * `_top` on the embeddable button pages, since providers refuse to show their pages inside a frame.
 */
export function SocialButton({
  provider,
  next,
  target,
}: {
  provider: SocialProvider;
  next?: string | null;
  target?: '_top';
}) {
  return (
    <a
      href={socialSignInStartPath(provider, next)}
      target={target}
      className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${STYLES[provider]}`}
    >
      <ProviderIcon provider={provider} />
      Continue with {SOCIAL_PROVIDER_LABELS[provider]}
    </a>
  );
}

/**
 * The buttons of the providers this server has set up, above the email form, with an "or" rule. Nothing at all
 * while the list loads, when it fails (offline) or when no provider is set up: the email form is always there.
 */
export function SocialButtons({ next }: { next?: string | null }) {
  const { data } = useAuthProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mb-6">
      <ul className="space-y-3" aria-label="Other ways to sign in">
        {providers.map((p) => (
          <li key={p}>
            <SocialButton provider={p} next={next} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center gap-3 text-xs uppercase tracking-wide text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or with your email
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
