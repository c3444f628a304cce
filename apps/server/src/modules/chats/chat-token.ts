import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CHAT_TOKEN_TTL_MS } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { chatTokenKeys } from './offers.table';

/**
 * Short-lived tokens naming a user, for the live feed where the session cookie cannot go
 * (GET /v1/chat/comet/token). Format: base64url(JSON {uid, exp}) "." base64url(HMAC-SHA256).
 * The key is one random row in chat_token_keys, so every instance on the database agrees.
 * The feed imports verifyChatToken(await chatTokenSecret(ctx.db), token).
 */
const KEY_ID = 'v1';
const secrets = new WeakMap<object, Promise<string>>();

/** The signing key, made on first use (insert ... on conflict keeps the first one) and cached per database. */
export function chatTokenSecret(db: DbOrTx): Promise<string> {
  let p = secrets.get(db);
  if (!p) {
    p = (async () => {
      await db
        .insert(chatTokenKeys)
        .values({ id: KEY_ID, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(chatTokenKeys).where(eq(chatTokenKeys.id, KEY_ID));
      return row!.secret;
    })();
    p.catch(() => secrets.delete(db));
    secrets.set(db, p);
  }
  return p;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signChatToken(
  secret: string,
  userId: string,
  now: Date = new Date(),
): { token: string; expiresAt: string } {
  const exp = now.getTime() + CHAT_TOKEN_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ uid: userId, exp })).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt: new Date(exp).toISOString() };
}

/** The user id of a valid, unexpired token; null for anything else (forged, expired, garbled). */
export function verifyChatToken(secret: string, token: string, now: Date = new Date()): string | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(secret, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const { uid, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      uid?: unknown;
      exp?: unknown;
    };
    if (typeof uid !== 'string' || typeof exp !== 'number' || exp <= now.getTime()) return null;
    return uid;
  } catch {
    return null;
  }
}

/** GET /v1/chat/comet/token. */
export async function issueChatToken(ctx: AppContext, userId: string) {
  return { ...signChatToken(await chatTokenSecret(ctx.db), userId), provider: 'revy' as const };
}
