import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@revy/shared';

/** A 6-digit email code, uniformly random (leading zeros kept). */
export function newEmailCode(): string {
  return randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, '0');
}

/** A password reset token: 32 random bytes, base64url (43 characters), for the emailed link. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Email codes are hashed with the user id, so equal codes of different users differ in the
 * table; they are always looked up by user, never by hash.
 */
export const hashEmailCode = (userId: string, code: string) => sha256(`${userId}:${code.trim()}`);

/** Reset tokens are looked up by hash (the link carries no user id); 256 random bits need no salt. */
export const hashResetToken = (token: string) => sha256(token.trim());

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
