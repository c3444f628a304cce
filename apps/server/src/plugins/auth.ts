import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, isStaff, SESSION_COOKIE, SESSION_TTL_MS } from '@revy/shared';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import type { Caller } from '../modules/auth/auth.service';
import { purgeExpiredSessions, resolveSession } from '../modules/auth/sessions.service';
import type { UserRecord } from '../modules/users/users.service';

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

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Paths whose requests carry the session; static files of the web app skip the lookup. */
const SESSION_PATHS = /^\/(v1|api)(\/|$|\?)/;

/**
 * Resolves the `revy_session` cookie to `request.user` on every API request: one query that
 * joins session, user and grants. An expired or unknown token clears the cookie.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('userDisabled', false);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !SESSION_PATHS.test(request.url)) return;
      const resolved = await resolveSession(app.ctx, token);
      if (resolved.status === 'none') {
        clearSessionCookie(reply);
        return;
      }
      request.sessionId = resolved.sessionId;
      if (resolved.status === 'disabled') {
        request.userDisabled = true;
        return;
      }
      request.user = resolved.user;
      if (resolved.refreshed) setSessionCookie(reply, token);
    });

    // Expired sessions are refused on sight; this sweep only keeps the table small.
    const purge = () =>
      purgeExpiredSessions(app.ctx.db).catch((err: unknown) =>
        app.log.warn({ err }, 'could not purge expired sessions'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(purge, PURGE_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

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
