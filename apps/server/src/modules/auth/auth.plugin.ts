import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@revy/shared';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { purgeExpiredSessions, resolveSession } from './sessions.service';

/*
 * The session hook lives in the auth module, next to the sessions it resolves; plugins/auth.ts keeps the request
 * guards and cookie helpers every module's routes use, so it no longer imports this module (issue 14: no circle).
 */

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
