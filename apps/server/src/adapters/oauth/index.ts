import type { SocialProvider } from '@revy/shared';
import type { OAuthConfig } from '../../config';
import { AppleProvider } from './apple-provider';
import { FacebookProvider } from './facebook-provider';
import { GoogleProvider } from './google-provider';
import type { OAuthProvider } from './oauth-provider';

export * from './oauth-provider';

/** The callback address registered with each provider: `${appUrl}/v1/auth/oauth/{provider}/callback`. */
export const oauthCallbackUrl = (appUrl: string, provider: SocialProvider) =>
  `${appUrl}/v1/auth/oauth/${provider}/callback`;

/**
 * The providers config sets up, by id. There is no built-in provider: signing in "with Google" means Google vouches
 * for the person, which nothing on this machine can stand in for (decision 041); email sign-in is the offline way.
 */
export function createOAuthProviders(config: OAuthConfig, appUrl: string): Map<SocialProvider, OAuthProvider> {
  const providers = new Map<SocialProvider, OAuthProvider>();
  if (config.google) providers.set('google', new GoogleProvider(config.google, oauthCallbackUrl(appUrl, 'google')));
  if (config.apple) providers.set('apple', new AppleProvider(config.apple, oauthCallbackUrl(appUrl, 'apple')));
  if (config.facebook) {
    providers.set('facebook', new FacebookProvider(config.facebook, oauthCallbackUrl(appUrl, 'facebook')));
  }
  return providers;
}
