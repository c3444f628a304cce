import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { UserRecord } from '../users';
import { cacheSession, getCachedSession } from './session-cache';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './sessions.repo';

/** Sliding expiry: a session seen again after this long gets a fresh TTL (one write per hour, not per request). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The session id stored in the database: SHA-256 of the cookie token, hex. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type ClientInfo = { ip: string; userAgent: string | null };

/**
 * Starts a session for `userId` and returns the cookie token (32 random bytes, base64url).
 * Only the token's hash is stored.
 */
export async function createSession(
  db: DbOrTx,
  userId: string,
  client: ClientInfo,
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  const now = new Date();
  await insertSession(db, {
    id,
    userId,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, id };
}

export type ResolvedSession =
  | { status: 'none' }
  | { status: 'active'; sessionId: string; user: UserRecord; refreshed: boolean }
  | { status: 'disabled'; sessionId: string; userId: string };

/**
 * Finds the session behind a cookie token, from the session cache (session-cache.ts) or with
 * one query. Expired sessions are deleted and answer `none`; a disabled user's session answers
 * `disabled` (signed out, but /v1/user/current says 403). Sessions idle for more than
 * SESSION_TOUCH_INTERVAL_MS get their expiry pushed forward.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<ResolvedSession> {
  if (token.length < 20 || token.length > 100) return { status: 'none' };
  const sessionId = sessionIdOf(token);
  const now = Date.now();
  let entry = getCachedSession(sessionId, now);
  if (!entry) {
    const row = await findSessionWithUser(ctx.db, sessionId);
    if (!row) return { status: 'none' };
    const { sessionExpiresAt, sessionLastSeenAt, ...user } = row;
    entry = {
      userId: user.id,
      user: user.disabled ? null : user,
      sessionExpiresAt: sessionExpiresAt.getTime(),
      lastSeenAt: sessionLastSeenAt.getTime(),
      cachedUntil: 0,
    };
    if (entry.sessionExpiresAt > now) cacheSession(sessionId, entry, ctx.config.sessionCacheMs, now);
  }
  if (entry.sessionExpiresAt <= now) {
    await deleteSession(ctx.db, sessionId);
    return { status: 'none' };
  }
  if (!entry.user) return { status: 'disabled', sessionId, userId: entry.userId };
  let refreshed = false;
  if (now - entry.lastSeenAt > SESSION_TOUCH_INTERVAL_MS) {
    entry.lastSeenAt = now;
    entry.sessionExpiresAt = now + SESSION_TTL_MS;
    await touchSession(ctx.db, sessionId, new Date(now), new Date(now + SESSION_TTL_MS));
    refreshed = true;
  }
  return { status: 'active', sessionId, user: entry.user, refreshed };
}

/** Ends one session (sign-out). */
export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Ends every session of the user, or all but `exceptSessionId` (password change keeps the current one). */
export function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string | null): Promise<number> {
  return deleteUserSessions(db, userId, exceptSessionId);
}

/** Deletes sessions past their expiry (they are refused anyway; this keeps the table small). */
export function purgeExpiredSessions(db: DbOrTx): Promise<number> {
  return deleteExpiredSessions(db, new Date());
}
