import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { ProviderRejected, ProviderUnavailable } from './oauth-provider';

/** Seconds of clock difference allowed on exp and iat. */
const CLOCK_SKEW_S = 60;
/** Providers rotate keys rarely; a kid we do not know triggers one early refetch. */
const JWKS_CACHE_MS = 60 * 60 * 1000;
const JWKS_REFETCH_MIN_MS = 30 * 1000;

type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string };
type CachedKeys = { keys: Jwk[]; fetchedAt: number };

/** The public keys of one provider's JWKS document, cached and refetched when an unknown kid shows up. */
export class JwksCache {
  private cached: CachedKeys | null = null;

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async keyFor(kid: string | undefined): Promise<KeyObject> {
    const now = Date.now();
    if (!this.cached || now - this.cached.fetchedAt > JWKS_CACHE_MS) this.cached = await this.fetchKeys();
    let jwk = this.find(kid);
    if (!jwk && now - this.cached.fetchedAt > JWKS_REFETCH_MIN_MS) {
      this.cached = await this.fetchKeys();
      jwk = this.find(kid);
    }
    if (!jwk) throw new ProviderRejected('ID token signed with an unknown key', 'invalid_token');
    return createPublicKey({ key: jwk, format: 'jwk' });
  }

  private find(kid: string | undefined): Jwk | undefined {
    const keys = this.cached?.keys ?? [];
    return kid ? keys.find((k) => k.kid === kid) : keys.length === 1 ? keys[0] : undefined;
  }

  private async fetchKeys(): Promise<CachedKeys> {
    let res: Response;
    try {
      res = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new ProviderUnavailable(`JWKS unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new ProviderUnavailable(`JWKS answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { keys?: unknown } | null;
    if (!body || !Array.isArray(body.keys)) throw new ProviderUnavailable('JWKS answer has no keys');
    return { keys: body.keys as Jwk[], fetchedAt: Date.now() };
  }
}

export type IdTokenExpectations = { issuers: string[]; audience: string; nonce: string | null };
export type IdTokenClaims = Record<string, unknown> & { sub: string };

const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' },
};

function decodePart(part: string | undefined): Record<string, unknown> {
  if (!part) throw new ProviderRejected('ID token is malformed', 'invalid_token');
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new ProviderRejected('ID token is malformed', 'invalid_token');
  }
}

/**
 * Verifies an OpenID Connect ID token (Core 1.0 §3.1.3.7): an RS256/ES256 signature by a key of the provider's JWKS
 * (never `none`, never a key the token names itself), then issuer, audience (and azp when several), expiry, issue
 * time and nonce. Answers the claims; throws ProviderRejected('invalid_token') on any mismatch.
 */
export async function verifyIdToken(token: string, jwks: JwksCache, want: IdTokenExpectations): Promise<IdTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new ProviderRejected('ID token is malformed', 'invalid_token');
  const header = decodePart(parts[0]);
  const claims = decodePart(parts[1]);
  const alg = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  if (!alg) throw new ProviderRejected(`ID token algorithm ${String(header.alg)} is not accepted`, 'invalid_token');
  const key = await jwks.keyFor(typeof header.kid === 'string' ? header.kid : undefined);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2] ?? '', 'base64url');
  let valid: boolean;
  try {
    valid = verify(alg.hash, signed, alg.dsaEncoding ? { key, dsaEncoding: alg.dsaEncoding } : key, signature);
  } catch {
    // A key of another type than the header's alg, say: not a valid signature either.
    valid = false;
  }
  if (!valid) throw new ProviderRejected('ID token signature does not verify', 'invalid_token');

  const now = Math.floor(Date.now() / 1000);
  const fail = (why: string): never => {
    throw new ProviderRejected(`ID token ${why}`, 'invalid_token');
  };
  if (typeof claims.iss !== 'string' || !want.issuers.includes(claims.iss)) fail('issuer does not match');
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(want.audience)) fail('audience does not match');
  if (aud.length > 1 && claims.azp !== want.audience) fail('authorized party does not match');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < now) fail('has expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_S > now) fail('is issued in the future');
  if (want.nonce !== null && claims.nonce !== want.nonce) fail('nonce does not match');
  if (typeof claims.sub !== 'string' || claims.sub.length === 0) fail('has no subject');
  return claims as IdTokenClaims;
}

/** `email_verified` is a boolean at Google and a "true"/"false" string at Apple. */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
