import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_MAX_FAILURES } from '@revy/shared';
import { rateLimited } from '../../adapters/rate-limit';
import type { AppContext } from '../../context';

/**
 * Sign-in abuse without locking out the innocent (issue 13, decision 016), after OWASP's
 * Authentication and Credential Stuffing cheat sheets:
 * - per account: the first SIGN_IN_MAX_FAILURES wrong passwords in an hour cost nothing; each
 *   one after that makes the next attempt wait, 30 s doubling up to 15 min (a delay, never a
 *   lock that lasts), answered 429 with Retry-After;
 * - a browser that signed in to the account before (a `revy_device` cookie whose hash the
 *   account keeps) skips the per-account delay, so strangers failing against a seller's email
 *   cannot keep the seller out; a password reset by email always works and clears the delay;
 * - per client address: a budget large enough for an office or a carrier's NAT, which bounds
 *   password spraying across many accounts without touching any one account;
 * - keys are the normalised email's hash and the address, in Redis when REDIS_URL is set, so
 *   every instance shares them.
 */
export const DEVICE_COOKIE = 'revy_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const HOUR = 60 * 60 * 1000;
export const SIGN_IN_RULES = {
  accountWindowMs: HOUR,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60 * 1000,
  ipMaxFailures: 100,
  ipWindowMs: 15 * 60 * 1000,
  knownDevicesKept: 10,
};

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
export const signInKeys = {
  failures: (email: string) => `signin:acct:${emailHash(email)}`,
  delay: (email: string) => `signin:delay:${emailHash(email)}`,
  ip: (ip: string) => `signin:ip:${ip}`,
};

/** The wait after `failures` wrong passwords: none up to the threshold, then 30 s doubling to 15 min. */
export function delayAfter(failures: number): number {
  if (failures < SIGN_IN_MAX_FAILURES) return 0;
  return Math.min(SIGN_IN_RULES.maxDelayMs, SIGN_IN_RULES.firstDelayMs * 2 ** (failures - SIGN_IN_MAX_FAILURES));
}

/** 429 when this address spent its budget, or the account is waiting out a delay (unless this is a known device). */
export async function assertMayTrySignIn(
  ctx: AppContext,
  email: string,
  ip: string,
  knownDevice: boolean,
): Promise<void> {
  const perIp = await ctx.rateLimiter.peek(signInKeys.ip(ip));
  if (perIp && perIp.count >= SIGN_IN_RULES.ipMaxFailures) throw rateLimited(perIp);
  if (knownDevice) return;
  const wait = await ctx.rateLimiter.peek(signInKeys.delay(email));
  if (wait) throw rateLimited(wait);
}

/** Counts a wrong password against the account and the address; past the threshold, starts the next delay. */
export async function recordSignInFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const [account] = await Promise.all([
    ctx.rateLimiter.hit(signInKeys.failures(email), SIGN_IN_RULES.accountWindowMs),
    ctx.rateLimiter.hit(signInKeys.ip(ip), SIGN_IN_RULES.ipWindowMs),
  ]);
  const delay = delayAfter(account.count);
  if (delay > 0) {
    await ctx.rateLimiter.reset(signInKeys.delay(email));
    await ctx.rateLimiter.hit(signInKeys.delay(email), delay);
  }
}

/** The owner proved themself (right password, or a reset by email): the account's slate is clean. */
export async function clearSignInThrottle(ctx: AppContext, email: string): Promise<void> {
  await Promise.all([
    ctx.rateLimiter.reset(signInKeys.failures(email)),
    ctx.rateLimiter.reset(signInKeys.delay(email)),
  ]);
}

/** A new device token for the cookie, and the hash an account keeps of it. */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

export const deviceHash = (token: string) => createHash('sha256').update(`revy-device:${token}`).digest('base64url');

/** Whether `token` (the browser's device cookie) signed in to the account before. */
export function isKnownDevice(
  metadata: Record<string, unknown> | null | undefined,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const known = metadata?.knownDevices;
  return Array.isArray(known) && known.includes(deviceHash(token));
}

/** The account's known devices with this one first, the oldest dropped past the limit. */
export function withKnownDevice(metadata: Record<string, unknown> | null | undefined, token: string): string[] {
  const known = Array.isArray(metadata?.knownDevices) ? (metadata.knownDevices as string[]) : [];
  const hash = deviceHash(token);
  return [hash, ...known.filter((h) => h !== hash)].slice(0, SIGN_IN_RULES.knownDevicesKept);
}
