import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin, isStaff, SESSION_COOKIE, SESSION_TTL_MS } from '@revy/shared';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import type { Caller } from '../modules/auth';
import type { UserRecord } from '../modules/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user with grants; null when signed out, expired, revoked or disabled. */
    user: UserRecord | null;
    /** The session id (hash) behind the cookie, when the cookie named a live session. */
    sessionId: string | null;
    /** True when the cookie belongs to a disabled user (GET /v1/user/current answers 403). */
    userDisabled: boolean;
  }
}

function cookieOptions(reply: FastifyReply) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: reply.server.ctx.config.isProduction,
  };
}

/** Sets the session cookie (a new token after sign-in, or a refreshed max-age). */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply), maxAge: Math.floor(SESSION_TTL_MS / 1000) });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
}

/** The caller as services see it: session, user and client address. */
export function callerOf(request: FastifyRequest): Caller {
  const ua = request.headers['user-agent'];
  return {
    sessionId: request.sessionId,
    user: request.user,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : null,
  };
}

/** The signed-in user (anonymous ones included), or 401; 403 NotAuthorized for a disabled account. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (request.user) return request.user;
  if (request.userDisabled) throw new AppError('NOT_AUTHORIZED', 'This account has been disabled. Contact support.');
  throw unauthenticated();
}

/** A signed-in user who has an email (not anonymous). */
export function requireRegistered(request: FastifyRequest): UserRecord {
  const user = requireUser(request);
  if (!user.email) throw forbidden('Create an account or sign in to do this');
  return user;
}

/** A concierge or admin (spec 6). */
export function requireStaff(request: FastifyRequest): UserRecord {
  const user = requireUser(request);
  if (!isStaff(user)) throw forbidden('Staff only');
  return user;
}

export function requireAdmin(request: FastifyRequest): UserRecord {
  const user = requireUser(request);
  if (!isAdmin(user)) throw forbidden('Admins only');
  return user;
}
