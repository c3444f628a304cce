import type { Config } from '../../config';
import { createOAuthProviders } from '../../adapters/oauth';
import { attemptCookieName, seal, type Attempt } from './oauth-cookie';

export { attemptCookieName, type Attempt };

/** An attempt cookie sealed with the server's own key: lets a test send one the start route would never make. */
export function sealAttemptCookie(config: Config, attempt: Attempt): string {
  const provider = createOAuthProviders(config.oauth, config.appUrl).get(attempt.provider);
  if (!provider) throw new Error(`${attempt.provider} is not set up in this config`);
  return seal(provider.cookieKey, attempt);
}
