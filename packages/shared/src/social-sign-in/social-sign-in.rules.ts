/*
 * Social sign-in (issue 18, decision 041): the providers, the error codes the OAuth callback sends back to
 * /auth/sign-in as `?error=`, and their wording. Zod-free: the sign-in page and the button pages read it.
 */

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** Where the browser goes to start signing in with `provider`; `next` is checked again on the server. */
export function socialSignInStartPath(provider: SocialProvider, next?: string | null): string {
  const path = `/v1/auth/oauth/${provider}`;
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** Why a social sign-in came back without signing in (`/auth/sign-in?error=<code>&provider=<p>`). */
export const SOCIAL_SIGN_IN_ERRORS = {
  cancelled: (p: string) => `You cancelled signing in with ${p}. Choose another way to sign in, or try again.`,
  provider_error: (p: string) => `${p} could not sign you in. Please try again, or sign in with your email.`,
  provider_unavailable: (p: string) => `We could not reach ${p}. Please try again in a moment.`,
  state_mismatch: (p: string) =>
    `Your ${p} sign-in expired or was started in another tab. Please press the button again.`,
  pkce_missing: (p: string) => `Your ${p} sign-in expired. Please press the button again.`,
  invalid_token: (p: string) => `${p} sent an answer we could not trust, so we did not sign you in. Please try again.`,
  email_required: (p: string) =>
    `${p} did not share your email address, which we need for your account. Allow it and try again, or register with your email.`,
  link_required: (p: string) =>
    `An account with this email already exists. Sign in with your password once and we will connect ${p} to it.`,
  already_linked: (p: string) =>
    `This Revy account is already connected to a different ${p} account. Sign in with that one, or with your password.`,
  account_disabled: () => 'This account has been disabled. Contact support.',
  not_configured: (p: string) => `Signing in with ${p} is not available here. Sign in with your email instead.`,
} as const satisfies Record<string, (provider: string) => string>;
export type SocialSignInError = keyof typeof SOCIAL_SIGN_IN_ERRORS;

/** The message for `?error=` on the sign-in page, or null when it is not one of ours. */
export function socialSignInErrorMessage(code: string | null, provider: string | null): string | null {
  if (!code || !Object.hasOwn(SOCIAL_SIGN_IN_ERRORS, code)) return null;
  const label = isSocialProvider(provider) ? SOCIAL_PROVIDER_LABELS[provider] : 'The provider';
  return SOCIAL_SIGN_IN_ERRORS[code as SocialSignInError](label);
}
