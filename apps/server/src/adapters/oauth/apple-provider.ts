import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { OAuth2Client } from 'arctic';
import { claimIsTrue, JwksCache, verifyIdToken } from './id-token';
import type { AttemptSecrets, OAuthProvider, ProviderProfile } from './oauth-provider';
import { idTokenOf, postTokenRequest } from './token-request';

type AppleOptions = {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  baseUrl: string | undefined;
};

function appleEndpoints(baseUrl: string | undefined) {
  const base = baseUrl ? `${baseUrl.replace(/\/$/, '')}/apple` : 'https://appleid.apple.com';
  return {
    authorize: `${base}/auth/authorize`,
    token: `${base}/auth/token`,
    jwks: `${base}/auth/keys`,
    issuer: base,
  };
}

/** Apple's `user` form field: the name, sent on the first authorization only. Untrusted, used for a new account. */
function nameFrom(appleUser: string | undefined): { firstName: string | null; lastName: string | null } {
  try {
    const parsed = JSON.parse(appleUser ?? 'null') as { name?: { firstName?: unknown; lastName?: unknown } } | null;
    const first = parsed?.name?.firstName;
    const last = parsed?.name?.lastName;
    return {
      firstName: typeof first === 'string' && first.trim() ? first.trim().slice(0, 100) : null,
      lastName: typeof last === 'string' && last.trim() ? last.trim().slice(0, 100) : null,
    };
  } catch {
    return { firstName: null, lastName: null };
  }
}

/**
 * Sign in with Apple. The authorization URL comes from arctic's OAuth2Client with `response_mode=form_post` (Apple
 * needs it when asking for name and email) and a nonce. The token call is ours: Apple wants a client secret that is
 * an ES256 JWT signed with the team's key, sent in the form body, and arctic's Apple class fixes the host.
 */
export class AppleProvider implements OAuthProvider {
  readonly id = 'apple' as const;
  readonly usesPkce = false;
  readonly usesNonce = true;
  readonly cookieKey: Buffer;
  private readonly client: OAuth2Client;
  private readonly endpoints: ReturnType<typeof appleEndpoints>;
  private readonly jwks: JwksCache;
  private readonly signingKey: KeyObject;

  constructor(
    private readonly opts: AppleOptions,
    private readonly redirectUri: string,
  ) {
    this.client = new OAuth2Client(opts.clientId, null, redirectUri);
    this.endpoints = appleEndpoints(opts.baseUrl);
    this.jwks = new JwksCache(this.endpoints.jwks);
    // Parsed at boot, so a bad key fails the start rather than the first sign-in.
    this.signingKey = createPrivateKey(opts.privateKey);
    this.cookieKey = createHash('sha256').update(`revy-oauth-state:apple:${opts.privateKey}`).digest();
  }

  authorizationUrl(secrets: AttemptSecrets): URL {
    const url = this.client.createAuthorizationURL(this.endpoints.authorize, secrets.state, ['name', 'email']);
    url.searchParams.set('response_mode', 'form_post');
    if (secrets.nonce) url.searchParams.set('nonce', secrets.nonce);
    return url;
  }

  /** The client secret JWT Apple asks for (five minutes is plenty for one token call). */
  private clientSecret(): string {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${part({ alg: 'ES256', kid: this.opts.keyId, typ: 'JWT' })}.${part({
      iss: this.opts.teamId,
      iat: now,
      exp: now + 300,
      aud: this.endpoints.issuer,
      sub: this.opts.clientId,
    })}`;
    const signature = sign('sha256', Buffer.from(head), { key: this.signingKey, dsaEncoding: 'ieee-p1363' });
    return `${head}.${signature.toString('base64url')}`;
  }

  async exchange(code: string, secrets: AttemptSecrets, appleUser?: string): Promise<ProviderProfile> {
    const tokens = await postTokenRequest(this.endpoints.token, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      client_id: this.opts.clientId,
      client_secret: this.clientSecret(),
    });
    const claims = await verifyIdToken(idTokenOf(tokens), this.jwks, {
      issuers: [this.endpoints.issuer],
      audience: this.opts.clientId,
      nonce: secrets.nonce,
    });
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    return {
      subject: claims.sub,
      email,
      emailVerified: email !== null && claimIsTrue(claims.email_verified),
      ...nameFrom(appleUser),
    };
  }
}
