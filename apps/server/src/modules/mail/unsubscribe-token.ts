import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * One-click unsubscribe tokens (issue 19, decision 045-email-unsubscribe): `<payload>.<HMAC-SHA256>`, base64url, where
 * the payload names the user. They never expire (a link in an old email must still work, RFC 8058) and are not
 * single-use: a repeat is the same unsubscribe again. The MAC covers a purpose prefix so a token can never be
 * mistaken for another signed value made with the same key.
 */
const PURPOSE = 'revy-unsubscribe-v1';

const mac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}\n${payload}`).digest('base64url');

export function signUnsubscribeToken(key: string, userId: string): string {
  const payload = Buffer.from(userId, 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user id of a token this key signed; null for anything else (forged, tampered, garbled). */
export function verifyUnsubscribeToken(key: string, token: string): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const want = Buffer.from(mac(key, payload));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const userId = Buffer.from(payload, 'base64url').toString('utf8');
  return UUID.test(userId) ? userId : null;
}
