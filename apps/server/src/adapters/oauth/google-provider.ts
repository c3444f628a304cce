import { createHash } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, type OAuth2Tokens } from 'arctic';
import { claimIsTrue, JwksCache, verifyIdToken } from './id-token';
import type { AttemptSecrets, OAuthProvider, ProviderProfile } from './oauth-provider';
import { fromArcticError, idTokenOf } from './token-request';

/** Google's endpoints; under one base URL (a fake server) in tests. */
function googleEndpoints(baseUrl: string | undefined) {
  if (!baseUrl) {
    return {
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    };
  }
  const base = baseUrl.replace(/\/$/, '');
  return {
    authorize: `${base}/google/authorize`,
    token: `${base}/google/token`,
    jwks: `${base}/google/jwks`,
    issuers: [`${base}/google`],
  };
}

/**
 * Google through arctic's generic OAuth2Client, which is exactly what `arctic.Google` wraps (PKCE S256, client
 * secret by HTTP Basic, which Google accepts) but with the endpoints passed in, so tests can use a fake server.
 */
export class GoogleProvider implements OAuthProvider {
  readonly id = 'google' as const;
  readonly usesPkce = true;
  readonly usesNonce = true;
  readonly cookieKey: Buffer;
  private readonly client: OAuth2Client;
  private readonly endpoints: ReturnType<typeof googleEndpoints>;
  private readonly jwks: JwksCache;

  constructor(
    private readonly opts: { clientId: string; clientSecret: string; baseUrl: string | undefined },
    redirectUri: string,
  ) {
    this.client = new OAuth2Client(opts.clientId, opts.clientSecret, redirectUri);
    this.endpoints = googleEndpoints(opts.baseUrl);
    this.jwks = new JwksCache(this.endpoints.jwks);
    this.cookieKey = createHash('sha256').update(`revy-oauth-state:google:${opts.clientSecret}`).digest();
  }

  authorizationUrl(secrets: AttemptSecrets): URL {
    const url = this.client.createAuthorizationURLWithPKCE(
      this.endpoints.authorize,
      secrets.state,
      CodeChallengeMethod.S256,
      secrets.codeVerifier ?? '',
      ['openid', 'email', 'profile'],
    );
    if (secrets.nonce) url.searchParams.set('nonce', secrets.nonce);
    // Let people pick the account each time: a shared computer should not sign in whoever used Google last.
    url.searchParams.set('prompt', 'select_account');
    return url;
  }

  async exchange(code: string, secrets: AttemptSecrets): Promise<ProviderProfile> {
    let tokens: OAuth2Tokens;
    try {
      tokens = await this.client.validateAuthorizationCode(this.endpoints.token, code, secrets.codeVerifier);
    } catch (err) {
      throw fromArcticError(err);
    }
    const claims = await verifyIdToken(idTokenOf(tokens), this.jwks, {
      issuers: this.endpoints.issuers,
      audience: this.opts.clientId,
      nonce: secrets.nonce,
    });
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    return {
      subject: claims.sub,
      email,
      emailVerified: email !== null && claimIsTrue(claims.email_verified),
      firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
    };
  }
}
