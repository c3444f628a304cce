import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@revy/shared';

/** The sign-in attempt's cookie lives ten minutes: long enough to choose an account, short enough to go stale. */
export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const attemptCookieName = (provider: SocialProvider) => `revy_oauth_${provider}`;

/** What the start of a sign-in leaves for its callback. */
export type Attempt = {
  provider: SocialProvider;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
  next: string | null;
  expiresAt: number;
};

/** A provider account that matched an account by an email we may not trust; linked after a password sign-in. */
export type PendingLink = { provider: SocialProvider; subject: string; email: string; expiresAt: number };

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `<payload>.<HMAC-SHA256>`, base64url: readable by nobody but tamper-evident (the key is a server secret). */
export function seal(key: Buffer, value: object): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The sealed value, or null when the signature does not match, it is malformed or past `expiresAt`. */
export function unseal<T extends { expiresAt: number }>(key: Buffer, sealed: string | undefined): T | null {
  if (!sealed) return null;
  const [body, signature, extra] = sealed.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof value.expiresAt === 'number' && value.expiresAt > Date.now() ? value : null;
  } catch {
    return null;
  }
}

export const pendingLinkCookieName = (provider: SocialProvider) => `revy_oauth_link_${provider}`;
