import type { SocialProvider } from '@revy/shared';

/** Who the provider says signed in. `emailVerified` is the provider's own word; false when it gives none. */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** The secrets one sign-in attempt carries from the start to the callback (in the signed state cookie). */
export type AttemptSecrets = { state: string; codeVerifier: string | null; nonce: string | null };

/**
 * One social sign-in provider: the URL that starts its authorization-code flow, and the callback's code exchanged
 * for a verified profile. Google and Apple answer with an ID token checked against their JWKS; Facebook with an
 * access token read through the Graph API.
 */
export interface OAuthProvider {
  readonly id: SocialProvider;
  /** PKCE (RFC 7636, S256): Google. Apple documents none, so it relies on state and the ID token's nonce. */
  readonly usesPkce: boolean;
  /** An OIDC nonce checked in the ID token: Google and Apple. */
  readonly usesNonce: boolean;
  /** A secret of this server that all its instances share, keying the state cookie's signature. */
  readonly cookieKey: Buffer;
  authorizationUrl(secrets: AttemptSecrets): URL;
  /** Exchanges the code; throws ProviderRejected (4xx from the provider, bad token) or ProviderUnavailable. */
  exchange(code: string, secrets: AttemptSecrets, appleUser?: string): Promise<ProviderProfile>;
}

/** The provider refused the code, or answered something we could not trust (a forged or stale ID token). */
export class ProviderRejected extends Error {
  constructor(
    message: string,
    readonly kind: 'token_rejected' | 'invalid_token' = 'token_rejected',
  ) {
    super(message);
  }
}

/** The provider could not be reached or answered with a server error. */
export class ProviderUnavailable extends Error {}
